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
        // By the names teams use: `App` links presentation (the composition root), `Network` and
        // `Data` are framework code, `Core` (beside a domain, depending on no layer) is shared.
        #expect(doctor.stdout.contains("\"dependencyInjection: 'App' (by name, linking presentation or framework code)\""), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("\"frameworks: 'Network', 'Data'\""))
        #expect(try AdoptionTests.findings(doctor.stdout) == [
            "layout.test-targets Package.swift:18 no test target tests 'Core'",
            "layout.test-targets Package.swift:19 no test target tests 'Network'",
            "layout.test-targets Package.swift:21 no test target tests 'Data'",
            "layout.test-targets Package.swift:22 no test target tests 'Presentation'",
            "layout.test-targets Package.swift:23 no test target tests 'App'",
            "dependencies.direction Package.swift:20 'Domain' depends on 'Network', but 'Domain' may depend on no other module of the package but the shared modules",
            "imports.cross-layer Sources/Domain/ArticleFeed.swift:1 'Domain' imports 'Network', but 'Domain' may depend on no other module of the package but the shared modules",
            "wiring.presenter-tests Sources/Presentation/ArticleListPresenter.swift:4 presenter 'ArticleListPresenter' has no tests",
        ])
    }

    @Test func initBaselinesTheViolationAndDeclaresNothingSharedThatHidesIt() throws {
        let (directory, package) = try copy()
        let initialize = try Shell.fia(["init"], in: package)
        #expect(initialize.status == 0, "\(initialize.stdout)\(initialize.stderr)")
        // `Network` is a framework module, never shared: the domain's use of it stays a finding.
        #expect(try directory.read("DomainUsesNetwork/LayeredKit/.fia/config.json") == """
            {
              "domain": "Domain",
              "presentation": "Presentation",
              "dependencyInjection": "App",
              "shared": {
                "Core": ["domain", "presentation", "framework", "dependencyInjection"]
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
        #expect(doctor.stdout.contains("doctor: 0 errors, 0 warnings in 17 checks (19 skipped, 8 baselined)"), "\(doctor.stdout)")

        // The same shortcut taken again, in a new file: doctor fails on it alone.
        try directory.write("import Network\n", to: "DomainUsesNetwork/LayeredKit/Sources/Domain/Shortcut.swift")
        let planted = try Shell.fia(["doctor", "--json"], in: package)
        #expect(planted.status == 1, "\(planted.stdout)")
        #expect(try AdoptionTests.findings(planted.stdout) == [
            "imports.cross-layer Sources/Domain/Shortcut.swift:1 'Domain' imports 'Network', but 'Domain' may depend on no other module of the package but the shared modules",
        ])
    }
}
