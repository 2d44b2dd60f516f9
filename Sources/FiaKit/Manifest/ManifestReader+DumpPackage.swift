extension ManifestReader {
    /// Parses the JSON printed by `swift package dump-package` into the same model.
    /// Lines are `nil`: the JSON does not know them.
    ///
    /// Dependencies come as `{"byName": ["A", null]}`, `{"target": ["A", null]}` or
    /// `{"product": ["A", "package", null, null]}`; kinds as `regular`, `test`, `executable`,
    /// `macro`, `plugin`, `system`, `binary`.
    public static func readDumpPackageJSON(_ json: String) throws(ManifestEditError) -> PackageManifest {
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            throw .invalidDumpPackageJSON("not valid JSON")
        }
        guard root.members != nil else { throw .invalidDumpPackageJSON("expected an object at the top level") }
        guard let targets = root["targets"]?.elements, targets.allSatisfy({ $0.members != nil }) else {
            throw .invalidDumpPackageJSON("missing 'targets'")
        }
        var result: [PackageManifest.Target] = []
        for target in targets {
            result.append(try dumpedTarget(target))
        }
        let products = root["products"]?.elements.flatMap { elements in
            elements.allSatisfy { $0.members != nil } ? elements.compactMap { $0["name"]?.stringValue }.map { PackageManifest.Product(name: $0) } : nil
        }
        return PackageManifest(name: root["name"]?.stringValue, targets: result, products: products)
    }

    private static func dumpedTarget(_ target: JSONValue) throws(ManifestEditError) -> PackageManifest.Target {
        guard let name = target["name"]?.stringValue else { throw .invalidDumpPackageJSON("a target has no 'name'") }
        guard let type = target["type"]?.stringValue, let kind = PackageManifest.Target.Kind(rawValue: type) else {
            throw .invalidDumpPackageJSON("unknown 'type' of target '\(name)'")
        }
        var dependencies: [PackageManifest.Dependency] = []
        for dependency in target["dependencies"]?.elements ?? [] {
            guard let members = dependency.members, members.count == 1, let (form, value) = members.first.map({ ($0.key, $0.value) }),
                  ["byName", "target", "product"].contains(form),
                  let dependencyName = value.elements?.first?.stringValue else {
                throw .invalidDumpPackageJSON("unknown dependency form in target '\(name)'")
            }
            dependencies.append(PackageManifest.Dependency(name: dependencyName, isProduct: form == "product"))
        }
        return PackageManifest.Target(name: name, kind: kind, dependencies: dependencies, path: target["path"]?.stringValue)
    }
}

extension PackageManifest {
    /// The manifest as `swift package dump-package` prints what `readDumpPackageJSON(_:)` reads
    /// (name, targets with kind, path and dependencies, products): what a command that predicted
    /// SwiftPM's reading of an edited manifest (`ManifestScans.predict`) hands a planner that
    /// would otherwise run SwiftPM on the file on disk.
    var dumpPackageJSON: String {
        func dependency(_ dependency: Dependency) -> String {
            dependency.isProduct ? "{\"product\": [\(JSONText.string(dependency.name)), null, null, null]}" : "{\"byName\": [\(JSONText.string(dependency.name)), null]}"
        }
        let targets = targets.map { target in
            "{\"name\": \(JSONText.string(target.name)), \"type\": \"\(target.kind.rawValue)\", \"path\": \(target.path.map(JSONText.string) ?? "null"), "
                + "\"dependencies\": [\(target.dependencies.map(dependency).joined(separator: ", "))]}"
        }
        let products = (products ?? []).map { "{\"name\": \(JSONText.string($0.name))}" }
        return "{\"name\": \(name.map(JSONText.string) ?? "null"), \"products\": [\(products.joined(separator: ", "))], \"targets\": [\(targets.joined(separator: ", "))]}"
    }
}
