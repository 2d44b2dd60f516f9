#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

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
        /// The place in the gathered `stamps` of the stamp the walk that found it took (-1: none,
        /// ask `stamp(of:)`); an index, so that a file stays small.
        var stamp: Int32 = -1
    }

    /// The folders whose Swift files are read besides the targets': Tests/ whole, the Development
    /// app's, and those inside the package holding the apps' sources (`appFiles`).
    static func gatheredFolders(appFiles: [String]) -> [String] {
        var folders = ["Tests"] + developmentAppFolders.map { String($0.dropLast()) }
        for file in appFiles where !file.hasPrefix("../") {
            let folder = String(Path.parent("/" + file).dropFirst())
            // A file at the package's top is read by itself: its folder is the whole package.
            if !folder.isEmpty && !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// Every Swift file of the targets' folders (those that exist), of `gatheredFolders` and of
    /// `appFiles`, once, sorted by path; and the targets whose folder exists. Each file belongs
    /// to the target with the longest folder containing it (the first such target in the
    /// manifest). `walk` walks a package-relative folder, reporting what it cannot read. With
    /// `stamping`, `stamps` holds the stamps the walks could take on the way (`GatheredFile.stamp`).
    ///
    /// Two ways, kept for speed: `swiftFilesInOnePass`, and target by target where a walk needed
    /// care. The one pass saves 12.5 % of a warm `add feature` at 300 features (151.0 M → 132.1 M
    /// instructions, one thread) and 8.9 % of `doctor` (211.9 M → 192.9 M); FileGatheringTests
    /// compares the two on the fixtures.
    static func gatherSwiftFiles(
        root: String, fileSystem: any FileSystem, manifest: PackageManifest, protocolLayers: Set<String>,
        appFiles: [String], stamping: Bool = false, walk: (String) -> [String]
    ) -> (files: [GatheredFile], existingTargetFolders: Set<String>, stamps: [FileStamp?]) {
        if let gathered = swiftFilesInOnePass(
            root: root, fileSystem: fileSystem, manifest: manifest, protocolLayers: protocolLayers, appFiles: appFiles, stamping: stamping) {
            return gathered
        }
        let walked = swiftFilesTargetByTarget(root: root, fileSystem: fileSystem, manifest: manifest, protocolLayers: protocolLayers, appFiles: appFiles, walk: walk)
        return (walked.files, walked.existingTargetFolders, [])
    }

    /// `gatherSwiftFiles` in one pass: each folder is walked once (a target's folder inside
    /// another's, or inside Tests/, is met in the walk of that one), the files arrive sorted, and
    /// each takes the target of the innermost target folder the walk was in. `nil` when a walk
    /// needed care (`FolderWalk.neededCare`: what it met is then reported as each target's own walk
    /// reports it, by `swiftFilesTargetByTarget`), or when a name is beyond ASCII in a way that
    /// could make the order differ.
    static func swiftFilesInOnePass(
        root: String, fileSystem: any FileSystem, manifest: PackageManifest, protocolLayers: Set<String>, appFiles: [String],
        stamping: Bool = false, threads: Int = Parallel.defaultThreads, parallelFrom: Int = parallelWalkFrom
    ) -> (files: [GatheredFile], existingTargetFolders: Set<String>, stamps: [FileStamp?])? {
        // Every folder to gather, each target's with its place in the manifest (-1: not a
        // target's). Compared by bytes, so they must be ASCII to be in `String`'s order.
        var folders = gatheredFolders(appFiles: appFiles).map { (key: $0 + "/", folder: $0, target: -1) }
        folders.reserveCapacity(folders.count + manifest.targets.count)
        // What each target's files are told, by the target's place in the manifest.
        var names: [String] = [], isTest: [Bool] = [], isProtocolLayer: [Bool] = []
        names.reserveCapacity(manifest.targets.count)
        // Two names, compared (not hashed) with each target's.
        let protocolLayerNames = Array(protocolLayers)
        // By index: a target looped over by value is copied, each of its parts retained.
        for index in manifest.targets.indices {
            let folder = manifest.targets[index].folder
            guard ByteSearch.isASCII(folder) else { return nil }
            folders.append((folder.isEmpty ? "" : folder + "/", folder, index))
            let name = manifest.targets[index].name
            names.append(name)
            isTest.append(manifest.targets[index].kind == .test)
            isProtocolLayer.append(protocolLayerNames.contains(name))
        }
        // In the order of their files' paths (by each one's key: the folder and a slash; ASCII,
        // so `String`'s order is the bytes'): a folder comes after those it is inside, each
        // folder's targets in the manifest's order.
        folders = sortedByKey(folders)
        // Each is walked unless the last walked holds it through folders a walk enters (none hidden).
        var walked: [String] = []
        for (_, folder, _) in folders where walked.last.map({ !FolderOrder.holds($0, folder) }) ?? true {
            walked.append(folder)
        }

        var walk = FolderWalk()
        walk.wantsStamps = stamping
        // Many folders are walked on `threads` threads, each folder split into parts.
        let split = threads > 1 && walked.count >= parallelFrom ? splitWalks(walked, root: root, fileSystem: fileSystem, stamping: stamping, threads: threads) : nil
        if threads > 1 && walked.count >= parallelFrom && split == nil { return nil }
        for (index, folder) in walked.enumerated() {
            let start = walk.files.count
            walk.isASCII = true
            if let split {
                split.merge(index, into: &walk)
            } else {
                fileSystem.walk(Path.join(root, folder), as: folder, suffix: ".swift", into: &walk)
                guard !walk.neededCare else { return nil }
            }
            // Sorted as walked when every name is ASCII (else checked); each walk's files after the last's.
            let files = walk.files[max(start - 1, 0)...]
            if walk.isASCII {
                if start > 0, start < walk.files.count, Path.order(walk.files[start - 1], walk.files[start]) >= 0 { return nil }
            } else if zip(files, files.dropFirst()).contains(where: { Path.order($0, $1) >= 0 }) {
                return nil
            }
        }
        let paths = walk.files

        // Each file's target: the innermost target folder entered (the first target in the
        // manifest among those sharing it; `String.count` as the longest folder is measured).
        // The folders entered come in the order of `folders`: both are read once, side by side.
        var owners = [Int](repeating: -1, count: paths.count)
        var lengths = [Int](repeating: -1, count: paths.count)
        var existing = Set<String>(minimumCapacity: names.count)
        var next = 0
        for (index, entered) in walk.folders.enumerated() {
            // Out of order only when a folder to walk is inside a hidden one inside another.
            if index > 0 && FolderOrder.compare(walk.folders[index - 1].path, entered.path) >= 0 { return nil }
            while next < folders.count && FolderOrder.compare(key: folders[next].key, entered.path) < 0 { next += 1 }
            var owner = -1
            while next < folders.count && FolderOrder.compare(key: folders[next].key, entered.path) == 0 {
                let target = folders[next].target
                next += 1
                guard target >= 0 else { continue }
                existing.insert(names[target])
                if owner < 0 { owner = target }
            }
            guard owner >= 0 else { continue }
            // ASCII (a target's folder): its bytes are its characters.
            let length = entered.path.utf8.count
            for file in entered.files where length > lengths[file] || length == lengths[file] && owner < owners[file] {
                owners[file] = owner
                lengths[file] = length
            }
        }
        var files: [GatheredFile] = []
        files.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() {
            let owner = owners[index]
            let stamp: Int32 = stamping ? Int32(index) : -1
            if owner < 0 {
                files.append(GatheredFile(path: path, target: nil, folderLength: -1, order: .max, isTest: false, stamp: stamp))
            } else {
                files.append(GatheredFile(
                    path: path, target: names[owner], folderLength: lengths[index], order: owner, isTest: isTest[owner],
                    isProtocolLayer: isProtocolLayer[owner], stamp: stamp))
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
        return (files, existing, walk.stamps)
    }

    /// `folders` (ASCII keys) in the order of their keys' bytes, those sharing a key in the
    /// order of their targets: the keys copied once into one buffer and compared there, not
    /// borrowed from their strings at every comparison.
    static func sortedByKey(_ folders: [(key: String, folder: String, target: Int)]) -> [(key: String, folder: String, target: Int)] {
        var bytes: [UInt8] = []
        var keys: [Range<Int>] = []
        keys.reserveCapacity(folders.count)
        for folder in folders {
            let start = bytes.count
            bytes += folder.key.utf8
            keys.append(start..<bytes.count)
        }
        let order = bytes.withUnsafeBufferPointer { bytes in
            folders.indices.sorted { left, right in
                let a = keys[left], b = keys[right]
                let common = min(a.count, b.count)
                if common > 0, let base = bytes.baseAddress {
                    let order = memcmp(base + a.lowerBound, base + b.lowerBound, common)
                    if order != 0 { return order < 0 }
                }
                if a.count != b.count { return a.count < b.count }
                return folders[left].target < folders[right].target
            }
        }
        return order.map { folders[$0] }
    }

    /// How many folders to walk make `swiftFilesInOnePass` walk them on several threads
    /// (about one folder per feature). Threads cost more than starting them: once a process has
    /// started one, every allocation and system call of the rest of its run takes a lock, and
    /// with every core busy the walk gains nothing. With a core free they saved about 7 % of a
    /// dry-run add's wall time at 300 features (25.7–26.5 against 27.6–27.8 ms), but cost 4.5 %
    /// more instructions (a warm add at 300: 131.9 M against 126.0 M on one thread), and on a
    /// machine whose cores were busy the add took longer with them (75.8 against 65.6 ms, mean
    /// of 40): from about 500 features on, where the walk is large, they are worth it.
    static let parallelWalkFrom = 512

    /// The walks of `walked` (package-relative folders), made on up to `threads` threads:
    /// first each folder's `top` (a few folders' tops in one walk), then the folders inside
    /// them, a few at a time; `nil` when a walk needed care. `SplitWalks.merge`
    /// makes of them what walking each folder whole, one after another, gives.
    static func splitWalks(_ walked: [String], root: String, fileSystem: any FileSystem, stamping: Bool, threads: Int) -> SplitWalks? {
        // Enough jobs of each kind for the threads to share the work evenly.
        let topSize = max(1, walked.count / (threads * 8))
        let topJobs = (walked.count + topSize - 1) / topSize
        let tops = Parallel.map(topJobs, threads: threads) { job -> (walk: FolderWalk, places: [SplitWalks.Place])? in
            var walk = FolderWalk()
            walk.wantsStamps = stamping
            walk.part = .top
            var places: [SplitWalks.Place] = []
            for index in job * topSize..<min(job * topSize + topSize, walked.count) {
                let files = walk.files.count, records = walk.folders.count, subfolders = walk.subfolders.count, identities = walk.identities.count
                walk.isASCII = true
                fileSystem.walk(Path.join(root, walked[index]), as: walked[index], suffix: ".swift", into: &walk)
                guard !walk.neededCare else { return nil }
                places.append(SplitWalks.Place(
                    top: job, files: files..<walk.files.count, records: records..<walk.folders.count,
                    subfolders: subfolders..<walk.subfolders.count, identities: identities..<walk.identities.count, isASCII: walk.isASCII))
            }
            return (walk, places)
        }
        var result = SplitWalks()
        result.tops.reserveCapacity(tops.count)
        result.places.reserveCapacity(walked.count)
        for top in tops {
            guard let top else { return nil }
            result.tops.append(top.walk)
            result.places += top.places
        }
        // Parts of a few folders each (a part walks inside one folder).
        let inside = result.places.reduce(0) { $0 + $1.subfolders.count }
        let size = max(1, inside / (threads * 8))
        var jobs: [(walk: Int, names: [String])] = []
        result.partsStart.reserveCapacity(walked.count + 1)
        for (index, place) in result.places.enumerated() {
            result.partsStart.append(jobs.count)
            var start = place.subfolders.lowerBound
            while start < place.subfolders.upperBound {
                let end = min(start + size, place.subfolders.upperBound)
                jobs.append((index, result.tops[place.top].subfolders[start..<end].map(\.name)))
                start = end
            }
        }
        result.partsStart.append(jobs.count)
        let parts = Parallel.map(jobs.count, threads: threads) { index -> FolderWalk? in
            let folder = walked[jobs[index].walk]
            var walk = FolderWalk()
            walk.wantsStamps = stamping
            walk.part = .inside(jobs[index].names)
            fileSystem.walk(Path.join(root, folder), as: folder, suffix: ".swift", into: &walk)
            return walk.neededCare ? nil : walk
        }
        result.parts.reserveCapacity(parts.count)
        for part in parts {
            guard let part else { return nil }
            result.parts.append(part)
        }
        // A folder met by two parts of one walk (a mount inside it) is walked with care, as when
        // met twice by one walk.
        for (index, place) in result.places.enumerated() where result.partsStart[index] < result.partsStart[index + 1] {
            var identities = Array(result.tops[place.top].identities[place.identities])
            for part in result.parts[result.partsStart[index]..<result.partsStart[index + 1]] { identities += part.identities }
            identities.sort { $0.device != $1.device ? $0.device < $1.device : $0.inode < $1.inode }
            if zip(identities, identities.dropFirst()).contains(where: { $0 == $1 }) { return nil }
        }
        return result
    }

    /// The parts of the walks `splitWalks` made: each folder's `top` (several in one walk), and
    /// the parts inside it.
    struct SplitWalks {
        /// Where a walked folder's top is in `tops`.
        struct Place {
            var top: Int
            var files: Range<Int>
            var records: Range<Int>
            var subfolders: Range<Int>
            var identities: Range<Int>
            var isASCII: Bool
        }

        var tops: [FolderWalk] = []
        /// Each walked folder's place, in the order walked.
        var places: [Place] = []
        var parts: [FolderWalk] = []
        /// Where each folder's parts begin in `parts` (and one past the last's end).
        var partsStart: [Int] = []

        /// Appends to `walk` the walk of folder `index` whole, as `FileSystem.walk(_:as:suffix:into:)`
        /// appends it: its record, then its files and the folders inside it in the order of their paths.
        func merge(_ index: Int, into walk: inout FolderWalk) {
            let place = places[index], top = tops[place.top]
            guard !place.records.isEmpty else { return }
            if !place.isASCII { walk.isASCII = false }
            let record = walk.folders.count, first = walk.files.count
            walk.folders.append(top.folders[place.records.lowerBound])
            // The top's files up to `end`, after those taken.
            var taken = place.files.lowerBound
            func takeTop(to end: Int) {
                walk.files += top.files[taken..<end]
                if walk.wantsStamps { walk.stamps += top.stamps[taken..<end] }
                taken = end
            }
            var subfolder = place.subfolders.lowerBound
            for part in parts[partsStart[index]..<partsStart[index + 1]] {
                if !part.isASCII { walk.isASCII = false }
                for (number, start) in part.starts.enumerated() {
                    takeTop(to: top.subfolders[subfolder].files)
                    subfolder += 1
                    // The folder's records, then the next's: its files are those of its first.
                    let end = number + 1 < part.starts.count ? part.starts[number + 1] : part.folders.count
                    let files = part.folders[start].files
                    let shift = walk.files.count - files.lowerBound
                    for folder in part.folders[start..<end] {
                        walk.folders.append(FolderWalk.Folder(path: folder.path, files: folder.files.lowerBound + shift..<folder.files.upperBound + shift))
                    }
                    walk.files += part.files[files]
                    if walk.wantsStamps { walk.stamps += part.stamps[files] }
                }
            }
            takeTop(to: place.files.upperBound)
            walk.folders[record].files = first..<walk.files.count
        }
    }

    /// `gatherSwiftFiles` by walking each target's folder, then `gatheredFolders`, with `walk`:
    /// each target's folder is the boundary of the links met in it, and what a walk cannot read
    /// is reported in the manifest's order, as it always has been.
    static func swiftFilesTargetByTarget(
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
            let folder = target.folder
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
        for folder in gatheredFolders(appFiles: appFiles) {
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
}

/// Package-relative folders compared by their bytes as their files' paths are: each as if
/// followed by a slash (the package's own, "", by nothing).
enum FolderOrder {
    /// How `left` compares with `right` (-1, 0, 1).
    static func compare(_ left: String, _ right: String) -> Int {
        compare(bytes: left, slash: !left.isEmpty, right)
    }

    /// How `key` (a folder and its slash, or "") compares with the folder `path`.
    static func compare(key: String, _ path: String) -> Int {
        compare(bytes: key, slash: false, path)
    }

    /// `left`'s bytes (and a slash) against `right`'s and a slash (none after "").
    private static func compare(bytes left: String, slash leftSlash: Bool, _ right: String) -> Int {
        var left = left, right = right
        let rightSlash = !right.isEmpty
        return left.withUTF8 { left in
            right.withUTF8 { right in
                let leftCount = left.count + (leftSlash ? 1 : 0), rightCount = right.count + (rightSlash ? 1 : 0)
                var index = 0
                while index < leftCount && index < rightCount {
                    let a = index < left.count ? left[index] : UInt8(ascii: "/")
                    let b = index < right.count ? right[index] : UInt8(ascii: "/")
                    if a != b { return a < b ? -1 : 1 }
                    index += 1
                }
                return leftCount == rightCount ? 0 : leftCount < rightCount ? -1 : 1
            }
        }
    }

    /// Whether a walk of `outer` meets `folder`: it is `outer` or inside it, through folders
    /// that are not hidden.
    static func holds(_ outer: String, _ folder: String) -> Bool {
        var outer = outer, folder = folder
        return outer.withUTF8 { outer in
            folder.withUTF8 { folder in
                var start = 0
                if !outer.isEmpty {
                    guard folder.count >= outer.count, folder[..<outer.count].elementsEqual(outer) else { return false }
                    if folder.count == outer.count { return true }
                    guard folder[outer.count] == UInt8(ascii: "/") else { return false }
                    start = outer.count + 1
                }
                var atName = true
                for byte in folder[start...] {
                    if atName && byte == UInt8(ascii: ".") { return false }
                    atName = byte == UInt8(ascii: "/")
                }
                return true
            }
        }
    }
}
