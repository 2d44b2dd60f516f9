/// What the app needs from the outside world to get Note values.
/// `NoteDriver` (in NoteFramework) implements it for real, `MockNoteDriver` for development.
public protocol NoteDriverProtocol: Sendable {
    /// Every Note the source has.
    func fetchAll() async throws -> [Note]
}
