/// Renames, in rendered Swift, the names fia's blueprints use (`DomainLayer`, `DIContainerDependency`,
/// `MockDIContainer`, `<D>Framework`, …) to the project's own: identifiers, and whole words in
/// comments (so a doc comment names the project's `MockDI`, not fia's `MockDIContainer`); string
/// literals keep their text.
struct ProjectVocabulary {
    private(set) var names: [String: String] = [:]

    init(layout: ProjectLayout, frameworkModule: (blueprint: String, actual: String)?, mock: (blueprint: String, actual: String)? = nil) {
        let layers = layout.layers
        let model = layout.model
        add("DomainLayer", layers.domain)
        add("PresentationLayer", layers.presentation)
        add("DependencyInjectionLayer", layers.dependencyInjection)
        add("DIContainerDependency", model.compositionProtocol?.name)
        add("MockDIContainer", model.mockContainer?.name)
        add("DIContainer", model.container?.name)
        if let frameworkModule { add(frameworkModule.blueprint, frameworkModule.actual) }
        if let mock { add(mock.blueprint, mock.actual) }
        add("PresentationSupport", layout.snapshot.configuration.featureModules?.support)
    }

    /// This vocabulary, also renaming `blueprint` to `actual`.
    func renaming(_ blueprint: String, to actual: String) -> ProjectVocabulary {
        var copy = self
        copy.add(blueprint, actual)
        return copy
    }

    private mutating func add(_ blueprint: String, _ actual: String?) {
        if let actual, actual != blueprint { names[blueprint] = actual }
    }

    /// `source` in the project's names; unchanged when there is nothing to rename or it cannot be lexed.
    func apply(to source: String) -> String {
        guard !names.isEmpty, let tokens = try? SwiftLexer.tokenize(source, keepComments: true) else { return source }
        var bytes = Array(source.utf8)
        for token in tokens.reversed() {
            switch token.kind {
            case .identifier:
                guard let actual = names[token.text], token.end - token.start == token.text.utf8.count else { continue }
                bytes.replaceSubrange(token.start..<token.end, with: Array(actual.utf8))
            case .comment:
                bytes.replaceSubrange(token.start..<token.end, with: renamingWords(in: Array(bytes[token.start..<token.end])))
            default:
                continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `comment` with each whole word (letters, digits, `_`) that is a blueprint name replaced.
    private func renamingWords(in comment: [UInt8]) -> [UInt8] {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        var result: [UInt8] = []
        result.reserveCapacity(comment.count)
        var index = 0
        while index < comment.count {
            guard isWordByte(comment[index]) else {
                result.append(comment[index])
                index += 1
                continue
            }
            let start = index
            while index < comment.count && isWordByte(comment[index]) { index += 1 }
            let word = comment[start..<index]
            if let actual = names[String(decoding: word, as: UTF8.self)] { result += actual.utf8 } else { result += word }
        }
        return result
    }
}
