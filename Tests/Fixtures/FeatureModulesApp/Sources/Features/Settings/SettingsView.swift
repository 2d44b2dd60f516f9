#if canImport(SwiftUI)
import DomainLayer
import PresentationSupport
import SwiftUI

/// Settings's screen: shows what `SettingsPresenter` loads, in every state. Generic over the
/// dependency like its presenter, so the Development app and the previews run it on `MockSettingsDependency`.
public struct SettingsView<Dependency: SettingsPresenterDependency>: View {
    @State private var presenter: SettingsPresenter<Dependency>
    /// Bumped by "Retry": `.task(id:)` then loads again.
    @State private var attempt = 0

    public init(dependency: Dependency) {
        _presenter = State(initialValue: SettingsPresenter(dependency: dependency))
    }

    public var body: some View {
        content
            .navigationTitle("Settings")
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
            ContentUnavailableView("No Settings yet", systemImage: "tray")
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
        SettingsView(dependency: MockSettingsDependency())
    }
}

#Preview("Empty") {
    let container = MockSettingsDependency()
    container.settingsDriver.fetchAllResult = .success([])
    return NavigationStack {
        SettingsView(dependency: container)
    }
}

#Preview("Failing") {
    let container = MockSettingsDependency()
    container.settingsDriver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
    return NavigationStack {
        SettingsView(dependency: container)
    }
}
#endif
