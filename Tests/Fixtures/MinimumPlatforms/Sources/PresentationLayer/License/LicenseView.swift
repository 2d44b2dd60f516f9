#if canImport(SwiftUI)
import DomainLayer
import SwiftUI

/// License's screen: shows what `LicensePresenter` loads, in every state. Generic over the
/// dependency like its presenter, so the Development app and the previews run it on `MockDIContainer`.
public struct LicenseView<Dependency: LicensePresenterDependency>: View {
    @StateObject private var presenter: LicensePresenter<Dependency>
    /// Bumped by "Retry": `.task(id:)` then loads again.
    @State private var attempt = 0

    public init(dependency: Dependency) {
        _presenter = StateObject(wrappedValue: LicensePresenter(dependency: dependency))
    }

    public var body: some View {
        content
            .navigationTitle("License")
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
            Label("No License yet", systemImage: "tray")
        case .loaded(let items):
            List(items) { item in
                Text(item.name)
            }
        case .failed(let message):
            VStack {
                Label("Could not load", systemImage: "exclamationmark.triangle")
                Text(message)
                Button("Retry") { attempt += 1 }
            }
        }
    }
}

#Preview("Loaded") {
    NavigationView {
        LicenseView(dependency: MockDIContainer())
    }
}

#Preview("Empty") {
    let container = MockDIContainer()
    container.licenseDriver.fetchAllResult = .success([])
    return NavigationView {
        LicenseView(dependency: container)
    }
}

#Preview("Failing") {
    let container = MockDIContainer()
    container.licenseDriver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
    return NavigationView {
        LicenseView(dependency: container)
    }
}
#endif
