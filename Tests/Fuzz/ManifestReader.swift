@testable import FiaKit

/// `ManifestReader.read`: the package's targets, products and dependencies doctor and every
/// command read from Package.swift without running it (with `-D DEBUG`, each target read in place
/// is checked against its general read). Invariants: every line it gives is a line of the file;
/// a comment line put first moves every line by one and changes nothing else; a manifest written
/// from what was read reads the same (lines aside).
func fuzz(_ input: FuzzInput) {
    let text = input.text
    guard let manifest = try? ManifestReader.read(text) else { return }
    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    var given = manifest.targets.compactMap(\.line) + manifest.targets.flatMap { $0.dependencies.compactMap(\.line) }
    given += (manifest.products ?? []).compactMap(\.line)
    require(given.allSatisfy { (1...lines).contains($0) }, "a line outside 1...\(lines): \(given)")

    if !input.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        let moved = try? ManifestReader.read("// fuzz\n" + text)
        require(moved.map { withoutLines($0) == withoutLines(manifest) && shifted($0, by: -1) == manifest } == true,
                "a comment line first changes the reading:\n\(manifest)\n--- then ---\n\(String(describing: moved))")
    }

    guard manifest.targets.allSatisfy({ isPlain($0.name) && ($0.path.map(isPlain) ?? true) && $0.dependencies.allSatisfy { isPlain($0.name) } }),
          manifest.name.map(isPlain) ?? true, (manifest.products ?? []).allSatisfy({ isPlain($0.name) && ($0.targets ?? []).allSatisfy(isPlain) }),
          (manifest.platforms ?? []).allSatisfy({ isPlain($0.name) }) else { return }
    let rewritten = render(manifest)
    let reread = try? ManifestReader.read(rewritten)
    require(reread.map(withoutLines) == withoutLines(manifest), "the manifest written from the reading reads differently:\n\(rewritten)")
}

/// Whether `name` can stand in a string literal as it is.
private func isPlain(_ name: String) -> Bool {
    !name.contains { "\"\\\n\r".contains($0) }
}

private func render(_ manifest: PackageManifest) -> String {
    let kinds: [PackageManifest.Target.Kind: String] = [
        .regular: "target", .test: "testTarget", .executable: "executableTarget", .macro: "macro", .plugin: "plugin",
        .system: "systemLibrary", .binary: "binaryTarget",
    ]
    var text = "let package = Package(\n"
    if let name = manifest.name { text += "    name: \"\(name)\",\n" }
    // SwiftPM's platforms by their own member, any other as `.custom`; a version as its numbers.
    let platformMembers: Set<String> = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS", "driverKit"]
    if let platforms = manifest.platforms {
        let elements = platforms.map { platform in
            let version = platform.version.map(String.init).joined(separator: ".")
            return platformMembers.contains(platform.name)
                ? ".\(platform.name)(\"\(version)\")" : ".custom(\"\(platform.name)\", versionString: \"\(version)\")"
        }
        if !elements.isEmpty { text += "    platforms: [\(elements.joined(separator: ", "))],\n" }
    } else {
        text += "    platforms: makePlatforms(),\n"
    }
    if let products = manifest.products {
        let written = products.map { product -> String in
            let targets = product.targets.map { names in ", targets: [" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? ", targets: [makeTargets()]"
            return ".library(name: \"\(product.name)\"\(targets))"
        }
        text += "    products: [\(written.joined(separator: ", "))],\n"
    }
    else { text += "    products: [makeProducts()],\n" }
    text += "    targets: [\n"
    for target in manifest.targets {
        let dependencies = target.dependencies.map { $0.isProduct ? ".product(name: \"\($0.name)\", package: \"p\")" : "\"\($0.name)\"" }
        text += "        .\(kinds[target.kind]!)(name: \"\(target.name)\", dependencies: [\(dependencies.joined(separator: ", "))]"
        if let path = target.path { text += ", path: \"\(path)\"" }
        text += "),\n"
    }
    return text + "    ]\n)\n"
}

private func withoutLines(_ manifest: PackageManifest) -> PackageManifest {
    shifted(manifest, by: nil)
}

/// `manifest` with every line moved by `lines` (`nil`: removed).
private func shifted(_ manifest: PackageManifest, by lines: Int?) -> PackageManifest {
    func move(_ line: Int?) -> Int? { lines.flatMap { lines in line.map { $0 + lines } } }
    var result = manifest
    for index in result.targets.indices {
        result.targets[index].line = move(result.targets[index].line)
        for dependency in result.targets[index].dependencies.indices {
            result.targets[index].dependencies[dependency].line = move(result.targets[index].dependencies[dependency].line)
        }
    }
    result.products = result.products.map { $0.map { PackageManifest.Product(name: $0.name, line: move($0.line), targets: $0.targets) } }
    return result
}
