import PresentationLayer
import SwiftUI

/// The app you run while developing: every driver is a mock, so building it never
/// compiles the framework layer.
@main
struct DevelopmentApp: App {
    private let container = MockDIContainer()

    var body: some Scene {
        WindowGroup {
            RootView(container: container)
        }
    }
}
