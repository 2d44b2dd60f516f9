/// A container that provides the Note driver; presenter dependencies compose these.
public protocol NoteDriverProvider {
    associatedtype NoteDriverProtocolAT: NoteDriverProtocol
    var noteDriver: NoteDriverProtocolAT { get }
}
