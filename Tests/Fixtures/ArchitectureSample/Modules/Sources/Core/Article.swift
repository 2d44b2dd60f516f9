public struct Article: Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// What the screens need of the articles; `Repository` implements it.
public protocol ArticleRepositoryProtocol: Sendable {
    func articles() async throws -> [Article]
}
