/// @mockable
public protocol LicenseDriverProtocol: Sendable {
    func fetchAll() async throws -> [License]
}
