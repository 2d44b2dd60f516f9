/// A container that provides the License driver; presenter dependencies compose these.
public protocol LicenseDriverProvider {
    associatedtype LicenseDriverProtocolAT: LicenseDriverProtocol
    var licenseDriver: LicenseDriverProtocolAT { get }
}
