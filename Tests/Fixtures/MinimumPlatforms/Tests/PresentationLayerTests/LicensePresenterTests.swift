import DomainLayer
import PresentationLayer
import Testing

/// `LicensePresenter` against `MockDIContainer`: every state, no framework code.
@MainActor
struct LicensePresenterTests {
    @Test func startsIdle() {
        let presenter = LicensePresenter(dependency: MockDIContainer())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = MockDIContainer()
        let presenter = LicensePresenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded(License.samples))
        #expect(container.licenseDriver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = MockDIContainer()
        container.licenseDriver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = LicensePresenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}
