public protocol LicenseDriverProtocol: Sendable {
    func fetchAll() async throws -> [License]
}

public protocol LicenseDriverProvider {
    associatedtype LicenseDriverProtocolAT: LicenseDriverProtocol
    var licenseDriver: LicenseDriverProtocolAT { get }
}
