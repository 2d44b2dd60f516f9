import DependencyInjectionLayer
import PresentationLayer
import SwiftUI

/// The app you ship: the real drivers, wired by DIContainer.
@main
struct ProductionApp: App {
    private let container = DIContainer()

    var body: some Scene {
        WindowGroup {
            RootView(container: container)
        }
    }
}
