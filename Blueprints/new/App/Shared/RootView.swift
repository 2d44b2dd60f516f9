import PresentationLayer
import SwiftUI

/// The first screen, shared by both apps. It is generic over the container, so the
/// Development app shows it with mocks and the Production app with real drivers.
struct RootView<Container: DIContainerDependency>: View {
    let container: Container

    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                "{{ name }}",
                systemImage: "square.stack.3d.up",
                description: Text("Add a feature with `fia add feature <Name>`, then show its presenter here.")
            )
            .navigationTitle("{{ name }}")
        }
    }
}
