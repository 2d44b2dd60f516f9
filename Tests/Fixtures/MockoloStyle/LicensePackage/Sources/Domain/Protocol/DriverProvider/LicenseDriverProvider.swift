/// @mockable(typealias: LicenseDriverProtocolAT = LicenseDriverProtocolMock)
public protocol LicenseDriverProvider {
    associatedtype LicenseDriverProtocolAT: LicenseDriverProtocol

    var licenseDriver: LicenseDriverProtocolAT { get }
}
