import DomainLayer
import NoteFramework
import PresentationLayer

/// Everything the shipping app runs on.
public final class AppDI: DIContainerDependency {
    public init() {}

    public let noteDriver = NoteDriver()
}
