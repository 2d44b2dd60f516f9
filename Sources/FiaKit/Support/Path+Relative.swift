extension Path {
    /// `path` relative to the directory `base` (both absolute), with `..` where `path` lies
    /// outside it: `relative(from: "/r/Pkg", "/r/Dev/App.swift")` is `../Dev/App.swift`.
    public static func relative(from base: String, _ path: String) -> String {
        let from = components(normalize(base))
        let to = components(normalize(path))
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: Substring(".."), count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether the folder `folder` (relative, no trailing slash) holds `path`, or is it; compared
    /// as strings (a decomposed `é` is the composed one, as on a Mac's file systems).
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder.isEmpty || folder == "." { return true }
        // ASCII by bytes, without building `folder + "/"` for each of a big manifest's targets.
        var path = path, folder = folder
        let byBytes: Bool? = path.withUTF8 { path in
            folder.withUTF8 { folder in
                // Most paths part from the folder early: where they first differ, two ASCII bytes after
                // the same ASCII bytes are two different characters, whatever follows them.
                var same = 0, high: UInt8 = 0
                let common = min(path.count, folder.count)
                while same < common && path[same] == folder[same] {
                    high |= path[same]
                    same += 1
                }
                if same < common { return high | path[same] | folder[same] < 0x80 ? false : nil }
                guard ByteSearch.isASCII(path), ByteSearch.isASCII(folder) else { return nil }
                guard path.count >= folder.count else { return false }
                for index in 0..<folder.count where path[index] != folder[index] { return false }
                return path.count == folder.count || folder[folder.count - 1] == UInt8(ascii: "/") || path[folder.count] == UInt8(ascii: "/")
            }
        }
        return byBytes ?? (path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/"))
    }
}
