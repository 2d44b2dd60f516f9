import DependencyInjectionLayer
import PresentationLayer
import XCTest

final class NotePresenterIntegrationTests: XCTestCase {
    @MainActor
    func testLoadsThroughTheRealDriver() async {
        let presenter = NotePresenter(dependency: AppDI())
        await presenter.load()
        XCTAssertNil(presenter.state.failure)
        XCTAssertEqual(presenter.state.value?.isEmpty, false)
    }
}
