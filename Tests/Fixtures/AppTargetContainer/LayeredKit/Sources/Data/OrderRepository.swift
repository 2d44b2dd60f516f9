import Domain
import Network

public struct OrderRepository: OrderRepositoryProtocol {
    private let client: HTTPClient

    public init(client: HTTPClient = HTTPClient()) {
        self.client = client
    }

    public func orders() async throws -> [Order] {
        _ = try await client.get("/orders")
        return []
    }
}
