import DomainLayer

public struct LicenseDriver: LicenseDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [License] {
        [License(id: "mockolo", name: "Mockolo")]
    }
}
