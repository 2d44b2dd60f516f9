extension FeaturePlanner {
    /// Refuses rendered files that would declare a type the project already declares: a second
    /// `DomainError` or `LoadState`, an entity named like a presenter, a driver like an entity.
    /// The library modules (`Sources/`) see each other's types along the layers, so they count as one
    /// namespace; each test target (`Tests/<Target>/`) is a namespace of its own. Refuses too a
    /// rendered file named like another Swift file of its target, ignoring case (macOS file
    /// systems do). A file the plan replaces
    /// (`--force`) does not count. A refused name is blamed on `add <kind>` ("feature", "driver").
    func checkNewDeclarations(in plan: FilePlan, views: Bool, snapshot: ProjectSnapshot, kind: String = "feature") throws {
        let rendered = plan.entries.filter { ($0.action == .create || $0.action == .update) && $0.path.hasSuffix(".swift") }
        guard !rendered.isEmpty else { return }
        let newTypes = rendered.map { entry in
            (entry: entry, types: (try? SwiftDeclarations.topLevelTypes(in: entry.contents)) ?? [])
        }
        let candidateNames = Set(newTypes.flatMap { $0.types.map(\.name) })
        let candidates = WordSet(candidateNames)
        let replaced = Set(rendered.map { Path.relative($0.path, to: root) })
        let renderedNames = Set(rendered.map { Path.lastComponent($0.path).lowercased() })
        var declared: [String: [String: (path: String, isNew: Bool)]] = [:]
        var fileNames: [String: [String: String]] = [:]
        // Only the namespaces the plan writes into matter, and only files that mention one of the
        // new names can declare it: the rest are looked at as bytes, never lexed. The texts are
        // those the project's snapshot read: no file is read twice.
        let namespaces = Set(rendered.map { namespace(ofRelative: Path.relative($0.path, to: root)) })
        if let unreadable = snapshot.unreadableFiles.first(where: { !$0.wasRead && listedNamespace(ofRelative: $0.path).map(namespaces.contains) == true }) {
            throw FileSystemError(path: Path.join(root, unreadable.path), reason: unreadable.reason)
        }
        // Each file is placed by comparing bytes: most of a big project's files are passed over
        // without a string built or hashed.
        let prefixes = Prefixes(namespaces.map { $0 })
        var renderedNameLengths = [Bool](repeating: false, count: (renderedNames.map(\.utf8.count).max() ?? 0) + 1)
        for name in renderedNames { renderedNameLengths[name.utf8.count] = true }
        // ASCII names lowercase byte by byte; a file is only named like one when their bytes match.
        let renderedNameBytes: [[UInt8]]? = renderedNames.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            ? renderedNames.map { Array($0.utf8) } : nil
        for file in snapshot.sources {
            let path = file.path
            // Only a file named like a rendered one can take its name.
            let named = Self.nameMatch(path, renderedNameLengths: renderedNameLengths, renderedNameBytes: renderedNameBytes)
            let fileName = named.takesName ? (named.fileName ?? Path.lastComponent(path).lowercased()) : nil
            let takesName = fileName.map(renderedNames.contains) == true
            // Scanned before (the cache): its declarations are known without its text.
            let known = file.topLevelTypes.map { $0.isEmpty ? $0 : $0.filter(candidates.contains) }
            // A file that can collide with nothing is passed over before its namespace is worked out.
            if !takesName && known?.isEmpty == true { continue }
            guard let directory = prefixes.namespace(of: path) else { continue }
            let types: [String]
            if let known {
                types = known
            } else if candidates.occurs(in: file.text), let scanned = try? SwiftDeclarations.topLevelTypes(in: file.text) {
                types = scanned.map(\.name)
            } else {
                types = []
            }
            guard takesName || !types.isEmpty, !replaced.contains(path) else { continue }
            let absolute = Path.join(root, path)
            if takesName, let fileName {
                fileNames[target(ofRelative: path), default: [:]][fileName] = absolute
            }
            for type in types where declared[directory]?[type] == nil {
                declared[directory, default: [:]][type] = (absolute, false)
            }
        }
        for (entry, types) in newTypes {
            let namespace = namespace(ofRelative: Path.relative(entry.path, to: root))
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
            let target = target(ofRelative: Path.relative(entry.path, to: root))
            if let other = fileNames[target]?[Path.lastComponent(entry.path).lowercased()], other != entry.path {
                throw FeatureError.fileNameTaken(
                    file: Path.relative(entry.path, to: root), target: target, otherFile: Path.relative(other, to: root))
            }
            fileNames[target, default: [:]][Path.lastComponent(entry.path).lowercased()] = entry.path
        }
    }

    /// Namespaces with a slash after each, their bytes laid end to end: a path is compared with
    /// them without an array or a string copied per file.
    private struct Prefixes {
        let namespaces: [String]
        let bytes: [UInt8]
        /// Where each namespace's bytes end in `bytes`.
        let ends: [Int]

        init(_ namespaces: [String]) {
            self.namespaces = namespaces
            var bytes: [UInt8] = []
            var ends: [Int] = []
            for namespace in namespaces {
                bytes += namespace.utf8
                bytes.append(UInt8(ascii: "/"))
                ends.append(bytes.count)
            }
            self.bytes = bytes
            self.ends = ends
        }

        /// The first namespace `path` lies in.
        func namespace(of path: String) -> String? {
            var path = path
            return path.withUTF8 { path in
                bytes.withUnsafeBufferPointer { bytes in
                    var start = 0
                    for (position, end) in ends.enumerated() {
                        defer { start = end }
                        let count = end - start
                        guard count <= path.count else { continue }
                        var offset = 0
                        while offset < count, path[offset] == bytes[start + offset] { offset += 1 }
                        if offset == count { return namespaces[position] }
                    }
                    return nil
                }
            }
        }
    }

    /// Whether a project file's name, read from its path's bytes, may be one of the rendered files'
    /// (its length is one of theirs, and its ASCII-lowercased bytes one of `renderedNameBytes` when
    /// given), with that lowercased name when it is known.
    private static func nameMatch(_ path: String, renderedNameLengths: [Bool], renderedNameBytes: [[UInt8]]?) -> (takesName: Bool, fileName: String?) {
        var path = path
        return path.withUTF8 { bytes in
            var nameStart = bytes.count
            while nameStart > 0, bytes[nameStart - 1] != UInt8(ascii: "/") { nameStart -= 1 }
            let nameLength = bytes.count - nameStart
            guard nameLength < renderedNameLengths.count, renderedNameLengths[nameLength] else { return (false, nil) }
            guard let renderedNameBytes else { return (true, nil) }
            // A name that is not ASCII is lowercased as a string.
            for offset in nameStart..<bytes.count where bytes[offset] >= 0x80 { return (true, nil) }
            func lowered(_ byte: UInt8) -> UInt8 {
                byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            }
            // Compared as they are read, lowercased: no array per file.
            for name in renderedNameBytes where name.count == nameLength {
                var offset = 0
                while offset < nameLength, lowered(bytes[nameStart + offset]) == name[offset] { offset += 1 }
                if offset == nameLength { return (true, String(decoding: name, as: UTF8.self)) }
            }
            return (false, nil)
        }
    }

    /// The folder of the target a file belongs to, by `fia new`'s layout: `Sources/<Layer>`,
    /// `Sources/FrameworkLayer/<Module>` or `Tests/<Target>`.
    private func target(ofRelative path: String) -> String {
        let components = Path.components(path)
        let depth = components.count > 3 && components[0] == "Sources" && components[1] == "FrameworkLayer" ? 3 : 2
        return components.dropLast().prefix(depth).joined(separator: "/")
    }

    /// `Tests/<Target>` for a test file, `Sources` for every library module's file.
    private func namespace(ofRelative path: String) -> String {
        // By bytes: only `Tests/<Target>/…` paths need splitting.
        guard path.utf8.starts(with: "Tests/".utf8) else { return "Sources" }
        let components = Path.components(path)
        return components.count > 2 ? components.prefix(2).joined(separator: "/") : "Sources"
    }

    /// The namespace whose files can collide with a new declaration: `Sources` for a file under
    /// `Sources/`, `Tests/<Target>` for one under it; `nil` for the rest (apps, loose test files).
    private func listedNamespace(ofRelative path: String) -> String? {
        if path.utf8.starts(with: "Sources/".utf8) { return "Sources" }
        guard path.utf8.starts(with: "Tests/".utf8) else { return nil }
        let components = Path.components(path)
        return components.count > 2 ? components.prefix(2).joined(separator: "/") : nil
    }
}
