import Domain
import Foundation

public struct LicenseDriver: LicenseDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [License] {
        [
            License(id: "fia", name: "FIA"),
            License(id: "mockolo", name: "Mockolo"),
        ]
    }
}
