import DomainLayer

extension Profile {
    /// Sample values for mocks, previews and presenter tests.
    public static let samples: [Profile] = [
        Profile(id: "sample-1", name: "First Profile"),
        Profile(id: "sample-2", name: "Second Profile"),
    ]
}
