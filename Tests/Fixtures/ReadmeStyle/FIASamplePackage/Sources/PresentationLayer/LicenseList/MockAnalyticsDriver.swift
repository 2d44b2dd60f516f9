import DomainLayer

@MainActor
public final class MockAnalyticsDriver: AnalyticsDriverProtocol {
    public private(set) var events: [String] = []

    public nonisolated init() {}

    public func log(event: String) async {
        events.append(event)
    }
}
