import DependencyInjectionLayer
import PresentationLayer
import SwiftUI

@main
struct ProductionApp: App {
    private let container = DIContainer()

    var body: some Scene {
        WindowGroup {
            Text("Licenses")
                .task { await LicenseListPresenter(dependency: container).onAppear() }
        }
    }
}
