import DomainLayer
import Foundation

public struct LicenseDriver: LicenseDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [License] {
        [
            License(id: "fia", name: "FIA", body: "MIT License"),
            License(id: "swift", name: "Swift", body: "Apache License 2.0"),
        ]
    }
}
