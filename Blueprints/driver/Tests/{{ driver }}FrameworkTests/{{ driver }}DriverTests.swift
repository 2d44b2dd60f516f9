import DomainLayer
import {{ driver }}Framework
{% if xctestDriver %}import XCTest

final class {{ driver }}DriverTests: XCTestCase {
{% if returnsEntities %}    func testFetchAllReturnsDistinctValues() async throws {
        let values = try await {{ driver }}Driver().fetchAll()
        XCTAssertFalse(values.isEmpty)
        XCTAssertEqual(Set(values.map(\.id)).count, values.count)
    }
{% else %}    func testSendAcceptsAValue() async throws {
        try await {{ driver }}Driver().send("{{ driver }}DriverTests")
    }
{% endif %}}
{% else %}import Testing

struct {{ driver }}DriverTests {
{% if returnsEntities %}    @Test func fetchAllReturnsDistinctValues() async throws {
        let values = try await {{ driver }}Driver().fetchAll()
        #expect(!values.isEmpty)
        #expect(Set(values.map(\.id)).count == values.count)
    }
{% else %}    @Test func sendAcceptsAValue() async throws {
        try await {{ driver }}Driver().send("{{ driver }}DriverTests")
    }
{% endif %}}
{% endif %}