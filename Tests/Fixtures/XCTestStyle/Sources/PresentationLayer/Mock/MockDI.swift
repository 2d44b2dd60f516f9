import DomainLayer

/// Mocks for previews, the Development app and presenter tests.
public final class MockDI: DIContainerDependency {
    public init() {}

    public let noteDriver = MockNoteDriver()
}
