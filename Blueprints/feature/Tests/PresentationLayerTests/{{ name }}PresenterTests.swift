{% if xctestPresenter %}import DomainLayer
import PresentationLayer
{% if featureModules %}import PresentationSupport
{% endif %}import XCTest

/// `{{ name }}Presenter` against `MockDIContainer`{% if mockolo %} (Mockolo generates it){% endif %}: every state, no framework code.
final class {{ name }}PresenterTests: XCTestCase {
{% if mockolo %}    /// The mock container, its {{ driver }} driver a fresh mock returning the samples (Mockolo's mocks start empty).
    @MainActor
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver = {{ driver }}DriverProtocolMock()
        container.{{ driver | camel }}Driver.fetchAllHandler = { {{ entity }}.samples }
        return container
    }

    @MainActor
    func testStartsIdle() async {
        let presenter = {{ name }}Presenter(dependency: makeContainer())
        let state = presenter.state
        XCTAssertEqual(state, .idle)
    }

    @MainActor
    func testLoadShowsWhatTheDriverReturns() async {
        let container = makeContainer()
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state, calls = container.{{ driver | camel }}Driver.fetchAllCallCount
        XCTAssertEqual(state, .loaded({{ entity }}.samples))
        XCTAssertEqual(calls, 1)
    }

    @MainActor
    func testLoadShowsTheDriversFailure() async {
        let container = makeContainer()
        container.{{ driver | camel }}Driver.fetchAllHandler = { throw DomainError.unavailable(reason: "offline") }
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state
        XCTAssertEqual(state, .failed("unavailable: offline"))
    }
}
{% else %}    @MainActor
    func testStartsIdle() async {
        let presenter = {{ name }}Presenter(dependency: MockDIContainer())
        let state = presenter.state
        XCTAssertEqual(state, .idle)
    }

    @MainActor
    func testLoadShowsWhatTheDriverReturns() async {
        let container = MockDIContainer()
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state, calls = container.{{ driver | camel }}Driver.fetchAllCallCount
        XCTAssertEqual(state, .loaded({{ entity }}.samples))
        XCTAssertEqual(calls, 1)
    }

    @MainActor
    func testLoadShowsTheDriversFailure() async {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        let state = presenter.state
        XCTAssertEqual(state, .failed("unavailable: offline"))
    }
}
{% endif %}{% else %}import DomainLayer
import PresentationLayer
{% if featureModules %}import PresentationSupport
{% endif %}import Testing

/// `{{ name }}Presenter` against `MockDIContainer`{% if mockolo %} (Mockolo generates it){% endif %}: every state, no framework code.
@MainActor
struct {{ name }}PresenterTests {
{% if mockolo %}    /// The mock container, its {{ driver }} driver a fresh mock returning the samples (Mockolo's mocks start empty).
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver = {{ driver }}DriverProtocolMock()
        container.{{ driver | camel }}Driver.fetchAllHandler = { {{ entity }}.samples }
        return container
    }

    @Test func startsIdle() {
        let presenter = {{ name }}Presenter(dependency: makeContainer())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = makeContainer()
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded({{ entity }}.samples))
        #expect(container.{{ driver | camel }}Driver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = makeContainer()
        container.{{ driver | camel }}Driver.fetchAllHandler = { throw DomainError.unavailable(reason: "offline") }
        let presenter = {{ name }}Presenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}
{% else %}    @Test func startsIdle() {
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
{% endif %}{% endif %}