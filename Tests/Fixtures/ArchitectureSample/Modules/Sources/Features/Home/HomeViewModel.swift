import Core
import CoreUI

@MainActor
public final class HomeViewModel {
    public private(set) var state: LoadState<[Article]> = .idle
    private let repository: any ArticleRepositoryProtocol

    public init(repository: any ArticleRepositoryProtocol) {
        self.repository = repository
    }

    public func load() async {
        state = .loading
        do {
            state = .loaded(try await repository.articles())
        } catch {
            state = .failed("\(error)")
        }
    }
}
