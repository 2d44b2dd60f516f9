public struct Product: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

public protocol ProductDriverProtocol: Sendable {
    func products() async throws -> [Product]
}

/// Loads the catalogue: implemented by the Data package's repository.
public protocol LoadProductsUseCase: Sendable {
    func callAsFunction() async throws -> [Product]
}
