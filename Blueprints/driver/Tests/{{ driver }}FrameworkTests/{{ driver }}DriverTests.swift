import DomainLayer
import {{ driver }}Framework
import Testing

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
