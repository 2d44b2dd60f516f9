import Core

public struct Order: Identifiable, Sendable {
    public let id: Identifier
    public let total: Int

    public init(id: Identifier, total: Int) {
        self.id = id
        self.total = total
    }
}

public protocol OrderRepositoryProtocol: Sendable {
    func orders() async throws -> [Order]
}
