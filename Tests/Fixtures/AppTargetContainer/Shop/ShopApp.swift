import SwiftUI

@main
struct ShopApp: App {
    private let container = AppContainer()

    var body: some Scene {
        WindowGroup { Text("Shop") }
    }
}
