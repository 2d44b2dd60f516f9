@MainActor
public struct TrackScreenInteractor<Dependency: TrackScreenInteractorDependency>: TrackScreenUseCase {
    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func execute(screen: String) async {
        await dependency.analyticsDriver.log(event: "screen_\(screen)")
    }
}
