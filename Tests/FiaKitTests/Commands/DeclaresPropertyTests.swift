@testable import FiaKit
import Testing

/// `FeaturePlanner.declaresProperty` finds stored properties of the container type only.
struct DeclaresPropertyTests {
    static let container = """
        import DomainLayer

        final class DIContainer: DIContainerDependency {
            let cartDriver: CartDriverProtocol
            var `default`: Int = 0
            lazy var orderDriver = OrderDriver()
            func makeCart() -> Int { let localDriver = 1; return localDriver }
        }
        """

    @Test func aDeclaredPropertyIsFound() {
        #expect(FeaturePlanner.declaresProperty("cartDriver", ofType: "DIContainer", in: Self.container))
        #expect(!FeaturePlanner.declaresProperty("extraDriver", ofType: "DIContainer", in: Self.container))
    }
}
