/// What the app needs from the outside world to get License values.
/// `LicenseDriver` (in LicenseFramework) implements it for real, `MockLicenseDriver` for development.
public protocol LicenseDriverProtocol: Sendable {
    /// Every License the source has.
    func fetchAll() async throws -> [License]
}
