import PresentationLayer
import XCTest

final class LoadStateTests: XCTestCase {
    func testValue() {
        XCTAssertEqual(LoadState.loaded([1, 2]).value, [1, 2])
        XCTAssertNil(LoadState<[Int]>.loading.value)
    }

    func testFailure() {
        XCTAssertEqual(LoadState<[Int]>.failed("offline").failure, "offline")
    }
}
