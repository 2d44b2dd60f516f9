{% if xctestPresenter %}import DomainLayer
import PresentationLayer
import XCTest

/// `{{ name }}Interactor` against `MockDIContainer`{% if mockolo %} (Mockolo generates it){% endif %}: what it returns and what it asked of the drivers.
final class {{ name }}InteractorTests: XCTestCase {
    private struct Offline: Error {}

{% if mockolo %}    /// The mock container, its drivers fresh mocks (Mockolo's mocks start empty): the {{ driver }} driver returning the samples.
    @MainActor
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver = {{ driver }}DriverProtocolMock()
        container.{{ driver | camel }}Driver.fetchAllHandler = { {{ entity }}.samples }
{% for sink in sinks %}        container.{{ sink.name | camel }}Driver = {{ sink.name }}DriverProtocolMock()
{% endfor %}        return container
    }

    @MainActor
    func testExecuteReturnsWhatTheDriverReturns() async throws {
        let container = makeContainer()
        let values = try await {{ name }}Interactor(dependency: container).execute()
        XCTAssertEqual(values, {{ entity }}.samples)
        XCTAssertEqual(container.{{ driver | camel }}Driver.fetchAllCallCount, 1)
{% for sink in sinks %}        XCTAssertEqual(container.{{ sink.name | camel }}Driver.sendCallCount, 1)
{% endfor %}    }

    @MainActor
    func testExecuteFailsWithTheDriver() async {
        let container = makeContainer()
        container.{{ driver | camel }}Driver.fetchAllHandler = { throw Offline() }
        do {
            _ = try await {{ name }}Interactor(dependency: container).execute()
            XCTFail("execute() returned although the {{ driver }} driver failed")
        } catch {
            XCTAssertTrue(error is Offline)
        }
{% for sink in sinks %}        XCTAssertEqual(container.{{ sink.name | camel }}Driver.sendCallCount, 0)
{% endfor %}    }
}
{% else %}    @MainActor
    func testExecuteReturnsWhatTheDriverReturns() async throws {
        let container = MockDIContainer()
        let values = try await {{ name }}Interactor(dependency: container).execute()
        XCTAssertEqual(values, {{ entity }}.samples)
        XCTAssertEqual(container.{{ driver | camel }}Driver.fetchAllCallCount, 1)
{% for sink in sinks %}        XCTAssertEqual(container.{{ sink.name | camel }}Driver.sentValues, ["{{ name }}"])
{% endfor %}    }

    @MainActor
    func testExecuteFailsWithTheDriver() async {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver.fetchAllResult = .failure(Offline())
        do {
            _ = try await {{ name }}Interactor(dependency: container).execute()
            XCTFail("execute() returned although the {{ driver }} driver failed")
        } catch {
            XCTAssertTrue(error is Offline)
        }
{% for sink in sinks %}        XCTAssertTrue(container.{{ sink.name | camel }}Driver.sentValues.isEmpty)
{% endfor %}    }
}
{% endif %}{% else %}import DomainLayer
import PresentationLayer
import Testing

/// `{{ name }}Interactor` against `MockDIContainer`{% if mockolo %} (Mockolo generates it){% endif %}: what it returns and what it asked of the drivers.
@MainActor
struct {{ name }}InteractorTests {
    private struct Offline: Error {}

{% if mockolo %}    /// The mock container, its drivers fresh mocks (Mockolo's mocks start empty): the {{ driver }} driver returning the samples.
    private func makeContainer() -> MockDIContainer {
        let container = MockDIContainer()
        container.{{ driver | camel }}Driver = {{ driver }}DriverProtocolMock()
        container.{{ driver | camel }}Driver.fetchAllHandler = { {{ entity }}.samples }
{% for sink in sinks %}        container.{{ sink.name | camel }}Driver = {{ sink.name }}DriverProtocolMock()
{% endfor %}        return container
    }

    @Test func executeReturnsWhatTheDriverReturns() async throws {
        let container = makeContainer()
        let values = try await {{ name }}Interactor(dependency: container).execute()
        #expect(values == {{ entity }}.samples)
        #expect(container.{{ driver | camel }}Driver.fetchAllCallCount == 1)
{% for sink in sinks %}        #expect(container.{{ sink.name | camel }}Driver.sendCallCount == 1)
{% endfor %}    }

    @Test func executeFailsWithTheDriver() async {
        let container = makeContainer()
        container.{{ driver | camel }}Driver.fetchAllHandler = { throw Offline() }
        do {
            _ = try await {{ name }}Interactor(dependency: container).execute()
            Issue.record("execute() returned although the {{ driver }} driver failed")
        } catch {
            #expect(error is Offline)
        }
{% for sink in sinks %}        #expect(container.{{ sink.name | camel }}Driver.sendCallCount == 0)
{% endfor %}    }
}
{% else %}    @Test func executeReturnsWhatTheDriverReturns() async throws {
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
{% endif %}{% endif %}