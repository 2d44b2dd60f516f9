import Data
import Domain
import Presentation

/// The composition root lives in the app target.
@MainActor
public struct AppContainer {
    public init() {}

    public func articleList() -> ArticleListPresenter<ArticleRepository> {
        ArticleListPresenter(repository: ArticleRepository())
    }
}
