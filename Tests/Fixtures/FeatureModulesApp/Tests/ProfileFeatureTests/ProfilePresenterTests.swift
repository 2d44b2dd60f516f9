import DomainLayer
import PresentationSupport
import ProfileFeature
import Testing

/// `ProfilePresenter` against `MockProfileDependency`: every state, no framework code.
@MainActor
struct ProfilePresenterTests {
    @Test func startsIdle() {
        let presenter = ProfilePresenter(dependency: MockProfileDependency())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = MockProfileDependency()
        let presenter = ProfilePresenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded(Profile.samples))
        #expect(container.profileDriver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = MockProfileDependency()
        container.profileDriver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = ProfilePresenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}
