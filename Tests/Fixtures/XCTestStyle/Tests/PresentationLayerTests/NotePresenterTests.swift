import DomainLayer
import PresentationLayer
import XCTest

final class NotePresenterTests: XCTestCase {
    @MainActor
    func testInitialStateIsIdle() {
        let presenter = NotePresenter(dependency: MockDI())
        XCTAssertEqual(presenter.state, .idle)
    }

    @MainActor
    func testLoad() async {
        let container = MockDI()
        let presenter = NotePresenter(dependency: container)
        await presenter.load()
        XCTAssertEqual(presenter.state, .loaded(Note.samples))
        XCTAssertEqual(container.noteDriver.fetchAllCallCount, 1)
    }
}
