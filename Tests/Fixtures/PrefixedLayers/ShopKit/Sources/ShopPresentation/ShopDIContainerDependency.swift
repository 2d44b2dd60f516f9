/// Everything the screens need: what the app's container must provide.
public protocol ShopDIContainerDependency: AnyObject, ProductListPresenterDependency {}
