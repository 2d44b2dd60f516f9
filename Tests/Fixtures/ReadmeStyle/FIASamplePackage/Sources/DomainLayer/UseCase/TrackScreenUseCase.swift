/// Records that the user opened a screen.
@MainActor
public protocol TrackScreenUseCase {
    func execute(screen: String) async
}

public protocol TrackScreenInteractorDependency: AnalyticsDriverProvider {}
