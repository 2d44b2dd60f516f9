/// Renames, in rendered Swift, the names fia's blueprints use (`DomainLayer`, `DIContainerDependency`,
/// `MockDIContainer`, `<D>Framework`, …) to the project's own. Only identifier tokens change:
/// comments and string literals keep their text.
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
    }

    private mutating func add(_ blueprint: String, _ actual: String?) {
        if let actual, actual != blueprint { names[blueprint] = actual }
    }

    /// `source` in the project's names; unchanged when there is nothing to rename or it cannot be lexed.
    func apply(to source: String) -> String {
        guard !names.isEmpty, let tokens = try? SwiftLexer.tokenize(source) else { return source }
        var bytes = Array(source.utf8)
        for token in tokens.reversed() where token.kind == .identifier {
            guard let actual = names[token.text], token.end - token.start == token.text.utf8.count else { continue }
            bytes.replaceSubrange(token.start..<token.end, with: Array(actual.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
