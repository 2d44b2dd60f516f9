import ShopDomain

@MainActor
public final class BasketPresenter {
    public private(set) var basket = Basket(items: [])

    public init() {}
}
