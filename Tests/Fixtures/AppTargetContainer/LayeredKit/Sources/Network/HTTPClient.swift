import Core
import Foundation

public struct HTTPClient: Sendable {
    public init() {}

    public func get(_ path: String) async throws -> Data {
        Data(path.utf8)
    }
}
