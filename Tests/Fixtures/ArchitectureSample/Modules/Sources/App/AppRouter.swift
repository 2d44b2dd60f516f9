import Core
import CoreUI
import Home
import Repository
import Search
import Settings

/// Every screen, as the router knows them.
public enum Scene: Hashable, Sendable {
    case home
    case search
    case settings
}

/// Builds each scene with what it needs: the one module that knows them all.
@MainActor
public struct AppRouter {
    private let repository = ArticleRepository()

    public init() {}

    public func home() -> HomeViewModel { HomeViewModel(repository: repository) }
    public func search() -> SearchViewModel { SearchViewModel(repository: repository) }
    public func settings() -> SettingsViewModel { SettingsViewModel() }
}
