import Foundation

/// The independent readers of what `fia new` writes for Xcode, run by `python3`: PyPI's
/// openstep_plist and pbxproj read every `project.pbxproj`, Python's XML parser every scheme and
/// workspace, `json` every test plan, PyYAML every XcodeGen spec, and check-jsonschema every workflow against GitHub's schema.
/// None of them shares code with fia's own readers (Sources/FiaKit/Project/Formats/).
///
/// It prints one line of counts (what it examined) and an `error:` line per problem, and exits 1
/// on any: an object id that resolves to nothing, a root object that is not a project, a target
/// (or the project) without Debug and Release, a synchronized group that is no folder, a package
/// product from no local package holding Package.swift, a Development app linking the DI layer or
/// a framework module, a BuildableReference that is no target of its container, a
/// TestPlanReference to no plan, a workspace entry that is neither package nor project, a plan
/// entry that does not resolve — from the container of the scheme running the plan, as Xcode
/// resolves it — to a target of that container, a plan no scheme runs, an invalid workflow.
enum XcodeReaders {
    /// Runs the readers on the project at `project`.
    static func check(_ project: String) throws -> Shell.Result {
        try run([project], in: project)
    }

    /// Runs the script with `arguments` in `folder`.
    static func run(_ arguments: [String], in folder: String) throws -> Shell.Result {
        let script = NSTemporaryDirectory() + "fia-xcode-readers-\(UUID().uuidString).py"
        try source.write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        return try Shell.run("python3", [script] + arguments, in: folder)
    }

    static let source = #"""
import fnmatch, hashlib, json, os, re, subprocess, sys
import xml.etree.ElementTree as ET
import openstep_plist
import yaml
from pbxproj import XcodeProject

def xcodegen_id(project, target):
    # The id XcodeGen 2.45.4 gives a native target (tuist XcodeProj's ReferenceGenerator): checked
    # against XcodeGen's own output in XcodeReadersTests.theXcodeGenTargetIDRuleIsXcodeGens.
    return hashlib.md5(f"NT_PBXNativeTarget-{project}-{target}_1".encode()).hexdigest().upper()[:24]

if sys.argv[1] == "--xcodegen-ids":
    # `--xcodegen-ids <project.pbxproj XcodeGen wrote> <project name>`: the rule gives each native target's id.
    objects = openstep_plist.load(open(sys.argv[2], encoding="utf-8"))["objects"]
    targets = {key: obj["name"] for key, obj in objects.items() if obj.get("isa") == "PBXNativeTarget"}
    wrong = [f"{name}: {key} != {xcodegen_id(sys.argv[3], name)}" for key, name in targets.items() if key != xcodegen_id(sys.argv[3], name)]
    print(f"targets={len(targets)}")
    print("\n".join("error: " + line for line in wrong))
    sys.exit(1 if wrong or not targets else 0)

root = os.path.abspath(sys.argv[1])
errors = []
counts = {"pbxproj": 0, "targets": 0, "schemes": 0, "buildables": 0, "planReferences": 0, "plans": 0, "planTargets": 0, "resolved": 0, "specs": 0, "workspaces": 0, "workflows": 0}
ID = re.compile(r"^[0-9A-F]{24}$")

def fail(where, message):
    errors.append(f"{os.path.relpath(where, root)}: {message}")

def files(pattern):
    # Hidden folders too (.swiftpm, .github), but no build products.
    found = []
    for folder, subfolders, names in os.walk(root):
        subfolders[:] = [name for name in subfolders if name != ".build"]
        found += [os.path.join(folder, name) for name in names]
    return sorted(path for path in found if fnmatch.fnmatch(os.path.relpath(path, root), pattern))

package_targets = set(re.findall(r'\.(?:testTarget|target|executableTarget)\(\s*name:\s*"([^"]+)"', open(os.path.join(root, "Package.swift")).read()))
projects = {}

for path in files("*.xcodeproj/project.pbxproj"):
    counts["pbxproj"] += 1
    project_dir = os.path.dirname(os.path.dirname(path))
    data = openstep_plist.load(open(path, encoding="utf-8"))
    objects = data["objects"]
    def walk(value, owner):
        if isinstance(value, str):
            if ID.match(value) and value not in objects:
                fail(path, f"{owner} refers to '{value}', which is no object")
        elif isinstance(value, dict):
            for key, inner in value.items():
                if owner is None and key == "buildSettings":
                    continue
                walk(inner, owner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner, owner)
    for key, obj in objects.items():
        if not ID.match(key):
            fail(path, f"object id '{key}' is not 24 hex digits")
        if "isa" not in obj:
            fail(path, f"object {key} has no isa")
        walk({k: v for k, v in obj.items() if k != "buildSettings"}, key)
    root_object = objects.get(data.get("rootObject"))
    if not root_object or root_object.get("isa") != "PBXProject":
        fail(path, "the root object is not a PBXProject")
        continue
    if data.get("objectVersion") != "77":
        fail(path, f"objectVersion is {data.get('objectVersion')}, not 77 (folder-synchronized groups)")
    def configurations(owner, list_id):
        config_list = objects.get(list_id, {})
        names = sorted(objects.get(c, {}).get("name") for c in config_list.get("buildConfigurations", []))
        if config_list.get("isa") != "XCConfigurationList" or names != ["Debug", "Release"]:
            fail(path, f"{owner}'s configuration list has {names}, not Debug and Release")
    configurations("the project", root_object.get("buildConfigurationList"))
    targets = {}
    for target_id in root_object.get("targets", []):
        target = objects.get(target_id, {})
        name = target.get("name")
        counts["targets"] += 1
        targets[target_id] = name
        configurations(f"target '{name}'", target.get("buildConfigurationList"))
        for group_id in target.get("fileSystemSynchronizedGroups", []):
            group = objects.get(group_id, {})
            folder = os.path.join(project_dir, group.get("path", "?"))
            if group.get("isa") != "PBXFileSystemSynchronizedRootGroup" or not os.path.isdir(folder):
                fail(path, f"target '{name}' synchronizes '{group.get('path')}', which is no folder beside the project")
        products = []
        for dependency_id in target.get("packageProductDependencies", []):
            dependency = objects.get(dependency_id, {})
            products.append(dependency.get("productName"))
            package = objects.get(dependency.get("package"), {})
            package_dir = os.path.normpath(os.path.join(project_dir, package.get("relativePath", "?")))
            if package.get("isa") != "XCLocalSwiftPackageReference" or not os.path.isfile(os.path.join(package_dir, "Package.swift")):
                fail(path, f"'{name}' links '{dependency.get('productName')}' from no local package holding Package.swift")
            if dependency.get("package") not in root_object.get("packageReferences", []):
                fail(path, f"'{name}' links '{dependency.get('productName')}' from a package the project does not reference")
        if "Development" in name and target.get("productType") == "com.apple.product-type.application":
            forbidden = [p for p in products if p == "DependencyInjectionLayer" or p.endswith("Framework")]
            if forbidden:
                fail(path, f"the Development app '{name}' links {forbidden}")
    # An independent second reader: mod-pbxproj loads the same file and finds the same targets.
    second = XcodeProject.load(path)
    if sorted(t.name for t in second.objects.get_targets()) != sorted(targets.values()):
        fail(path, "pbxproj's reader finds other targets than openstep_plist's")
    projects[os.path.normpath(os.path.dirname(path))] = targets

def container_folder(scheme_path):
    # The folder a scheme's `container:` paths start from: the package's or the project's.
    parts = scheme_path.split("/")
    for index, part in enumerate(parts):
        if part == ".swiftpm" or part.endswith(".xcodeproj") or part.endswith(".xcworkspace"):
            return "/".join(parts[:index])
    return os.path.dirname(scheme_path)

for path in files("*xcshareddata/xcschemes/*.xcscheme"):
    counts["schemes"] += 1
    folder = container_folder(path)
    tree = ET.parse(path)
    for reference in tree.iter("BuildableReference"):
        counts["buildables"] += 1
        container = reference.get("ReferencedContainer", "")
        target = os.path.normpath(os.path.join(folder, container[len("container:"):]))
        name = reference.get("BlueprintName")
        if target.endswith(".xcodeproj"):
            if projects.get(target, {}).get(reference.get("BlueprintIdentifier")) != name:
                fail(path, f"BuildableReference '{name}' ({reference.get('BlueprintIdentifier')}) is no target of '{container}'")
        elif os.path.isfile(os.path.join(target, "Package.swift")):
            if name not in package_targets:
                fail(path, f"BuildableReference '{name}' is no target of the package")
        else:
            fail(path, f"BuildableReference '{name}' names the container '{container}', which does not exist")
    for reference in tree.iter("TestPlanReference"):
        counts["planReferences"] += 1
        plan = os.path.join(folder, reference.get("reference", "")[len("container:"):])
        if not os.path.isfile(plan):
            fail(path, f"TestPlanReference '{reference.get('reference')}' names no plan")

workspaces = files("*.xcworkspace/contents.xcworkspacedata")
for path in workspaces:
    counts["workspaces"] += 1
    folder = os.path.dirname(os.path.dirname(path))
    for reference in ET.parse(path).iter("FileRef"):
        location = reference.get("location", "")
        target = os.path.normpath(os.path.join(folder, location[len("group:"):]))
        # A project XcodeGen writes later from the spec beside it (`fia new --xcodegen`) counts.
        generated = target.endswith(".xcodeproj") and os.path.isfile(os.path.join(os.path.dirname(target), "project.yml"))
        if not location.startswith("group:") or not (generated or os.path.isfile(os.path.join(target, "Package.swift")) or os.path.isfile(os.path.join(target, "project.pbxproj"))):
            fail(path, f"'{location}' is neither a package nor an Xcode project")

# Test plans as Xcode runs them: a scheme's TestPlanReference and every containerPath of the plan
# it names resolve from the scheme's container. Relative paths start at the folder holding the
# .xcodeproj (or .xcworkspace, or the package root for a .swiftpm scheme); a bare `container:` is
# that container itself. Written from tuist PR 7460 ("container:App.xcodeproj is a path to the
# xcodeproj based on the test plan's Xcode project path"), tuist PR 10290 (bare `container:` is "the
# same project as the scheme") and plans Xcode wrote (SyncUps.xctestplan: container:SyncUps.xcodeproj;
# readium's TestApp.xctestplan: container:.. for the package from a project's scheme).
package_root = os.path.normpath(root)
package_tests = set(re.findall(r'\.testTarget\(\s*name:\s*"([^"]+)"', open(os.path.join(root, "Package.swift")).read()))

runs = []  # (the scheme's file, its container, the folder its paths start from, the plan as named)
for path in files("*xcshareddata/xcschemes/*.xcscheme"):
    parts = path.split("/")
    index = next(i for i, part in enumerate(parts) if part == ".swiftpm" or part.endswith(".xcodeproj") or part.endswith(".xcworkspace"))
    container = "/".join(parts[:index]) if parts[index] == ".swiftpm" else "/".join(parts[:index + 1])
    folder = "/".join(parts[:index]) if parts[index] == ".swiftpm" else os.path.dirname(container)
    for reference in ET.parse(path).iter("TestPlanReference"):
        runs.append((path, container, folder, reference.get("reference", "")[len("container:"):]))
for path in files("*project.yml"):
    # XcodeGen writes <name>.xcodeproj beside its spec, with these targets and schemes.
    spec = yaml.safe_load(open(path))
    counts["specs"] += 1
    folder = os.path.dirname(path)
    container = os.path.join(folder, spec["name"] + ".xcodeproj")
    projects[os.path.normpath(container)] = {xcodegen_id(spec["name"], name): name for name in spec.get("targets", {})}
    for scheme in (spec.get("schemes") or {}).values():
        for plan in ((scheme or {}).get("test") or {}).get("testPlans", []):
            runs.append((path, container, folder, plan["path"]))

run_plans = set()
for scheme, container, folder, reference in runs:
    plan_path = os.path.normpath(os.path.join(folder, reference))
    if not os.path.isfile(plan_path):
        if not scheme.endswith(".xcscheme"):  # a scheme's missing plan is reported above
            fail(scheme, f"runs the plan '{reference}', which does not exist")
        continue
    run_plans.add(plan_path)
    plan = json.load(open(plan_path))
    expansion = plan.get("defaultOptions", {}).get("targetForVariableExpansion")
    for entry in [entry["target"] for entry in plan["testTargets"]] + ([expansion] if expansion else []):
        counts["planTargets"] += 1
        where = entry["containerPath"]
        if not where.startswith("container:"):
            fail(plan_path, f"'{entry['name']}' has the containerPath '{where}', which is not 'container:…'")
            continue
        relative = where[len("container:"):]
        target = os.path.normpath(container if relative == "" else os.path.join(folder, relative))
        seen = f"'{where}' from {os.path.relpath(scheme, root)} is '{os.path.relpath(target, root)}'"
        if target.endswith(".xcodeproj"):
            if target not in projects:
                fail(plan_path, f"'{entry['name']}': {seen}, which is no Xcode project")
            elif projects[target].get(entry["identifier"]) != entry["name"]:
                fail(plan_path, f"'{entry['name']}' ({entry['identifier']}): {seen}, which has no such target")
        elif os.path.isfile(os.path.join(target, "Package.swift")):
            if target != package_root or entry["name"] not in package_tests or entry["identifier"] != entry["name"]:
                fail(plan_path, f"'{entry['name']}': {seen}, where it is no test target of the package")
        else:
            fail(plan_path, f"'{entry['name']}': {seen}, which is neither a package nor an Xcode project")
        counts["resolved"] += 1

for path in files("*.xctestplan"):
    counts["plans"] += 1
    json.load(open(path))
    if os.path.normpath(path) not in run_plans:
        fail(path, "no scheme runs this plan")

for path in files(".github/workflows/*.yml"):
    counts["workflows"] += 1
    result = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", path],
                            capture_output=True, text=True)
    if result.returncode != 0:
        fail(path, "not a valid GitHub workflow: " + (result.stdout + result.stderr).strip().replace("\n", " | "))

print(" ".join(f"{key}={value}" for key, value in counts.items()))
for error in errors:
    print("error: " + error)
sys.exit(1 if errors else 0)
"""#
}
