#if canImport(SwiftUI)
import DomainLayer
import SwiftUI

/// Device's screen: shows what `DevicePresenter` loads, in every state. Generic over the
/// dependency like its presenter, so the Development app and the previews run it on `MockDIContainer`.
public struct DeviceView<Dependency: DevicePresenterDependency>: View {
    @StateObject private var presenter: DevicePresenter<Dependency>
    /// Bumped by "Retry": `.task(id:)` then loads again.
    @State private var attempt = 0

    public init(dependency: Dependency) {
        _presenter = StateObject(wrappedValue: DevicePresenter(dependency: dependency))
    }

    public var body: some View {
        content
            .navigationTitle("Device")
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
            Label("No Device yet", systemImage: "tray")
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
        DeviceView(dependency: MockDIContainer())
    }
}

#Preview("Empty") {
    let container = MockDIContainer()
    container.deviceDriver.fetchAllResult = .success([])
    return NavigationView {
        DeviceView(dependency: container)
    }
}

#Preview("Failing") {
    let container = MockDIContainer()
    container.deviceDriver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
    return NavigationView {
        DeviceView(dependency: container)
    }
}
#endif
