import Core
import Repository

// Builds its repository itself instead of being given one.
@MainActor
public final class SettingsViewModel {
    private let repository = ArticleRepository()

    public init() {}

    public func articleCount() async -> Int {
        (try? await repository.articles().count) ?? 0
    }
}
