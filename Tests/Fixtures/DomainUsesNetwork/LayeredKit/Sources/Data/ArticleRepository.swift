import Domain
import Network

public struct ArticleRepository: ArticleRepositoryProtocol {
    let client: HTTPClient
    public init(client: HTTPClient = HTTPClient()) { self.client = client }

    public func articles() async throws -> [Article] {
        _ = try await client.get("articles")
        return []
    }
}
