import Core
import Domain

@MainActor
public final class OrderListPresenter {
    public private(set) var orders: [Order] = []
    private let repository: any OrderRepositoryProtocol

    public init(repository: any OrderRepositoryProtocol) {
        self.repository = repository
    }

    public func load() async {
        orders = (try? await repository.orders()) ?? []
    }
}
