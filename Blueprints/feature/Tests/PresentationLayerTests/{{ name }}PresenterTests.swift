import DomainLayer
import PresentationLayer
import Testing

/// `{{ name }}Presenter` against `MockDIContainer`: every state, no framework code.
@MainActor
struct {{ name }}PresenterTests {
    @Test func startsIdle() {
        let presenter = {{ name }}Presenter(dependency: MockDIContainer())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = MockDIContainer()
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded({{ entity }}.samples))
        #expect(container.{{ driver | camel }}Driver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}
