import DomainLayer
import PresentationLayer
import Testing

/// `{{ name }}Interactor` against `MockDIContainer`: what it returns and what it asked of the drivers.
@MainActor
struct {{ name }}InteractorTests {
    private struct Offline: Error {}

    @Test func executeReturnsWhatTheDriverReturns() async throws {
        let container = MockDIContainer()
        let values = try await {{ name }}Interactor(dependency: container).execute()
        #expect(values == {{ entity }}.samples)
        #expect(container.{{ driver | camel }}Driver.fetchAllCallCount == 1)
{% for sink in sinks %}        #expect(container.{{ sink.name | camel }}Driver.sentValues == ["{{ name }}"])
{% endfor %}    }

    @Test func executeFailsWithTheDriver() async {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver.fetchAllResult = .failure(Offline())
        do {
            _ = try await {{ name }}Interactor(dependency: container).execute()
            Issue.record("execute() returned although the {{ driver }} driver failed")
        } catch {
            #expect(error is Offline)
        }
{% for sink in sinks %}        #expect(container.{{ sink.name | camel }}Driver.sentValues.isEmpty)
{% endfor %}    }
}
