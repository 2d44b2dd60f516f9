import Core
import Foundation

/// A thin client over URLSession.
public struct HTTPClient: Sendable {
    public init() {}

    public func get(_ path: String) async throws -> Data {
        let url = URL(string: "https://example.com")!.appendingPathComponent(path)
        return try await URLSession.shared.data(from: url).0
    }
}
