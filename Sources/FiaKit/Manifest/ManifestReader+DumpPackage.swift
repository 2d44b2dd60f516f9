import Foundation

extension ManifestReader {
    /// Parses the JSON printed by `swift package dump-package` into the same model.
    /// Lines are `nil`: the JSON does not know them.
    ///
    /// Dependencies come as `{"byName": ["A", null]}`, `{"target": ["A", null]}` or
    /// `{"product": ["A", "package", null, null]}`; kinds as `regular`, `test`, `executable`,
    /// `macro`, `plugin`, `system`, `binary`.
    public static func readDumpPackageJSON(_ json: String) throws(ManifestEditError) -> PackageManifest {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        } catch {
            throw .invalidDumpPackageJSON("not valid JSON")
        }
        guard let root = object as? [String: Any] else { throw .invalidDumpPackageJSON("expected an object at the top level") }
        guard let targets = root["targets"] as? [[String: Any]] else { throw .invalidDumpPackageJSON("missing 'targets'") }
        var result: [PackageManifest.Target] = []
        for target in targets {
            result.append(try dumpedTarget(target))
        }
        let products = (root["products"] as? [[String: Any]]).map { $0.compactMap { $0["name"] as? String }.map { PackageManifest.Product(name: $0) } }
        return PackageManifest(name: root["name"] as? String, targets: result, products: products)
    }

    private static func dumpedTarget(_ target: [String: Any]) throws(ManifestEditError) -> PackageManifest.Target {
        guard let name = target["name"] as? String else { throw .invalidDumpPackageJSON("a target has no 'name'") }
        guard let type = target["type"] as? String, let kind = PackageManifest.Target.Kind(rawValue: type) else {
            throw .invalidDumpPackageJSON("unknown 'type' of target '\(name)'")
        }
        var dependencies: [PackageManifest.Dependency] = []
        for dependency in target["dependencies"] as? [Any] ?? [] {
            guard let entry = dependency as? [String: Any], entry.count == 1, let (form, value) = entry.first,
                  ["byName", "target", "product"].contains(form),
                  let dependencyName = (value as? [Any])?.first as? String else {
                throw .invalidDumpPackageJSON("unknown dependency form in target '\(name)'")
            }
            dependencies.append(PackageManifest.Dependency(name: dependencyName, isProduct: form == "product"))
        }
        return PackageManifest.Target(name: name, kind: kind, dependencies: dependencies, path: target["path"] as? String)
    }
}
