import PresentationLayer
import SwiftUI

/// The first screen, shared by both apps: every feature's screen, from `AppScreen`. It is generic
/// over the container, so the Development app shows it with mocks and the Production app with
/// real drivers.
struct RootView<Container: DIContainerDependency>: View {
    let container: Container

    var body: some View {
        NavigationStack {
            List(AppScreen.allCases, id: \.self) { screen in
                NavigationLink(title(of: screen), value: screen)
                    // App/UITests finds each screen's row by it.
                    .accessibilityIdentifier("screen.\(screen)")
            }
            .navigationTitle("Demo")
            .navigationDestination(for: AppScreen.self) { screen in
                screen.view(container: container)
            }
        }
    }

    /// `licenseList` becomes "LicenseList".
    private func title(of screen: AppScreen) -> String {
        let name = String(describing: screen)
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
