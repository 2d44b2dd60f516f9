import DomainLayer
import XCTest

final class DomainErrorTests: XCTestCase {
    func testDescription() {
        XCTAssertEqual(DomainError.notFound.description, "not found")
        XCTAssertEqual(DomainError.unavailable(reason: "offline").description, "unavailable: offline")
    }

    func testEquality() {
        XCTAssertNotEqual(DomainError.unavailable(reason: "offline"), DomainError.unavailable(reason: "signed out"))
    }
}
