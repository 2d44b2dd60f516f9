/// A container that provides the {{ driver }} driver; presenter dependencies compose these.
{% if mockolo %}/// @mockable(typealias: {{ driver }}DriverProtocolAT = {{ driver }}DriverProtocolMock)
{% endif %}public protocol {{ driver }}DriverProvider {
    associatedtype {{ driver }}DriverProtocolAT: {{ driver }}DriverProtocol
    var {{ driver | camel }}Driver: {{ driver }}DriverProtocolAT { get }
}
