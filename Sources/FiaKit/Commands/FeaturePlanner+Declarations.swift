extension FeaturePlanner {
    /// Refuses rendered files that would declare a type the project already declares: a second
    /// `DomainError` or `LoadState`, an entity named like a presenter, a driver like an entity.
    /// The library modules (`Sources/`) see each other's types along the layers, so they count as one
    /// namespace; each test target (`Tests/<Target>/`) is a namespace of its own. Refuses too a
    /// rendered file named like another Swift file of its target, ignoring case (macOS file
    /// systems do). A file the plan replaces
    /// (`--force`) does not count. A refused name is blamed on `add <kind>` ("feature", "driver").
    func checkNewDeclarations(in plan: FilePlan, views: Bool, kind: String = "feature") throws {
        let rendered = plan.entries.filter { ($0.action == .create || $0.action == .update) && $0.path.hasSuffix(".swift") }
        guard !rendered.isEmpty else { return }
        let newTypes = rendered.map { entry in
            (entry: entry, types: (try? SwiftDeclarations.topLevelTypes(in: entry.contents)) ?? [])
        }
        let candidates = Set(newTypes.flatMap { $0.types.map(\.name) })
        let replaced = Set(rendered.map(\.path))
        var declared: [String: [String: (path: String, isNew: Bool)]] = [:]
        var fileNames: [String: [String: String]] = [:]
        // Only the namespaces the plan writes into matter, and only files that mention one of the
        // new names can declare it: the rest are listed, never lexed.
        let namespaces = Set(rendered.map { namespace(of: $0.path) })
        for directory in namespaces.sorted() {
            for file in try fileSystem.files(under: Path.join(root, directory)) where file.hasSuffix(".swift") {
                let path = Path.join(root, directory, file)
                guard !replaced.contains(path) else { continue }
                fileNames[target(of: path), default: [:]][Path.lastComponent(path).lowercased()] = path
                guard let source = try fileSystem.contents(of: path),
                      Self.mentions(candidates, in: source),
                      let types = try? SwiftDeclarations.topLevelTypes(in: source) else { continue }
                for type in types where declared[directory, default: [:]][type.name] == nil {
                    declared[directory, default: [:]][type.name] = (path, false)
                }
            }
        }
        for (entry, types) in newTypes {
            let namespace = namespace(of: entry.path)
            for type in types {
                if let other = declared[namespace]?[type.name], other.path != entry.path {
                    let file = Path.relative(entry.path, to: root)
                    let otherFile = Path.relative(other.path, to: root)
                    throw other.isNew
                        ? FeatureError.typeDeclaredTwice(type.name, file: file, otherFile: otherFile)
                        : FeatureError.typeExists(type.name, file: file, declaredIn: otherFile)
                }
                if !ReservedNames.declaredByBlueprints.contains(type.name), let hidden = ReservedNames.hidden(by: type.name, views: views) {
                    throw UsageError(
                        "'\(type.name)' cannot name a new type: it would hide \(hidden), which the generated code uses; "
                            + "choose another \(kind) name, or pass --entity <name>",
                        command: "add \(kind)"
                    )
                }
                declared[namespace, default: [:]][type.name] = (entry.path, true)
            }
            let target = target(of: entry.path)
            if let other = fileNames[target]?[Path.lastComponent(entry.path).lowercased()], other != entry.path {
                throw FeatureError.fileNameTaken(
                    file: Path.relative(entry.path, to: root), target: target, otherFile: Path.relative(other, to: root))
            }
            fileNames[target, default: [:]][Path.lastComponent(entry.path).lowercased()] = entry.path
        }
    }

    /// Whether `source` contains one of `names` as a whole identifier-like word (comments and
    /// strings included: this only decides whether a file is worth lexing).
    static func mentions(_ names: Set<String>, in source: String) -> Bool {
        let bytes = source.utf8
        var start: String.UTF8View.Index? = nil
        var index = bytes.startIndex
        while true {
            let byte: UInt8? = index < bytes.endIndex ? bytes[index] : nil
            let isWordByte = byte.map { $0 == UInt8(ascii: "_") || $0 >= 0x80 || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) } ?? false
            if isWordByte {
                if start == nil { start = index }
            } else if let wordStart = start {
                if names.contains(String(decoding: bytes[wordStart..<index], as: UTF8.self)) { return true }
                start = nil
            }
            guard byte != nil else { return false }
            index = bytes.index(after: index)
        }
    }

    /// The folder of the target a file belongs to, by `fia new`'s layout: `Sources/<Layer>`,
    /// `Sources/FrameworkLayer/<Module>` or `Tests/<Target>`.
    private func target(of path: String) -> String {
        let components = Path.relative(path, to: root).split(separator: "/")
        let depth = components.count > 3 && components[0] == "Sources" && components[1] == "FrameworkLayer" ? 3 : 2
        return components.dropLast().prefix(depth).joined(separator: "/")
    }

    /// `Tests/<Target>` for a test file, `Sources` for every library module's file.
    private func namespace(of path: String) -> String {
        let components = Path.relative(path, to: root).split(separator: "/")
        return components.first == "Tests" && components.count > 2 ? components.prefix(2).joined(separator: "/") : "Sources"
    }
}
