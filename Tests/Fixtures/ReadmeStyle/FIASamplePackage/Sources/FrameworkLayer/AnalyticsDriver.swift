import DomainLayer
import Foundation

public struct AnalyticsDriver: AnalyticsDriverProtocol {
    public init() {}

    public func log(event: String) async {
        // A real app sends the event to its analytics SDK here.
        _ = event
    }
}
