import DomainLayer

@MainActor
public final class MockLicenseDriver: LicenseDriverProtocol {
    public var licenses: [License] = [
        License(id: "mock", name: "Mock License", body: "Lorem ipsum"),
    ]

    public nonisolated init() {}

    public func fetchAll() async throws -> [License] {
        licenses
    }
}
