extension DoctorCheckFixtures {
    static let containerDependency = "Sources/PresentationLayer/DIContainerDependency.swift"
    static let mockContainer = "Sources/PresentationLayer/Mock/MockDIContainer.swift"
    static let container = "Sources/DependencyInjectionLayer/DIContainer.swift"

    static let wiring: [DoctorCheckFixture] = [
        DoctorCheckFixture(
            "wiring.presenter-dependency", "a feature's PresenterDependency is missing from DIContainerDependency",
            failing: base.replacing("    ProfilePresenterDependency,\n", with: "", in: containerDependency),
            expected: [.error("'DIContainerDependency' does not inherit 'ProfilePresenterDependency'", containerDependency, 6)]
        ),
        DoctorCheckFixture(
            "wiring.driver-provider", "a driver is missing from MockDIContainer",
            failing: base.replacing("\n    public let licenseDriver = MockLicenseDriver()\n", with: "", in: mockContainer),
            expected: [.error("'MockDIContainer' does not provide 'licenseDriver' for 'LicenseDriverProvider'", mockContainer, 5)]
        ),
        DoctorCheckFixture(
            "wiring.driver-provider", "a driver is missing from DIContainer",
            failing: base.replacing("\n    public let settingsDriver = SettingsDriver()\n", with: "", in: container),
            expected: [.error("'DIContainer' does not provide 'settingsDriver' for 'SettingsDriverProvider'", container, base.line(of: "public final class DIContainer", in: container))]
        ),
        DoctorCheckFixture(
            "wiring.driver-provider", "MockDIContainer is gone",
            failing: base.removing(mockContainer),
            expected: [.error("'PresentationLayer' declares no type conforming to 'DIContainerDependency'", "Sources/PresentationLayer")]
        ),
        DoctorCheckFixture(
            "wiring.driver-mock", "a driver protocol without its mock",
            failing: base.removing("Sources/PresentationLayer/Mock/MockLicenseDriver.swift"),
            expected: [.error(
                "driver protocol 'LicenseDriverProtocol' has no mock: no type outside the framework layer conforms to it",
                "Sources/DomainLayer/Drivers/LicenseDriverProtocol.swift", 3
            )]
        ),
        DoctorCheckFixture(
            "wiring.driver-placement", "a concrete driver in the domain layer",
            failing: base.setting("Sources/DomainLayer/Drivers/LocalLicenseDriver.swift", to: """
                import Foundation

                public struct LocalLicenseDriver: LicenseDriverProtocol, Sendable {
                    public func fetchAll() async throws -> [License] { [] }
                }

                """),
            expected: [.error(
                "'LocalLicenseDriver' implements 'LicenseDriverProtocol' in 'DomainLayer', outside the framework layer",
                "Sources/DomainLayer/Drivers/LocalLicenseDriver.swift", 3
            )]
        ),
        DoctorCheckFixture(
            "wiring.presenter-tests", "a presenter nobody tests",
            failing: base
                .removing("Tests/PresentationLayerTests/LicenseListPresenterTests.swift")
                .removing("Tests/DependencyInjectionLayerTests/LicenseListPresenterIntegrationTests.swift"),
            expected: [.warning(
                "presenter 'LicenseListPresenter' has no tests",
                "Sources/PresentationLayer/LicenseList/LicenseListPresenter.swift", 8
            )]
        ),
    ]
}
