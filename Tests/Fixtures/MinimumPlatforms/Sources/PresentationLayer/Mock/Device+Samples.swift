import DomainLayer

extension Device {
    /// Sample values for mocks, previews and presenter tests.
    public static let samples: [Device] = [
        Device(id: "sample-1", name: "First Device"),
        Device(id: "sample-2", name: "Second Device"),
    ]
}
