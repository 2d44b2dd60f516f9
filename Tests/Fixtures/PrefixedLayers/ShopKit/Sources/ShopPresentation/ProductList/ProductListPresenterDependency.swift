import ShopDomain

public protocol ProductListPresenterDependency: ProductDriverProvider {}
