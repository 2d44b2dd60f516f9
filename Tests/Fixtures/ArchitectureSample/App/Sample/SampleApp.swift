import App
import SwiftUI

@main
struct SampleApp: App {
    private let router = AppRouter()

    var body: some Scene {
        WindowGroup { Text("Sample") }
    }
}
