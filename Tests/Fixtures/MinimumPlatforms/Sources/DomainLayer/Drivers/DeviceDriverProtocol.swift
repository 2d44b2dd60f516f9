/// What the app needs from the outside world to get Device values.
/// `DeviceDriver` (in DeviceFramework) implements it for real, `MockDeviceDriver` for development.
public protocol DeviceDriverProtocol: Sendable {
    /// Every Device the source has.
    func fetchAll() async throws -> [Device]
}
