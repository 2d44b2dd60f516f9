/// Small helpers for `/`-separated paths; fia never needs more than these.
public enum Path {
    /// Joins path components with single slashes; an absolute `component` replaces what came before.
    public static func join(_ base: String, _ components: String...) -> String {
        components.reduce(base, join)
    }

    /// `join` of one component, the loaders' case (a path per file of a project): by bytes, with
    /// no array of components.
    public static func join(_ base: String, _ component: String) -> String {
        guard let first = component.utf8.first else { return base }
        if first == UInt8(ascii: "/") || base.isEmpty { return component }
        var base = base, component = component
        // Built in place, once: a loader joins its root with every file's path, a walk each file's.
        return base.withUTF8 { base in
            component.withUTF8 { component in
                String(unsafeUninitializedCapacity: base.count + 1 + component.count) { buffer in
                    write(base, joinedWith: component, to: buffer.baseAddress!)
                }
            }
        }
    }

    /// Writes `base`, a slash unless it ends with one, and `component` at `start`, which has room
    /// for `base.count + 1 + component.count` bytes: `join` of a non-empty `base` and a non-empty
    /// relative `component`, by bytes (a stamp's path is joined on the stack); the bytes written.
    static func write(_ base: UnsafeBufferPointer<UInt8>, joinedWith component: UnsafeBufferPointer<UInt8>, to start: UnsafeMutablePointer<UInt8>) -> Int {
        let slash = base.last == UInt8(ascii: "/") ? 0 : 1
        start.update(from: base.baseAddress!, count: base.count)
        if slash == 1 { start[base.count] = UInt8(ascii: "/") }
        (start + base.count + slash).update(from: component.baseAddress!, count: component.count)
        return base.count + slash + component.count
    }

    /// How `left` compares with `right` in `String`'s order (-1, 0, 1): walks and loaders sort
    /// every path of a project with it.
    public static func order(_ left: String, _ right: String) -> Int {
        left < right ? -1 : left == right ? 0 : 1
    }

    /// `path`'s non-empty components, split by bytes: a `String` split by `Character` (grapheme
    /// by grapheme) costs many times more, and the kernel splits paths by bytes too.
    static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// Resolves `.` and `..` and duplicate slashes lexically; relative paths are taken from `base`.
    public static func normalize(_ path: String, relativeTo base: String = "/") -> String {
        let absolute = path.hasPrefix("/") ? path : join(base, path)
        if isNormal(absolute) { return absolute }
        // By bytes (`/` and `.` are ASCII): loaders normalise a path per target and per file.
        let bytes = Array(absolute.utf8)
        var parts: [ArraySlice<UInt8>] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
            let part = bytes[start..<end]
            start = end + 1
            switch part.count {
            case 0: continue
            case 1 where part.first == UInt8(ascii: "."): continue
            case 2 where part.allSatisfy({ $0 == UInt8(ascii: ".") }): if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 1)
        for part in parts {
            result.append(UInt8(ascii: "/"))
            result += part
        }
        return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
    }

    /// Whether `normalize` would leave the absolute `path` as it is: no empty, `.` or `..` name,
    /// no slash at the end (most paths it is given, as a manifest's targets' folders).
    private static func isNormal(_ path: String) -> Bool {
        let normal = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            guard bytes.count > 1 else { return true }
            var start = 1
            for end in 1...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
                switch end - start {
                case 0: return false
                case 1 where bytes[start] == UInt8(ascii: "."): return false
                case 2 where bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: "."): return false
                default: start = end + 1
                }
            }
            return true
        }
        return normal ?? false
    }

    /// The parent directory of an absolute path (`/` for top-level entries).
    public static func parent(_ path: String) -> String {
        // By bytes: `/` is ASCII, so its index is a character boundary, and a path is bytes to the
        // file system (a search by `Character` cost thousands of instructions a call).
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// The last component of a path.
    public static func lastComponent(_ path: String) -> String {
        // By bytes in place (callers ask it for every file of a project); `/` is ASCII, so the
        // name's bytes are whole characters.
        let name = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var end = bytes.count
            while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return nil }
            var start = end
            while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            return start == 0 && end == bytes.count ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        if let name = name ?? nil { return name }
        // The path itself (no slash, or only slashes), or a string not stored contiguously.
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        return String(path[start..<end])
    }

    /// `path` relative to `root` when it lies below it, otherwise `path` unchanged.
    public static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
