import Domain
import Foundation

public struct SettingsDriver: SettingsDriverProtocol {
    private let key = "showsLicenseBodies"

    public init() {}

    public func load() async -> Settings {
        Settings(showsLicenseBodies: UserDefaults.standard.bool(forKey: key))
    }

    public func save(_ settings: Settings) async {
        UserDefaults.standard.set(settings.showsLicenseBodies, forKey: key)
    }
}
