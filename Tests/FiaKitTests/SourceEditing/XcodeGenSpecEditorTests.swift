@testable import FiaKit
import Testing

/// `add feature`'s edit of App/project.yml: a new test target in the Production app's scheme.
struct XcodeGenSpecEditorTests {
    static let spec = """
        name: "Demo"
        targets:
          ProductionApp:
            type: "application"
        schemes:
          DevelopmentApp:
            test:
              targets:
                - package: "Demo/DomainLayerTests"
          ProductionApp:
            build:
              targets:
                ProductionApp: "all"
            test:
              config: "Debug"
              targets:
                - package: "Demo/DomainLayerTests"
                - package: "Demo/DependencyInjectionLayerTests"
            archive:
              config: "Release"

        """

    @Test func appendsAfterTheLastItemThenIsIdempotent() throws {
        let edited = try #require(XcodeGenSpecEditor.addPackageTestTarget("SettingsFrameworkTests", toScheme: "ProductionApp", in: Self.spec))
        #expect(edited == Self.spec.replacingOccurrences(
            of: "        - package: \"Demo/DependencyInjectionLayerTests\"\n",
            with: "        - package: \"Demo/DependencyInjectionLayerTests\"\n        - package: \"Demo/SettingsFrameworkTests\"\n"))
        #expect(XcodeGenSpecEditor.addPackageTestTarget("SettingsFrameworkTests", toScheme: "ProductionApp", in: edited) == edited)
    }

    @Test func listAtTheKeysIndentCommentsAndCRLF() throws {
        let spec = "schemes:\r\n  ProductionApp: # the shipped app\r\n    test:\r\n      targets:\r\n      - package: Demo/DomainLayerTests # unquoted\r\n      - Demo/PresentationLayerTests"
        let edited = try #require(XcodeGenSpecEditor.addPackageTestTarget("XFrameworkTests", toScheme: "ProductionApp", in: spec))
        #expect(edited == spec + "\r\n      - package: \"Demo/XFrameworkTests\"\r\n")
        #expect(XcodeGenSpecEditor.addPackageTestTarget("PresentationLayerTests", toScheme: "ProductionApp", in: spec) == spec)
    }

    @Test func leavesSpecsWithoutTheListAlone() {
        for spec in [
            "name: Demo\ntargets:\n  ProductionApp:\n    type: application\n",
            "schemes:\n  DevelopmentApp:\n    test:\n      targets:\n        - package: \"Demo/DomainLayerTests\"\n",
            "schemes:\n  ProductionApp:\n    test:\n      targets: [AppTests]\n",
            "schemes:\n  ProductionApp:\n    test:\n      targets:\n        - AppTests\n",
        ] {
            #expect(XcodeGenSpecEditor.addPackageTestTarget("XFrameworkTests", toScheme: "ProductionApp", in: spec) == nil, "\(spec)")
        }
    }

    /// Lines are read by bytes, but a line with non-ASCII bytes is read as `YAMLLine` reads it
    /// (by characters): a key or quote next to a combining mark is not the ASCII one.
    @Test func nonASCIILinesAreReadAsYAMLLineReadsThem() throws {
        let spec = "schemes:\n  # ünïcode comment\n  ProductionApp:\n    test:\n      targets:\n        - package: \"Démo/DomainLayerTests\" # é\n        - package: \"Demo/PresentationLayerTests\u{301}\"\n"
        let edited = try #require(XcodeGenSpecEditor.addPackageTestTarget("XFrameworkTests", toScheme: "ProductionApp", in: spec))
        // The last item names the package: `Demo` (its closing quote follows a combining mark).
        #expect(edited == spec + "        - package: \"Demo/XFrameworkTests\"\n")
        #expect(XcodeGenSpecEditor.addPackageTestTarget("XFrameworkTests", toScheme: "ProductionApp", in: edited) == edited)
        // A quote followed by a combining mark is one character, not a closing quote.
        let decoy = "schemes:\n  ProductionApp:\n    test:\n      targets:\n        - package: \"Demo/ATests\u{301}\n"
        #expect(XcodeGenSpecEditor.addPackageTestTarget("XFrameworkTests", toScheme: "ProductionApp", in: decoy)
            == decoy + "        - package: \"\"Demo/XFrameworkTests\"\n")
    }
}
