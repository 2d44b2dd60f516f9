import DependencyInjectionLayer
import PresentationLayer
import Testing

struct DIContainerTests {
    @Test func servesAsEveryPresentersDependency() {
        let container: any DIContainerDependency = DIContainer()
        #expect(container is DIContainer)
        #expect(!(container is MockDIContainer))
    }
}
