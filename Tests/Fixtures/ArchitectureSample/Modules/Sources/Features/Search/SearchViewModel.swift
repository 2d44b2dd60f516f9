import Core
import CoreUI
import Home

// Reaches into another screen's module: the coupling the layout forbids.
@MainActor
public final class SearchViewModel {
    public let home: HomeViewModel

    public init(repository: any ArticleRepositoryProtocol) {
        home = HomeViewModel(repository: repository)
    }
}
