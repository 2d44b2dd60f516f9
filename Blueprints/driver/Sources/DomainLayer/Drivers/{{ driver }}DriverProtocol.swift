{% if returnsEntities %}/// What the app needs from the outside world to get {{ entity }} values.
/// `{{ driver }}Driver` (in {{ driver }}Framework) implements it for real, {% if mockolo %}`{{ driver }}DriverProtocolMock` (Mockolo generates it){% else %}`Mock{{ driver }}Driver`{% endif %} for development.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ driver }}DriverProtocol: Sendable {
    /// Every {{ entity }} the source has.
    func fetchAll() async throws -> [{{ entity }}]
}
{% else %}/// What the app hands to the outside world through {{ driver }} and gets nothing back for: an
/// analytics event, a log line, text for the clipboard.
/// `{{ driver }}Driver` (in {{ driver }}Framework) implements it for real, {% if mockolo %}`{{ driver }}DriverProtocolMock` (Mockolo generates it){% else %}`Mock{{ driver }}Driver`{% endif %} for development.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ driver }}DriverProtocol: Sendable {
    /// Hands `value` to the outside world; throws when it could not.
    func send(_ value: String) async throws
}
{% endif %}