import ShopFramework

/// The container the app runs on today: the presentation layer builds the real driver itself,
/// the coupling a dependency-injection layer takes away.
public final class LiveContainer: ShopDIContainerDependency {
    public let productDriver = ProductDriver()

    public init() {}
}
