import Testing
import Core
@testable import Home

struct Stub: ArticleRepositoryProtocol {
    func articles() async throws -> [Article] { [] }
}

@MainActor struct HomeTests {
    @Test func startsIdle() { if case .idle = HomeViewModel(repository: Stub()).state {} else { Issue.record("not idle") } }
}
