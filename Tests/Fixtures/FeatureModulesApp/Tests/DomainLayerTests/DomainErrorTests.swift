import DomainLayer
import Testing

struct DomainErrorTests {
    @Test func describesItselfForPresenters() {
        #expect(DomainError.notFound.description == "not found")
        #expect(DomainError.unavailable(reason: "offline").description == "unavailable: offline")
    }

    @Test func comparesByCaseAndReason() {
        #expect(DomainError.unavailable(reason: "offline") != DomainError.unavailable(reason: "signed out"))
    }
}
