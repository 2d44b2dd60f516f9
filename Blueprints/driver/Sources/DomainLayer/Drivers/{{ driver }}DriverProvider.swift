/// A container that provides a {{ driver }} driver; presenter dependencies compose these.
public protocol {{ driver }}DriverProvider {
    associatedtype {{ driver }}DriverProtocolAT: {{ driver }}DriverProtocol
    var {{ driver | camel }}Driver: {{ driver }}DriverProtocolAT { get }
}
