import DomainLayer
import PresentationLayer
import Testing

/// `DevicePresenter` against `MockDIContainer`: every state, no framework code.
@MainActor
struct DevicePresenterTests {
    @Test func startsIdle() {
        let presenter = DevicePresenter(dependency: MockDIContainer())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = MockDIContainer()
        let presenter = DevicePresenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded(Device.samples))
        #expect(container.deviceDriver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = MockDIContainer()
        container.deviceDriver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = DevicePresenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}
