import DomainLayer

extension Settings {
    /// Sample values for mocks, previews and presenter tests.
    public static let samples: [Settings] = [
        Settings(id: "sample-1", name: "First Settings"),
        Settings(id: "sample-2", name: "Second Settings"),
    ]
}
