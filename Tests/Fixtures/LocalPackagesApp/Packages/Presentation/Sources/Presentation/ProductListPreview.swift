import Domain
import SwiftUI

#if DEBUG
/// Canned products for previews: a stub, not an interactor.
struct PreviewLoadProducts: LoadProductsUseCase {
    func callAsFunction() async throws -> [Product] {
        [Product(id: 1, name: "Preview tea")]
    }
}
#endif
