/// @mockable
public protocol SettingsDriverProtocol: Sendable {
    func load() async -> Settings
    func save(_ settings: Settings) async
}

public protocol SettingsDriverProvider {
    associatedtype SettingsDriverProtocolAT: SettingsDriverProtocol
    var settingsDriver: SettingsDriverProtocolAT { get }
}
