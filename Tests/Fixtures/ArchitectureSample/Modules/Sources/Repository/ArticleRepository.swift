import Core

public struct ArticleRepository: ArticleRepositoryProtocol {
    public init() {}

    public func articles() async throws -> [Article] {
        [Article(id: 1, title: "Hello")]
    }
}
