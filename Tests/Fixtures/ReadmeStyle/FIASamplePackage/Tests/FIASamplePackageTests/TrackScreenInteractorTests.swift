import DomainLayer
import PresentationLayer
import Testing

@MainActor
struct TrackScreenInteractorTests {
    @Test func executeLogsTheScreen() async {
        let container = MockDIContainer()
        await TrackScreenInteractor(dependency: container).execute(screen: "licenses")
        #expect(container.analyticsDriver.events == ["screen_licenses"])
    }
}
