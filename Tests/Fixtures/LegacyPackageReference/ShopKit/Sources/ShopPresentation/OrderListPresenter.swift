import ShopDomain

@MainActor
public final class OrderListPresenter {
    public private(set) var orders: [Order] = []

    public init() {}
}
