import Testing
import Core
@testable import Search

struct Stub: ArticleRepositoryProtocol {
    func articles() async throws -> [Article] { [] }
}

@MainActor struct SearchTests {
    @Test func buildsHome() { _ = SearchViewModel(repository: Stub()).home }
}
