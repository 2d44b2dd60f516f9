{% if xctestIntegration %}import DependencyInjectionLayer
import DomainLayer
import XCTest

/// `{{ name }}Interactor` against the real `DIContainer`: the drivers the Production app uses.
final class {{ name }}InteractorIntegrationTests: XCTestCase {
    @MainActor
    func testExecutesThroughTheRealDrivers() async throws {
        let values = try await {{ name }}Interactor(dependency: DIContainer()).execute()
        XCTAssertFalse(values.isEmpty)
    }
}
{% else %}import DependencyInjectionLayer
import DomainLayer
import Testing

/// `{{ name }}Interactor` against the real `DIContainer`: the drivers the Production app uses.
@MainActor
struct {{ name }}InteractorIntegrationTests {
    @Test func executesThroughTheRealDrivers() async throws {
        let values = try await {{ name }}Interactor(dependency: DIContainer()).execute()
        #expect(!values.isEmpty)
    }
}
{% endif %}