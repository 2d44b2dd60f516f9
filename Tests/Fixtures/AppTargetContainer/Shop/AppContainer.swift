import Data
import Domain
import Network
import Presentation

/// The composition root, kept in the app target.
@MainActor
struct AppContainer {
    let client = HTTPClient()

    func orderList() -> OrderListPresenter {
        OrderListPresenter(repository: OrderRepository(client: client))
    }
}
