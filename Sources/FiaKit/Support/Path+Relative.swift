extension Path {
    /// `path` relative to the directory `base` (both absolute), with `..` where `path` lies
    /// outside it: `relative(from: "/r/Pkg", "/r/Dev/App.swift")` is `../Dev/App.swift`.
    public static func relative(from base: String, _ path: String) -> String {
        let from = normalize(base).split(separator: "/")
        let to = normalize(path).split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: Substring(".."), count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether the folder `folder` (relative, no trailing slash) holds `path`, or is it.
    /// By bytes when both are ASCII (where characters are bytes).
    static func isInside(_ path: String, folder: String) -> Bool {
        var path = path, folder = folder
        let answer: Bool? = path.withUTF8 { inner in
            folder.withUTF8 { outer in
                ByteSearch.isASCII(inner) && ByteSearch.isASCII(outer) ? isInside(inner, folder: outer) : nil
            }
        }
        return answer ?? (folder.isEmpty || folder == "." || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/"))
    }

    /// `isInside(_:folder:)` for the bytes of ASCII paths.
    static func isInside(_ inner: UnsafeBufferPointer<UInt8>, folder outer: UnsafeBufferPointer<UInt8>) -> Bool {
        if outer.isEmpty || (outer.count == 1 && outer[0] == UInt8(ascii: ".")) { return true }
        guard inner.count >= outer.count else { return false }
        for index in 0..<outer.count where inner[index] != outer[index] { return false }
        return inner.count == outer.count || outer[outer.count - 1] == UInt8(ascii: "/") || inner[outer.count] == UInt8(ascii: "/")
    }
}
