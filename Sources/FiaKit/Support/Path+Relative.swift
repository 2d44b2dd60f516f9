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
    static func isInside(_ path: String, folder: String) -> Bool {
        folder.isEmpty || folder == "." || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
