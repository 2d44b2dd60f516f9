import DomainLayer
import PresentationLayer

/// The Production app's container: the real drivers from the framework layer.
public final class DIContainer: DIContainerDependency {
    public init() {}
}
