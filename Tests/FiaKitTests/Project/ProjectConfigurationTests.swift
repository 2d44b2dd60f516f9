@testable import FiaKit
import Testing

struct ProjectConfigurationTests {
    @Test func everyKeyIsOptional() throws {
        #expect(try ProjectConfiguration(json: "{}") == ProjectConfiguration())
    }

    @Test func readsEveryKey() throws {
        let configuration = try ProjectConfiguration(json: """
            {"domain": "Core", "presentation": "UI", "dependencyInjection": "Composition",
             "frameworks": ["Networking", "Storage"], "developmentApp": "DemoDev"}
            """)
        #expect(configuration.domain == "Core")
        #expect(configuration.presentation == "UI")
        #expect(configuration.dependencyInjection == "Composition")
        #expect(configuration.frameworks == ["Networking", "Storage"])
        #expect(configuration.developmentApps == ["DemoDev"])
        #expect(configuration.views)
        #expect(try ProjectConfiguration(json: #"{"views": false}"#).views == false)
        #expect(try ProjectConfiguration(json: #"{"views": true}"#).views)
    }

    @Test func readsTheRoleKeys() throws {
        let configuration = try ProjectConfiguration(json: """
            {"frameworkLayer": "Infrastructure", "compositionProtocol": "AppDependency", "container": "AppContainer",
             "mockContainer": "PreviewContainer", "driverMockName": "{protocol}Mock", "developmentApp": ["Dev", "Catalog"],
             "apps": ["../Dev/Dev.xcodeproj"], "testPlans": ["../TestPlans"],
             "testTargets": {"presentation": "PresenterTests", "framework": "DriverTests"},
             "folders": {"entities": "Sources/Domain/Model", "mocks": "Sources/Presentation/Mocks"}}
            """)
        #expect(configuration.frameworkLayer == "Infrastructure")
        #expect(configuration.compositionProtocol == "AppDependency")
        #expect(configuration.container == "AppContainer")
        #expect(configuration.mockContainer == "PreviewContainer")
        #expect(DriverMockName.name(for: "LicenseDriverProtocol", pattern: configuration.driverMockName) == "LicenseDriverProtocolMock")
        #expect(configuration.developmentApps == ["Dev", "Catalog"])
        #expect(configuration.apps == ["../Dev/Dev.xcodeproj"])
        #expect(configuration.testPlans == ["../TestPlans"])
        #expect(configuration.testTargets == ["presentation": "PresenterTests", "framework": "DriverTests"])
        #expect(configuration.folders == ["entities": "Sources/Domain/Model", "mocks": "Sources/Presentation/Mocks"])
    }

    static let malformed: [(String, ProjectConfigurationError)] = [
        ("", .invalidJSON),
        ("{\"domain\": ", .invalidJSON),
        ("[\"Core\"]", .notAnObject),
        ("{\"domain\": 1}", .wrongType(key: "domain", expected: "a target name")),
        ("{\"presentation\": \"\"}", .wrongType(key: "presentation", expected: "a target name")),
        ("{\"frameworks\": \"Networking\"}", .wrongType(key: "frameworks", expected: "an array of target names")),
        ("{\"frameworks\": [1]}", .wrongType(key: "frameworks", expected: "an array of target names")),
        ("{\"domian\": \"Core\"}", .unknownKey("domian")),
        ("{\"testTargets\": {\"views\": \"ViewTests\"}}", .unknownKey("testTargets.views")),
        ("{\"developmentApp\": [1]}", .wrongType(key: "developmentApp", expected: "a target name or an array of them")),
        ("{\"views\": 0}", .wrongType(key: "views", expected: "true or false")),
        ("{\"views\": \"no\"}", .wrongType(key: "views", expected: "true or false")),
        ("{\"shared\": \"Core\"}", .wrongType(key: "shared", expected: "an array of target names, or an object naming the layers that may use each")),
        ("{\"shared\": [1]}", .wrongType(key: "shared", expected: "an array of target names, or an object naming the layers that may use each")),
        ("{\"shared\": {\"CoreUI\": \"presentation\"}}", .wrongType(key: "shared.CoreUI", expected: "an array of layers: \"domain\", \"presentation\", \"framework\", \"dependencyInjection\"")),
        ("{\"shared\": {\"CoreUI\": [\"ui\"]}}", .wrongType(key: "shared.CoreUI", expected: "an array of layers: \"domain\", \"presentation\", \"framework\", \"dependencyInjection\"")),
    ]

    @Test func readsSharedModulesAsAnArrayOrByLayer() throws {
        #expect(try ProjectConfiguration(json: #"{"shared": ["Core"]}"#).shared == ["Core": Set(LayerRole.allCases)])
        let byLayer = try ProjectConfiguration(json: #"{"shared": {"Core": ["domain", "presentation", "framework", "dependencyInjection"], "CoreUI": ["presentation"], "Legacy": []}}"#)
        #expect(byLayer.shared == ["Core": Set(LayerRole.allCases), "CoreUI": [.presentation], "Legacy": []])
    }

    @Test(arguments: malformed)
    func refusesMalformedConfig(_ json: String, _ error: ProjectConfigurationError) {
        #expect(throws: error) { try ProjectConfiguration(json: json) }
    }

    @Test func errorsReadAsOneLowercaseSentence() {
        #expect(ProjectConfigurationError.wrongType(key: "domain", expected: "a target name").description
            == "the project config's 'domain' must be a target name")
        #expect(ProjectConfigurationError.unknownKey("x").description == "the project config has an unknown key 'x'")
    }
}
