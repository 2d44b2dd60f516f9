import DomainLayer

extension Note {
    /// Sample values for mocks, previews and presenter tests.
    public static let samples: [Note] = [
        Note(id: "sample-1", name: "First Note"),
        Note(id: "sample-2", name: "Second Note"),
    ]
}
