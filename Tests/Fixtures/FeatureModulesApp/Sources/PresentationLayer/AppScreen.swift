import ProfileFeature
import SettingsFeature

#if canImport(SwiftUI)
import SwiftUI
#endif

/// Every screen the apps can show, one case per feature; `fia add feature` adds each new one.
/// The root screen lists `allCases`, and `view(container:)` switches over every case, so a
/// screen without a view is a compile error, not a dead end.
public enum AppScreen: CaseIterable, Hashable, Sendable {
    case profile
    case settings
}

#if canImport(SwiftUI)
extension AppScreen {
    /// The screen's view on `container`: `MockDIContainer` in the Development app and in previews,
    /// `DIContainer` in the Production app. (`AnyView`, because a new project's switch has no case
    /// yet, and a `@ViewBuilder` switch needs one.)
    @MainActor
    public func view<Container: DIContainerDependency>(container: Container) -> AnyView {
        switch self {
        case .profile:
            AnyView(ProfileView(dependency: container))
        case .settings:
            AnyView(SettingsView(dependency: container))
        }
    }
}
#endif
