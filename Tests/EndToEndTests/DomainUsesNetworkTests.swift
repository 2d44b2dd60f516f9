import Foundation
import Testing

/// fia on a layered app whose domain uses its network client (`Tests/Fixtures/DomainUsesNetwork`):
/// `Core`, `Network`, `Domain`, `Data`, `Presentation` and the container in the `App` target.
/// `Network` depends on no layer, but it is framework code by its name: `fia init` must not
/// declare it shared (that would turn the domain's violation into configuration); the violation
/// goes into the baseline, and the same shortcut planted again fails doctor.
@Suite(.serialized)
struct DomainUsesNetworkTests {
    static let fixture = HandWrittenProjectTests.fixtures + "/DomainUsesNetwork"

    /// The fixture, copied into a fresh temporary directory: `<tmp>/DomainUsesNetwork/LayeredKit`.
    func copy() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: directory.path + "/DomainUsesNetwork")
        return (directory, directory.path + "/DomainUsesNetwork/LayeredKit")
    }

    @Test func doctorFindsTheDomainUsingTheNetworkModule() throws {
        let (directory, package) = try copy()
        // Held to the end: the directory is removed when it is released.
        let doctor = try withExtendedLifetime(directory) { try Shell.fia(["doctor", "--json"], in: package) }
        #expect(doctor.status == 1, "\(doctor.stdout)\(doctor.stderr)")
        #expect(try AdoptionTests.findings(doctor.stdout) == [
            // Today's model has no name family for an `App` composition root yet (#32 item 2).
            "layout.layer-targets Package.swift the package has no dependency-injection layer: no target is named like one ('…DependencyInjectionLayer', '…DependencyInjection', '…DILayer', '…DI')",
            "layout.test-targets Package.swift:18 no test target tests 'Core'",
            "layout.test-targets Package.swift:19 no test target tests 'Network'",
            "layout.test-targets Package.swift:21 no test target tests 'Data'",
            "layout.test-targets Package.swift:22 no test target tests 'Presentation'",
            "layout.test-targets Package.swift:23 no test target tests 'App'",
            "dependencies.direction Package.swift:20 'Domain' depends on 'Core', but 'Domain' may depend on no other module of the package",
            "dependencies.direction Package.swift:20 'Domain' depends on 'Network', but 'Domain' may depend on no other module of the package",
            "dependencies.direction Package.swift:22 'Presentation' depends on 'Core', but 'Presentation' may depend only on 'Domain'",
            "imports.cross-layer Sources/Domain/Article.swift:1 'Domain' imports 'Core', but 'Domain' may depend on no other module of the package",
            "imports.cross-layer Sources/Domain/ArticleFeed.swift:1 'Domain' imports 'Network', but 'Domain' may depend on no other module of the package",
            "wiring.presenter-tests Sources/Presentation/ArticleListPresenter.swift:4 presenter 'ArticleListPresenter' has no tests",
        ])
    }

    @Test func initBaselinesTheViolationAndDeclaresNothingSharedThatHidesIt() throws {
        let (directory, package) = try copy()
        let initialize = try Shell.fia(["init"], in: package)
        #expect(initialize.status == 0, "\(initialize.stdout)\(initialize.stderr)")
        #expect(initialize.stdout.contains(
            "not shared: 'Network' is framework code by its name ('Network'); what the layers use of it stays a finding in the baseline"
        ), "\(initialize.stdout)")
        #expect(try directory.read("DomainUsesNetwork/LayeredKit/.fia/config.json") == """
            {
              "domain": "Domain",
              "presentation": "Presentation",
              "shared": {
                "Core": ["domain", "presentation", "dependencyInjection"]
              }
            }

            """)
        #expect(try directory.read("DomainUsesNetwork/LayeredKit/.fia/baseline.json") == """
            {
              "findings" : [
                {
                  "check" : "dependencies.direction",
                  "fingerprint" : "e36ff3adc8bfd7d2",
                  "message" : "'Domain' depends on 'Network', but 'Domain' may depend on no other module of the package but the shared modules",
                  "path" : "Package.swift"
                },
                {
                  "check" : "layout.layer-targets",
                  "fingerprint" : "9696e8030d0fcb59",
                  "message" : "the package has no dependency-injection layer: no target is named like one ('…DependencyInjectionLayer', '…DependencyInjection', '…DILayer', '…DI')",
                  "path" : "Package.swift"
                },
                {
                  "check" : "layout.test-targets",
                  "fingerprint" : "2cc36a622275eda9",
                  "message" : "no test target tests 'App'",
                  "path" : "Package.swift"
                },
                {
                  "check" : "layout.test-targets",
                  "fingerprint" : "c7541f32ffe01c13",
                  "message" : "no test target tests 'Core'",
                  "path" : "Package.swift"
                },
                {
                  "check" : "layout.test-targets",
                  "fingerprint" : "f4090f7fda4087ee",
                  "message" : "no test target tests 'Data'",
                  "path" : "Package.swift"
                },
                {
                  "check" : "layout.test-targets",
                  "fingerprint" : "59a1b8bd90d8320e",
                  "message" : "no test target tests 'Network'",
                  "path" : "Package.swift"
                },
                {
                  "check" : "layout.test-targets",
                  "fingerprint" : "12ab0ca483299762",
                  "message" : "no test target tests 'Presentation'",
                  "path" : "Package.swift"
                },
                {
                  "check" : "imports.cross-layer",
                  "fingerprint" : "beb45ed0c97703cc",
                  "message" : "'Domain' imports 'Network', but 'Domain' may depend on no other module of the package but the shared modules",
                  "path" : "Sources/Domain/ArticleFeed.swift"
                },
                {
                  "check" : "wiring.presenter-tests",
                  "fingerprint" : "95f01818304579a0",
                  "message" : "presenter 'ArticleListPresenter' has no tests",
                  "path" : "Sources/Presentation/ArticleListPresenter.swift"
                }
              ],
              "version" : 1
            }

            """)
        let doctor = try Shell.fia(["doctor"], in: package)
        #expect(doctor.status == 0, "\(doctor.stdout)")
        #expect(doctor.stdout.contains("doctor: 0 errors, 0 warnings in 16 checks (18 skipped, 9 baselined)"), "\(doctor.stdout)")

        // The same shortcut taken again, in a new file: doctor fails on it alone.
        try directory.write("import Network\n", to: "DomainUsesNetwork/LayeredKit/Sources/Domain/Shortcut.swift")
        let planted = try Shell.fia(["doctor", "--json"], in: package)
        #expect(planted.status == 1, "\(planted.stdout)")
        #expect(try AdoptionTests.findings(planted.stdout) == [
            "imports.cross-layer Sources/Domain/Shortcut.swift:1 'Domain' imports 'Network', but 'Domain' may depend on no other module of the package but the shared modules",
        ])
    }
}
