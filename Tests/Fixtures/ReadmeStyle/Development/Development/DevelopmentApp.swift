import PresentationLayer
import SwiftUI

@main
struct DevelopmentApp: App {
    private let container = MockDIContainer()

    var body: some Scene {
        WindowGroup {
            ContentView(container: container)
        }
    }
}
