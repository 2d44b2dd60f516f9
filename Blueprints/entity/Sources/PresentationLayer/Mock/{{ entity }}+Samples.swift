import DomainLayer

extension {{ entity }} {
    /// Sample values for mocks, previews and presenter tests.
    public static let samples: [{{ entity }}] = [
        {{ entity }}(id: "sample-1", name: "First {{ entity }}"),
        {{ entity }}(id: "sample-2", name: "Second {{ entity }}"),
    ]
}
