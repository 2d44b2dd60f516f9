/// Layers named by their role word with a prefix (`ShopDomain`, `ShopPresentationLayer`, `ShopDI`):
/// the names layered apps had before FIA. A name alone may be ambiguous (two `…Domain` modules, a
/// `MIDI` module ending in `DI`); the dependency shape decides then.
extension LayerTargets {
    /// Each role's words, longest first: a module named `<Prefix><word>` may play the role.
    static let domainWords = ["DomainLayer", "Domain"]
    static let presentationWords = ["PresentationLayer", "Presentation"]
    static let injectionWords = ["DependencyInjectionLayer", "DependencyInjection", "DILayer", "DI"]
    /// The names teams give framework code (I/O over a system or third-party library), longest
    /// first: `Network`, `ShopNetworking`, `DataLayer`, `PaymentsAPI`, `…Framework`.
    static let frameworkWords = [
        "Infrastructure", "Repositories", "Persistence", "Networking", "Repository", "DataLayer", "Framework",
        "Network", "Storage", "Client", "Remote", "Data", "API",
    ]

    /// The word of `frameworkWords` that `name` is or ends in (`Network`, `ShopNetworking`), or
    /// `nil`: a module named so is framework code, whatever it depends on.
    static func frameworkWord(in name: String) -> String? {
        frameworkWords.first { name == $0 } ?? split(name, frameworkWords)?.word
    }

    /// `name` as a prefix and one of `words` (`ShopDomain` → `Shop`, `Domain`); `nil` when it ends
    /// in none of them or is the word alone. Compared by bytes: the words are ASCII, and no
    /// character before an ASCII letter can join it.
    static func split(_ name: String, _ words: [String]) -> (prefix: String, word: String)? {
        let bytes = name.utf8
        for word in words where bytes.count > word.utf8.count && bytes.reversed().starts(with: word.utf8.reversed()) {
            return (String(decoding: bytes.dropLast(word.utf8.count), as: UTF8.self), word)
        }
        return nil
    }

    /// The one module of `modules` named `<Prefix><word>` for one of `words`, with how it was
    /// found. Candidates sharing `preferring` (the domain's prefix) come first; shared modules
    /// play no layer. Where the name leaves more than one (or `confirmAlways`), `fits` — the
    /// role's dependency shape — must pick exactly one.
    static func prefixed(
        _ words: [String], in modules: [PackageManifest.Target], preferring prefix: String?, shared: [String: Set<LayerRole>],
        confirmAlways: Bool = false, fits: (PackageManifest.Target, String) -> Bool
    ) -> (name: String, how: String)? {
        var candidates: [(target: PackageManifest.Target, prefix: String)] = []
        for target in modules where shared[target.name] == nil {
            if let split = split(target.name, words), !candidates.contains(where: { $0.target.name == target.name }) {
                candidates.append((target, split.prefix))
            }
        }
        guard !candidates.isEmpty else { return nil }
        if let prefix, candidates.contains(where: { $0.prefix == prefix }) {
            candidates = candidates.filter { $0.prefix == prefix }
        }
        if candidates.count == 1 && !confirmAlways {
            return (candidates[0].target.name, "by name, with the prefix '\(candidates[0].prefix)'")
        }
        let fitting = candidates.filter { fits($0.target, $0.prefix) }
        guard fitting.count == 1 else { return nil }
        let others = candidates.count > 1 ? " (of \(candidates.map { "'\($0.target.name)'" }.joined(separator: ", ")))" : ""
        return (fitting[0].target.name, "by name, with the prefix '\(fitting[0].prefix)', confirmed by its dependencies\(others)")
    }
}
