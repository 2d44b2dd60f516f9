import Foundation
import Testing

/// The product's promise: a generated project builds warning-free, passes its tests and
/// passes `fia doctor`, fresh and after several `add` (and `remove`) runs. One project per scenario;
/// serialized, because each scenario compiles a whole package on a small machine.
@Suite(.serialized)
struct GeneratedProjectTests {
    private func expectSuccess(_ result: Shell.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0, "\(what) failed:\n\(result.stdout)\n\(result.stderr)", sourceLocation: sourceLocation)
    }

    /// `swift build -Xswiftc -warnings-as-errors`, `swift test` and `fia doctor` in `project`.
    private func buildTestAndDoctor(_ project: String) throws {
        expectSuccess(try Shell.buildWithTests(in: project), "swift build")
        let (test, ran) = try Shell.swiftTest(in: project)
        expectSuccess(test, "swift test")
        let declared = Shell.declaredTests(in: project)
        #expect(declared > 0 && ran == declared, "swift test ran \(ran.map(String.init) ?? "no") tests of the \(declared) the project declares:\n\(test.stdout)\n\(test.stderr)")
        let doctor = try Shell.fia(["doctor"], in: project)
        expectSuccess(doctor, "fia doctor")
        // What the generated Xcode build phase runs: nothing but the summary on a clean project.
        let xcode = try Shell.fia(["doctor", "--project", project + "/App/..", "--format", "xcode"], in: "/")
        expectSuccess(xcode, "fia doctor --format xcode")
        #expect(xcode.stdout.hasPrefix("doctor: 0 errors, 0 warnings in "), "\(xcode.stdout)")
    }

    @Test func freshProjectBuildsTestsAndPassesDoctor() throws {
        let directory = try TemporaryDirectory()
        expectSuccess(try Shell.fia(["new", "Demo", "--path", directory.path], in: "/"), "fia new")
        let project = directory.path + "/Demo"
        try buildTestAndDoctor(project)

        let unitTests = try JSONSerialization.jsonObject(with: Data(directory.read("Demo/TestPlans/UnitTests.xctestplan").utf8)) as? [String: Any]
        let targets = (unitTests?["testTargets"] as? [[String: Any]])?.compactMap { ($0["target"] as? [String: String]) }
        #expect(targets?.map { $0["name"] ?? "" }.sorted() == ["DependencyInjectionLayerTests", "DomainLayerTests", "PresentationLayerTests"])
        #expect(targets?.allSatisfy { $0["containerPath"] == "container:" } == true)
    }

    @Test func projectWithFeaturesBuildsTestsAndPassesDoctor() throws {
        let directory = try TemporaryDirectory()
        expectSuccess(try Shell.fia(["new", "Demo"], in: directory.path), "fia new")
        let project = directory.path + "/Demo"
        for arguments in [
            ["add", "feature", "Settings"],
            ["add", "feature", "Profile", "--uses", "Settings"],
            ["add", "feature", "LicenseList", "--driver", "License", "--entity", "License"],
            ["add", "feature", "LicenseDetail", "--driver", "License"],
            ["add", "feature", "Summary", "--no-driver", "--uses", "Settings,Profile"],
            ["add", "feature", "Report", "--no-driver", "--uses", "License", "--no-view"],
            // A risky name fia accepts (`Dictionary.Values`): it must build (.ci/risky-names tries them all).
            ["add", "feature", "Values"],
            ["add", "driver", "Analytics", "--no-entity"],
            ["add", "usecase", "Checkout", "--uses", "Settings,Analytics"],
            ["add", "feature", "Cart", "--usecase", "Checkout"],
            // A use case that does not exist yet is created in the same run, on the drivers of --uses.
            ["add", "feature", "Orders", "--usecase", "Reorder", "--uses", "License,Analytics"],
            // Removals leave a project that builds: a feature with its own driver, one on a shared
            // driver (--no-view), a driver alone, a use case with its feature.
            ["add", "feature", "Doomed", "--uses", "Settings"],
            ["remove", "feature", "Doomed"],
            ["remove", "feature", "Report"],
            ["add", "driver", "Spare"],
            ["remove", "driver", "Spare"],
            ["add", "usecase", "Refund", "--uses", "License"],
            ["add", "feature", "Refunds", "--usecase", "Refund"],
            ["remove", "feature", "Refunds"],
            ["remove", "usecase", "Refund"],
            ["add", "feature", "Notes"],
            ["add", "feature", "Ledger", "--no-driver", "--uses", "Settings", "--no-view"],
        ] {
            expectSuccess(try Shell.fia(arguments, in: project), arguments.joined(separator: " "))
        }
        // Re-running with --force re-renders the stubs and changes no edited file.
        let screens = try directory.read("Demo/Sources/PresentationLayer/AppScreen.swift")
        let xcodeProject = try directory.read("Demo/App/Demo.xcodeproj/project.pbxproj")
        expectSuccess(try Shell.fia(["add", "feature", "Settings", "--force"], in: project), "add feature Settings --force")
        #expect(try directory.read("Demo/Sources/PresentationLayer/AppScreen.swift") == screens)
        #expect(try directory.read("Demo/App/Demo.xcodeproj/project.pbxproj") == xcodeProject)
        // Every feature with a view is a screen exactly once; the --no-view one is not.
        for screen in ["settings", "profile", "licenseList", "licenseDetail", "summary"] {
            #expect(screens.components(separatedBy: "    case \(screen)\n").count == 2, "case \(screen)")
            #expect(screens.components(separatedBy: "case .\(screen):\n").count == 2, "branch \(screen)")
        }
        #expect(!screens.contains("report"))
        for file in ["Sources/DomainLayer/UseCases/Reorder/ReorderInteractor.swift", "Tests/PresentationLayerTests/ReorderInteractorTests.swift"] {
            #expect(FileManager.default.fileExists(atPath: project + "/" + file), "missing \(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: project + "/Sources/PresentationLayer/Report"))
        #expect(!FileManager.default.fileExists(atPath: project + "/Sources/FrameworkLayer/DoomedFramework"))
        #expect(!FileManager.default.fileExists(atPath: project + "/Sources/DomainLayer/UseCases/Refund"))

        // Renames: a collision is refused with the tree byte-identical; then a feature with its own
        // driver and entity, one sharing a driver, one calling a use case, one without a view. Nothing
        // derived from the old names may remain, in any path or file, ignoring case (the shared
        // License driver stays).
        let beforeCollision = TreeSnapshot(project)
        let collision = try Shell.fia(["rename", "feature", "Notes", "Profile"], in: project)
        #expect(collision.status == 1, "\(collision.stdout)\(collision.stderr)")
        #expect(collision.stderr.hasPrefix("error: renaming 'NotesPresenter' to 'ProfilePresenter' would collide"), "\(collision.stderr)")
        #expect(TreeSnapshot(project) == beforeCollision, "\(TreeSnapshot(project).difference(from: beforeCollision))")
        for (old, new) in [("Notes", "Journal"), ("LicenseDetail", "LicenseInfo"), ("Cart", "Basket"), ("Ledger", "Tally")] {
            expectSuccess(try Shell.fia(["rename", "feature", old, new], in: project), "rename feature \(old) \(new)")
            let remaining = TreeSnapshot(project).entries.filter { $0.key.lowercased().contains(old.lowercased()) || $0.value.lowercased().contains(old.lowercased()) }
            #expect(remaining.isEmpty, "'\(old)' remains in \(remaining.keys.sorted())")
        }
        #expect(FileManager.default.fileExists(atPath: project + "/Sources/FrameworkLayer/JournalFramework/JournalDriver.swift"))
        #expect(FileManager.default.fileExists(atPath: project + "/Sources/FrameworkLayer/LicenseFramework/LicenseDriver.swift"))
        try buildTestAndDoctor(project)
        // Doctor examined the use cases, rather than skipping its use case checks.
        let doctor = try Shell.fia(["doctor"], in: project).stdout
        for check in ["Every use case has an interactor", "Every InteractorDependency reaches the composition protocol",
                      "Interactors import no framework module and no UI framework", "Every interactor has tests"] {
            #expect(doctor.contains("✓ \(check)\n"), "\(check):\n\(doctor)")
        }

        let dump = try Shell.run("swift", ["package", "dump-package"], in: project)
        expectSuccess(dump, "swift package dump-package")
        let manifest = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        let targets = manifest?["targets"] as? [[String: Any]] ?? []
        let names = Set(targets.compactMap { $0["name"] as? String })
        for expected in ["SettingsFramework", "SettingsFrameworkTests", "ProfileFramework", "LicenseFramework", "LicenseFrameworkTests"] {
            #expect(names.contains(expected), "missing target \(expected)")
        }
        let injection = targets.first { $0["name"] as? String == "DependencyInjectionLayer" }
        let dependencies = (injection?["dependencies"] as? [[String: Any]] ?? []).compactMap {
            ($0["byName"] as? [Any])?.first as? String
        }
        #expect(Set(["SettingsFramework", "ProfileFramework", "LicenseFramework"]).isSubset(of: Set(dependencies)))

        for plan in ["UnitTests", "DriverTests"] {
            let text = try directory.read("Demo/TestPlans/\(plan).xctestplan")
            for target in ["SettingsFrameworkTests", "ProfileFrameworkTests", "LicenseFrameworkTests"] {
                #expect(text.contains("\"identifier\" : \"\(target)\""), "\(plan) lacks \(target)")
            }
        }
    }
}
