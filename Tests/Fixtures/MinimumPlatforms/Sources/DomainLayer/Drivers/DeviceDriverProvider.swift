/// A container that provides the Device driver; presenter dependencies compose these.
public protocol DeviceDriverProvider {
    associatedtype DeviceDriverProtocolAT: DeviceDriverProtocol
    var deviceDriver: DeviceDriverProtocolAT { get }
}
