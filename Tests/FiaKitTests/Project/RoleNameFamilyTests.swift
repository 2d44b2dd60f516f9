@testable import FiaKit
import Testing

/// The names teams give their layers, confirmed by the dependency shape (#32 item 2), and the
/// feature-module rule (item 3).
struct RoleNameFamilyTests {
    private func layers(_ targets: [PackageManifest.Target], config: String = "{}") throws -> LayerTargets {
        LayerTargets(manifest: PackageManifest(name: "App", targets: targets), configuration: try ProjectConfiguration(json: config))
    }

    private func target(_ name: String, _ dependencies: [String] = [], path: String? = nil) -> PackageManifest.Target {
        .init(name: name, kind: .regular, dependencies: dependencies.map { .init(name: $0) }, path: path)
    }

    @Test func dataRepositoryAndNetworkAreFrameworkCode() throws {
        let found = try layers([
            target("Domain"), target("Presentation", ["Domain"]), target("Network"), target("Repository", ["Domain", "Network"]),
            target("ShopPersistence", ["Domain"]), target("PaymentsAPI"), target("Composition", ["Presentation", "Repository"]),
        ])
        #expect(found.frameworks == ["Network", "Repository", "ShopPersistence", "PaymentsAPI"])
        #expect(found.dependencyInjection == "Composition")
        #expect(found.missing.isEmpty)
    }

    @Test func aCompositionNameNeedsTheShape() throws {
        // `App` linking nothing is no composition root; linking presentation it is.
        #expect(try layers([target("Domain"), target("Presentation", ["Domain"]), target("App")]).missing == ["dependencyInjection"])
        #expect(try layers([target("Domain"), target("Presentation", ["Domain"]), target("App", ["Presentation"])]).dependencyInjection == "App")
    }

    @Test func otherDomainAndPresentationNames() throws {
        let found = try layers([target("Entities"), target("UI", ["Entities"]), target("Root", ["UI"])])
        #expect(found.domain == "Entities" && found.presentation == "UI" && found.dependencyInjection == "Root")
        // `Core` is the domain only where nothing is named like one; beside a `Domain` it is shared.
        let beside = try layers([target("Core"), target("Domain", ["Core"]), target("Presentation", ["Domain", "Core"])])
        #expect(beside.domain == "Domain")
        #expect(beside.shared["Core"] == Set(LayerRole.allCases))
    }

    @Test func featureModulesByNameAndFolder() throws {
        let found = try layers([
            target("Core"), target("CoreUI"),
            target("ProfileFeature", ["Core"]), target("LoginScene", ["Core"]), target("Cart", ["Core"], path: "Sources/Features/Cart"),
            target("AppFeature", ["ProfileFeature", "LoginScene", "Cart"]),
        ])
        #expect(found.featureModules == ["ProfileFeature", "LoginScene", "Cart"])
        #expect(found.presentation == "ProfileFeature" && found.domain == "Core" && found.dependencyInjection == "AppFeature")
        #expect(found.shared["CoreUI"] == [.presentation, .dependencyInjection])
        let manifest = PackageManifest(name: "App", targets: [target("Core"), target("ProfileFeature", ["Core"]), target("LoginScene", ["Core"])])
        let classification = TargetClassification(manifest: manifest, layers: try layers(manifest.targets))
        #expect(classification.role(of: "LoginScene") == .presentation)
        #expect(classification.violation(from: "LoginScene", to: "ProfileFeature")?.rule == "a feature module never depends on another feature module")
        #expect(classification.violation(from: "LoginScene", to: "Core") == nil)
    }

    /// `"featureModules"` in the config (what `fia new --feature-modules` writes): every module directly in
    /// its folder is a feature, even one named like a composition (`AppFeature`, feature `App`); its
    /// support module is shared by presentation and the DI layer, and may use the domain.
    @Test func theRecordedLayoutNamesItsFeaturesAndSupport() throws {
        let targets = [
            target("DomainLayer"), target("PresentationSupport", ["DomainLayer"]),
            target("AppFeature", ["DomainLayer", "PresentationSupport"], path: "Sources/Features/App"),
            target("ProfileFeature", ["DomainLayer", "PresentationSupport"], path: "Sources/Features/Profile"),
            target("PresentationLayer", ["DomainLayer", "PresentationSupport", "AppFeature", "ProfileFeature"]),
            target("DependencyInjectionLayer", ["DomainLayer", "PresentationLayer"]),
        ]
        let config = #"{"featureModules": {"folder": "Sources/Features", "support": "PresentationSupport"}}"#
        let found = try layers(targets, config: config)
        #expect(found.featureModules == ["AppFeature", "ProfileFeature"])
        #expect(found.presentation == "PresentationLayer" && found.dependencyInjection == "DependencyInjectionLayer")
        #expect(found.shared["PresentationSupport"] == [.presentation, .dependencyInjection])
        let classification = TargetClassification(manifest: PackageManifest(name: "App", targets: targets), layers: found)
        #expect(classification.violation(from: "PresentationSupport", to: "DomainLayer") == nil)
        #expect(classification.violation(from: "AppFeature", to: "ProfileFeature") != nil)
        #expect(classification.violation(from: "PresentationLayer", to: "AppFeature") == nil)
        // Without the config, `AppFeature` reads as a composition's name, and the support as no layer's.
        let plain = try layers(targets)
        #expect(plain.featureModules == ["ProfileFeature"])
        #expect(plain.shared["PresentationSupport"] == nil)
    }

    @Test func aConfiguredPresentationFeatureStaysAFeature() throws {
        let found = try layers([target("Core"), target("HomeFeature", ["Core"]), target("SearchFeature", ["Core"])], config: #"{"presentation": "HomeFeature"}"#)
        #expect(found.featureModules == ["HomeFeature", "SearchFeature"])
    }
}
