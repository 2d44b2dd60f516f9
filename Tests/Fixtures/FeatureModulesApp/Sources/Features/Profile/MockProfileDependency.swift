import DomainLayer
import PresentationSupport

/// What `ProfilePresenter` runs on in its previews and tests: a mock of every driver it needs,
/// and nothing of the other features, so this module builds and previews on its own.
public final class MockProfileDependency: ProfilePresenterDependency {
    public let profileDriver = MockProfileDriver()

    public init() {}
}
