import DomainLayer

extension License {
    /// Sample values for mocks, previews and presenter tests.
    public static let samples: [License] = [
        License(id: "sample-1", name: "First License"),
        License(id: "sample-2", name: "Second License"),
    ]
}
