public protocol AnalyticsDriverProtocol: Sendable {
    func log(event: String) async
}

public protocol AnalyticsDriverProvider {
    associatedtype AnalyticsDriverProtocolAT: AnalyticsDriverProtocol
    var analyticsDriver: AnalyticsDriverProtocolAT { get }
}
