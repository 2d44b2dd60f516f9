extension ProjectSnapshot {
    /// A Swift file the loader reads, and what it is to the project.
    struct GatheredFile: Equatable {
        var path: String
        var target: String?
        /// The length of the target's folder; -1 without a target.
        var folderLength: Int
        /// The target's place in the manifest; `Int.max` without a target.
        var order: Int
        var isTest: Bool
        var isProtocolLayer = false
        var isAppFile = false
    }

    /// The folders whose Swift files are read besides the targets': Tests/ whole, and the
    /// Development app's.
    static var gatheredFolders: [String] { ["Tests"] + developmentAppFolders.map { String($0.dropLast()) } }

    /// Every Swift file of the targets' folders (those that exist), of `gatheredFolders` and of
    /// `appFiles`, once, sorted by path; and the targets whose folder exists. Each file belongs
    /// to the target with the longest folder containing it (the first such target in the
    /// manifest). `walk` walks a package-relative folder, reporting what it cannot read.
    static func gatherSwiftFiles(
        root: String, fileSystem: any FileSystem, manifest: PackageManifest, protocolLayers: Set<String>,
        appFiles: [String], walk: (String) -> [String]
    ) -> (files: [GatheredFile], existingTargetFolders: Set<String>) {
        plainlyGatheredSwiftFiles(root: root, fileSystem: fileSystem, manifest: manifest, protocolLayers: protocolLayers, appFiles: appFiles)
            ?? walkedSwiftFiles(root: root, fileSystem: fileSystem, manifest: manifest, protocolLayers: protocolLayers, appFiles: appFiles, walk: walk)
    }

    /// `gatherSwiftFiles` through `FileSystem.plainWalk`: each folder is walked once (a target's
    /// folder inside another's, or inside Tests/, is met in the walk of that one), the files
    /// arrive sorted, and each takes the target of the innermost target folder the walk was in.
    /// `nil` when a walk needs `walk`'s care (what it cannot read is then reported by it), or
    /// when a name is beyond ASCII in a way that could make the order differ.
    static func plainlyGatheredSwiftFiles(
        root: String, fileSystem: any FileSystem, manifest: PackageManifest, protocolLayers: Set<String>, appFiles: [String]
    ) -> (files: [GatheredFile], existingTargetFolders: Set<String>)? {
        // The targets by folder, in the manifest's order. Folders are compared as `String`s
        // (wider than bytes beyond ASCII), so they must be ASCII.
        var targetsByFolder: [String: [Int]] = [:]
        // Each folder with the slash its files' paths go on with (none for the package's own).
        var keyed = gatheredFolders.map { (key: $0 + "/", folder: $0) }
        keyed.reserveCapacity(keyed.count + manifest.targets.count)
        for index in manifest.targets.indices {
            let folder = folder(of: manifest.targets[index])
            guard isASCII(folder) else { return nil }
            targetsByFolder[folder, default: []].append(index)
            keyed.append((folder.isEmpty ? "" : folder + "/", folder))
        }
        // In order, a folder comes after those it is inside: each is walked unless the last
        // walked holds it through folders a walk enters (none hidden).
        keyed.sort { Path.order($0.key, $1.key) < 0 }
        var walked: [(key: String, folder: String)] = []
        for entry in keyed {
            if let last = walked.last, entry.key.utf8.starts(with: last.key.utf8),
                !hasHiddenName(entry.key.utf8.dropFirst(last.key.utf8.count)) {
                continue
            }
            walked.append(entry)
        }

        var paths: [String] = []
        var entered: [PlainWalk.Folder] = []
        for (_, folder) in walked {
            guard let walk = fileSystem.plainWalk(Path.join(root, folder), as: folder, suffix: ".swift") else { return nil }
            // Sorted as walked when every name is ASCII; each walk's files after the last's.
            if !walk.isASCII, zip(walk.files, walk.files.dropFirst()).contains(where: { Path.order($0, $1) >= 0 }) { return nil }
            if let last = paths.last, let first = walk.files.first, Path.order(last, first) >= 0 { return nil }
            let offset = paths.count
            paths += walk.files
            entered += walk.folders.map { PlainWalk.Folder(path: $0.path, files: $0.files.lowerBound + offset..<$0.files.upperBound + offset) }
        }

        // Each file's target: the innermost target folder entered (the first target in the
        // manifest among those sharing it; `String.count` as the longest folder is measured).
        var owners = [Int](repeating: -1, count: paths.count)
        var lengths = [Int](repeating: -1, count: paths.count)
        var existing = Set<String>()
        for folder in entered {
            guard let indices = targetsByFolder[folder.path], isASCII(folder.path) else { continue }
            for index in indices { existing.insert(manifest.targets[index].name) }
            let owner = indices[0], length = folder.path.count
            for file in folder.files where length > lengths[file] || length == lengths[file] && owner < owners[file] {
                owners[file] = owner
                lengths[file] = length
            }
        }
        let isProtocolLayer = manifest.targets.map { protocolLayers.contains($0.name) }
        var files: [GatheredFile] = []
        files.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() {
            let owner = owners[index]
            if owner < 0 {
                files.append(GatheredFile(path: path, target: nil, folderLength: -1, order: .max, isTest: false))
            } else {
                let target = manifest.targets[owner]
                files.append(GatheredFile(
                    path: path, target: target.name, folderLength: lengths[index], order: owner, isTest: target.kind == .test,
                    isProtocolLayer: isProtocolLayer[owner]))
            }
        }

        // The apps' files are mostly among them (the Development app's folders are walked).
        var allFound = true
        for path in appFiles {
            var low = 0, high = files.count
            while low < high {
                let middle = (low + high) / 2
                if Path.order(files[middle].path, path) < 0 { low = middle + 1 } else { high = middle }
            }
            if low < files.count, files[low].path.utf8.elementsEqual(path.utf8) {
                files[low].isAppFile = true
            } else {
                allFound = false
            }
        }
        if !allFound { files = sortedWithoutDuplicates(files + appEntries(appFiles)) }
        return (files, existing)
    }

    /// `gatherSwiftFiles` by walking each target's folder, then `gatheredFolders`, with `walk`.
    static func walkedSwiftFiles(
        root: String, fileSystem: any FileSystem, manifest: PackageManifest, protocolLayers: Set<String>,
        appFiles: [String], walk: (String) -> [String]
    ) -> (files: [GatheredFile], existingTargetFolders: Set<String>) {
        func swiftFiles(under folder: String) -> [String] {
            walk(folder).filter { $0.hasSuffix(".swift") }.map { Path.join(folder, $0) }
        }
        var found: [GatheredFile] = []
        var existingFolders = Set<String>()
        // Walked in the manifest's order (what a walk cannot read is reported in that order),
        // gathered in the order of their folders (each with a slash, as its files' paths go on)
        // so that the files arrive almost sorted and the sort below has little to do.
        var walked: [(folder: String, files: [GatheredFile])] = []
        for (index, target) in manifest.targets.enumerated() {
            let folder = folder(of: target)
            guard fileSystem.isDirectory(Path.join(root, folder)) else { continue }
            existingFolders.insert(target.name)
            let folderLength = folder.count
            let isTest = target.kind == .test, isProtocolLayer = protocolLayers.contains(target.name)
            walked.append((folder + "/", swiftFiles(under: folder).map {
                GatheredFile(path: $0, target: target.name, folderLength: folderLength, order: index, isTest: isTest, isProtocolLayer: isProtocolLayer)
            }))
        }
        walked.sort { Path.order($0.folder, $1.folder) < 0 }
        found.reserveCapacity(walked.reduce(0) { $0 + $1.files.count })
        for (_, files) in walked { found += files }
        for folder in gatheredFolders {
            for path in swiftFiles(under: folder) { found.append(GatheredFile(path: path, target: nil, folderLength: -1, order: .max, isTest: false)) }
        }
        return (sortedWithoutDuplicates(found + appEntries(appFiles)), existingFolders)
    }

    private static func appEntries(_ paths: [String]) -> [GatheredFile] {
        paths.map { GatheredFile(path: $0, target: nil, folderLength: -1, order: .max, isTest: false, isAppFile: true) }
    }

    /// `found` sorted by path, each path once: the one with the longest folder, then the first
    /// in the manifest's order; an app's file once, whoever else found it.
    private static func sortedWithoutDuplicates(_ found: [GatheredFile]) -> [GatheredFile] {
        var found = found
        found.sort { left, right in
            let byPath = Path.order(left.path, right.path)
            if byPath != 0 { return byPath < 0 }
            return left.folderLength != right.folderLength ? left.folderLength > right.folderLength : left.order < right.order
        }
        var files: [GatheredFile] = []
        files.reserveCapacity(found.count)
        for entry in found {
            if let last = files.last, Path.order(last.path, entry.path) == 0 {
                if entry.isAppFile { files[files.count - 1].isAppFile = true }
            } else {
                files.append(entry)
            }
        }
        return files
    }

    /// Whether a name in `path` (names after slashes) starts with a dot.
    private static func hasHiddenName(_ path: Substring.UTF8View) -> Bool {
        var atName = true
        for byte in path {
            if atName && byte == UInt8(ascii: ".") { return true }
            atName = byte == UInt8(ascii: "/")
        }
        return false
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }
}
