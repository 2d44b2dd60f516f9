import DependencyInjectionLayer
import PresentationLayer
import XCTest

final class AppDITests: XCTestCase {
    func testServesAsEveryPresentersDependency() {
        let container: any DIContainerDependency = AppDI()
        XCTAssertTrue(container is AppDI)
        XCTAssertFalse(container is MockDI)
    }
}
