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
            elements.allSatisfy { $0.members != nil } ? elements.compactMap { product in
                product["name"]?.stringValue.map { PackageManifest.Product(name: $0, targets: product["targets"]?.elements?.compactMap(\.stringValue)) }
            } : nil
        }
        return PackageManifest(name: root["name"]?.stringValue, targets: result, products: products, platforms: dumpedPlatforms(root["platforms"]))
    }

    /// `[{"platformName": "ios", "version": "15.0", "options": []}]`, with SwiftPM's lowercase
    /// names turned back into the manifest's (`ios` → `iOS`); `[]` without the key, `nil` when
    /// an element cannot be read.
    private static func dumpedPlatforms(_ value: JSONValue?) -> [PackageManifest.Platform]? {
        guard let value else { return [] }
        guard let elements = value.elements else { return nil }
        let names = ["ios": "iOS", "macos": "macOS", "maccatalyst": "macCatalyst", "tvos": "tvOS", "watchos": "watchOS",
                     "visionos": "visionOS", "driverkit": "driverKit"]
        var platforms: [PackageManifest.Platform] = []
        for element in elements {
            guard let name = element["platformName"]?.stringValue, let version = element["version"]?.stringValue,
                  let platform = PackageManifest.Platform(name: names[name] ?? name, version: version) else { return nil }
            platforms.append(platform)
        }
        return platforms
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
        let products = (products ?? []).map { product in
            let targets = product.targets.map { ", \"targets\": [\($0.map(JSONText.string).joined(separator: ", "))]" } ?? ""
            return "{\"name\": \(JSONText.string(product.name))\(targets)}"
        }
        // Platforms the reader could not read are left out: `platforms: []` would claim SwiftPM's defaults.
        let platforms = platforms.map { platforms in
            let names = platforms.map { "{\"platformName\": \(JSONText.string($0.name.lowercased())), \"version\": \"\($0.versionString)\"}" }
            return "\"platforms\": [\(names.joined(separator: ", "))], "
        } ?? "\"platforms\": null, "
        return "{\"name\": \(name.map(JSONText.string) ?? "null"), \(platforms)\"products\": [\(products.joined(separator: ", "))], "
            + "\"targets\": [\(targets.joined(separator: ", "))]}"
    }
}
