{% if xctestIntegration %}import DependencyInjectionLayer
import PresentationLayer
import XCTest

/// `{{ name }}Presenter` against the real `DIContainer`: the wiring the Production app uses.
final class {{ name }}PresenterIntegrationTests: XCTestCase {
    @MainActor
    func testLoadsThroughTheRealDriver() async {
        let presenter = {{ name }}Presenter(dependency: DIContainer())
        await presenter.load()
        let state = presenter.state
        XCTAssertNil(state.failure)
        XCTAssertEqual(state.value?.isEmpty, false)
    }
}
{% else %}import DependencyInjectionLayer
import PresentationLayer
import Testing

/// `{{ name }}Presenter` against the real `DIContainer`: the wiring the Production app uses.
@MainActor
struct {{ name }}PresenterIntegrationTests {
    @Test func loadsThroughTheRealDriver() async {
        let presenter = {{ name }}Presenter(dependency: DIContainer())
        await presenter.load()
        #expect(presenter.state.failure == nil)
        #expect(presenter.state.value?.isEmpty == false)
    }
}
{% endif %}