import DomainLayer
import NoteFramework
import XCTest

final class NoteDriverTests: XCTestCase {
    func testFetchAll() async throws {
        let notes = try await NoteDriver().fetchAll()
        XCTAssertFalse(notes.isEmpty)
    }
}
