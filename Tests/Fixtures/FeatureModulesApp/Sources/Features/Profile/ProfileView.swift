#if canImport(SwiftUI)
import DomainLayer
import PresentationSupport
import SwiftUI

/// Profile's screen: shows what `ProfilePresenter` loads, in every state. Generic over the
/// dependency like its presenter, so the Development app and the previews run it on `MockProfileDependency`.
public struct ProfileView<Dependency: ProfilePresenterDependency>: View {
    @State private var presenter: ProfilePresenter<Dependency>
    /// Bumped by "Retry": `.task(id:)` then loads again.
    @State private var attempt = 0

    public init(dependency: Dependency) {
        _presenter = State(initialValue: ProfilePresenter(dependency: dependency))
    }

    public var body: some View {
        content
            .navigationTitle("Profile")
            .task(id: attempt, load)
            .refreshable(action: load)
    }

    /// Loads through the presenter: a closure over the presenter alone, because one over this
    /// generic view would capture `Dependency`'s metatype, which Swift 6.2 warns about.
    private var load: @MainActor @Sendable () async -> Void {
        let presenter = presenter
        return { await presenter.load() }
    }

    @ViewBuilder
    private var content: some View {
        switch presenter.state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let items) where items.isEmpty:
            ContentUnavailableView("No Profile yet", systemImage: "tray")
        case .loaded(let items):
            List(items) { item in
                Text(item.name)
            }
        case .failed(let message):
            ContentUnavailableView {
                Label("Could not load", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                Button("Retry") { attempt += 1 }
            }
        }
    }
}

#Preview("Loaded") {
    NavigationStack {
        ProfileView(dependency: MockProfileDependency())
    }
}

#Preview("Empty") {
    let container = MockProfileDependency()
    container.profileDriver.fetchAllResult = .success([])
    return NavigationStack {
        ProfileView(dependency: container)
    }
}

#Preview("Failing") {
    let container = MockProfileDependency()
    container.profileDriver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
    return NavigationStack {
        ProfileView(dependency: container)
    }
}
#endif
