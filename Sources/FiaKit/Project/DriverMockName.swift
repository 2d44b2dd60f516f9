/// How a driver's mock is named: `"Mock{driver}Driver"` by default; `{protocol}` is the protocol's name.
enum DriverMockName {
    static func name(for driverProtocol: String, pattern: String?) -> String {
        let driver = String(driverProtocol.dropLast("DriverProtocol".count))
        return (pattern ?? "Mock{driver}Driver").replacing("{protocol}", with: driverProtocol)
            .replacing("{driver}", with: driver)
    }
}
