public protocol ProductDriverProtocol: Sendable {
    func fetchAll() async throws -> [Product]
}

public protocol ProductDriverProvider {
    associatedtype ProductDriverProtocolAT: ProductDriverProtocol
    var productDriver: ProductDriverProtocolAT { get }
}
