import DomainLayer
import PresentationLayer
import SwiftUI

struct ContentView: View {
    let container: MockDIContainer
    @State private var presenter: LicenseListPresenter<MockDIContainer>?

    var body: some View {
        List(presenter?.licenses ?? []) { license in
            Text(license.name)
        }
        .task {
            let presenter = LicenseListPresenter(dependency: container)
            self.presenter = presenter
            await presenter.onAppear()
        }
    }
}
