import Domain

@MainActor
public final class ArticleListPresenter<Repository: ArticleRepositoryProtocol> {
    let repository: Repository
    public private(set) var articles: [Article] = []
    public init(repository: Repository) { self.repository = repository }

    public func load() async {
        articles = (try? await repository.articles()) ?? []
    }
}
