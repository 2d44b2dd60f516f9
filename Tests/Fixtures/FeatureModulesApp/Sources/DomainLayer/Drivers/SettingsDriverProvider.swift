/// A container that provides the Settings driver; presenter dependencies compose these.
public protocol SettingsDriverProvider {
    associatedtype SettingsDriverProtocolAT: SettingsDriverProtocol
    var settingsDriver: SettingsDriverProtocolAT { get }
}
