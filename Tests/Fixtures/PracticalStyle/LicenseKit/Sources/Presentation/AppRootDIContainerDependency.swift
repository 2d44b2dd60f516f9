import Domain

/// @mockable(typealias: LicenseDriverProtocolAT = LicenseDriverProtocolMock; SettingsDriverProtocolAT = SettingsDriverProtocolMock)
public protocol AppRootDIContainerDependency:
    AnyObject,
    LicenseListPresenterDependency,
    SettingsPresenterDependency
{}
