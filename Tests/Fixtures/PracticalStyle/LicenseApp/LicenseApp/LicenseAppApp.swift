import DependencyInjection
import Presentation
import SwiftUI

@main
struct LicenseAppApp: App {
    private let container = AppRootDIContainer()

    var body: some Scene {
        WindowGroup {
            Text("Licenses")
                .task { await LicenseListPresenter(dependency: container).load() }
        }
    }
}
