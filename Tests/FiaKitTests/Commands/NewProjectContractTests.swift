@testable import FiaKit
import Foundation
import Testing

/// What `fia new` promises beyond the golden file: the contracts other tools read.
struct NewProjectContractTests {
    private func generated() -> [String: String] {
        let fia = InMemoryFia()
        fia.run("new", "Demo", "--bundle-id-prefix", "org.acme")
        return fia.tree("/work/Demo")
    }

    @Test func theDevelopmentAppLinksNoFrameworkNorTheDILayer() throws {
        let project = try XcodeProject(pbxproj: try #require(generated()["App/Demo.xcodeproj/project.pbxproj"]))
        let products = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.packageProducts.map(\.product)) })
        #expect(products["DevelopmentApp"] == ["DomainLayer", "PresentationLayer"])
        #expect(products["ProductionApp"] == ["DomainLayer", "PresentationLayer", "DependencyInjectionLayer"])
        #expect(generated()["App/Demo.xcodeproj/project.pbxproj"]?.contains("PRODUCT_BUNDLE_IDENTIFIER = \"org.acme.Demo.development\";") == true)

        let fia = InMemoryFia()
        fia.run("new", "Demo", "--bundle-id-prefix", "org.acme", "--xcodegen")
        let yaml = try #require(fia.tree("/work/Demo")["App/project.yml"])
        let spec = XcodeGenSpec(yaml: yaml)
        #expect(spec.packageProducts["DevelopmentApp"]?.map(\.product) == ["DomainLayer", "PresentationLayer"])
        #expect(spec.packageProducts["ProductionApp"]?.map(\.product) == ["DomainLayer", "PresentationLayer", "DependencyInjectionLayer"])
        #expect(yaml.contains("bundleIdPrefix: \"org.acme\""))
    }

    @Test func theDevelopmentAppUsesTheMockContainer() throws {
        let development = try #require(generated()["App/Development/DevelopmentApp.swift"])
        #expect(development.contains("MockDIContainer()"))
        #expect(!development.contains("import DependencyInjectionLayer"))
        #expect(try #require(generated()["App/Production/ProductionApp.swift"]).contains("DIContainer()"))
    }

    @Test(arguments: [
        ("UnitTests", ["DomainLayerTests", "PresentationLayerTests", "DependencyInjectionLayerTests"]),
        ("PresenterTests", ["PresentationLayerTests", "DependencyInjectionLayerTests"]),
        ("DriverTests", []),
    ])
    func testPlansAreXcodeStyleJSONReferencingPackageTargets(plan: String, targets: [String]) throws {
        let text = try #require(generated()["TestPlans/\(plan).xctestplan"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try #require(json["testTargets"] as? [[String: [String: String]]])
        #expect(entries.map { $0["target"]?["name"] } == targets)
        #expect(entries.allSatisfy { $0["target"]?["containerPath"] == "container:" && $0["target"]?["identifier"] == $0["target"]?["name"] })
        #expect(json["version"] as? Int == 1)
        #expect(text.contains("\"testTargets\" : ["), "Xcode writes `\"key\" : value`")
        #expect(!text.contains("\t"))
        let configurations = try #require(json["configurations"] as? [[String: Any]])
        #expect(UUID(uuidString: configurations.first?["id"] as? String ?? "") != nil)
    }

    @Test func theSharedSchemeRunsEveryPlan() throws {
        let scheme = try #require(generated()[".swiftpm/xcode/xcshareddata/xcschemes/Demo.xcscheme"])
        for plan in ["UnitTests", "PresenterTests", "DriverTests"] {
            #expect(scheme.contains("reference = \"container:TestPlans/\(plan).xctestplan\""))
        }
    }

    @Test func theAppSourcesStayOutOfTheSwiftPackage() {
        let appFiles = generated().keys.filter { $0.hasSuffix(".swift") && $0.hasPrefix("App/") }
        // The two apps' entry points, the root screen they share, and the UI tests.
        #expect(appFiles.sorted() == [
            "App/Development/DevelopmentApp.swift", "App/Production/ProductionApp.swift", "App/Shared/RootView.swift",
            "App/UITests/ScreensUITests.swift",
        ])
        #expect(!(generated()["Package.swift"] ?? "").contains("\"App"))
    }

    @Test func planIdentifiersAreStableAndDistinct() {
        #expect(StableUUID.make(from: "Demo/UnitTests") == StableUUID.make(from: "Demo/UnitTests"))
        #expect(StableUUID.make(from: "Demo/UnitTests") != StableUUID.make(from: "Demo/DriverTests"))
        #expect(UUID(uuidString: StableUUID.make(from: "x")) != nil)
    }
}
