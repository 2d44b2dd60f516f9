import Testing
@testable import Repository

struct RepositoryTests {
    @Test func returnsArticles() async throws { #expect(try await !ArticleRepository().articles().isEmpty) }
}
