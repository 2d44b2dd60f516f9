@testable import FiaKit
import Testing

struct TargetClassificationTests {
    static let manifest = PackageManifest(name: "Demo", targets: [
        .init(name: "DomainLayer", kind: .regular, dependencies: []),
        .init(name: "PresentationLayer", kind: .regular, dependencies: []),
        .init(name: "DependencyInjectionLayer", kind: .regular, dependencies: []),
        .init(name: "SettingsFramework", kind: .regular, dependencies: []),
        .init(name: "Keychain", kind: .regular, dependencies: [], path: "Sources/FrameworkLayer/Keychain"),
        .init(name: "Networking", kind: .regular, dependencies: []),
        .init(name: "AnalyticsLayer", kind: .regular, dependencies: []),
        .init(name: "Tool", kind: .executable, dependencies: []),
        .init(name: "PresentationLayerTests", kind: .test, dependencies: []),
        .init(name: "IntegrationTests", kind: .test, dependencies: []),
    ])

    @Test func classifiesByConvention() {
        let classification = TargetClassification(manifest: Self.manifest, configuration: ProjectConfiguration())
        let roles = Self.manifest.targets.map { classification.role(of: $0.name) }
        // `Networking` is framework code by name, as `…Framework` and a module under Sources/FrameworkLayer are.
        #expect(roles == [
            .domain, .presentation, .dependencyInjection, .framework, .framework, .framework, .otherLayer, .other,
            .test(subjects: ["PresentationLayer"]), .test(subjects: []),
        ])
        #expect(classification.frameworks == ["SettingsFramework", "Keychain", "Networking"])
        #expect(classification.role(of: "Foundation") == nil)
    }

    @Test func theConfigRenamesLayersAndAddsFrameworks() throws {
        let configuration = try ProjectConfiguration(json: #"{"domain": "Networking", "frameworks": ["Tool"]}"#)
        let classification = TargetClassification(manifest: Self.manifest, configuration: configuration)
        #expect(classification.role(of: "Networking") == .domain)
        #expect(classification.role(of: "DomainLayer") == .otherLayer)
        #expect(classification.role(of: "Tool") == .framework)
    }

    static let rules: [(from: String, to: String, allowed: Bool)] = [
        ("DomainLayer", "PresentationLayer", false),
        ("DomainLayer", "AnalyticsLayer", false),
        ("DomainLayer", "Foundation", true),
        ("PresentationLayer", "DomainLayer", true),
        ("PresentationLayer", "SettingsFramework", false),
        ("PresentationLayer", "DependencyInjectionLayer", false),
        ("PresentationLayer", "AnalyticsLayer", false),
        ("SettingsFramework", "DomainLayer", true),
        // A framework module may build on another (a repository on a network client).
        ("SettingsFramework", "Keychain", true),
        ("SettingsFramework", "Networking", true),
        ("PresentationLayer", "Networking", false),
        ("DomainLayer", "Networking", false),
        ("SettingsFramework", "PresentationLayer", false),
        ("DependencyInjectionLayer", "SettingsFramework", true),
        ("DependencyInjectionLayer", "AnalyticsLayer", true),
        ("AnalyticsLayer", "DomainLayer", true),
        ("AnalyticsLayer", "SettingsFramework", false),
        ("Tool", "DependencyInjectionLayer", false),
        ("PresentationLayerTests", "PresentationLayer", true),
        ("PresentationLayerTests", "DomainLayer", true),
        ("PresentationLayerTests", "SettingsFramework", false),
        ("IntegrationTests", "SettingsFramework", true),
    ]

    @Test(arguments: rules)
    func theLayerRule(_ from: String, _ to: String, _ allowed: Bool) {
        let classification = TargetClassification(manifest: Self.manifest, configuration: ProjectConfiguration())
        #expect((classification.violation(from: from, to: to) == nil) == allowed)
    }

    @Test func aTestTargetBreaksTheRuleOnlyWhenEverySubjectDoesAndReportsTheFirstSubjectsRule() {
        let layers = LayerTargets(manifest: Self.manifest, configuration: ProjectConfiguration())
        let classification = TargetClassification(manifest: Self.manifest, layers: layers, testSubjects: [
            "PresentationLayerTests": ["PresentationLayer", "SettingsFramework"],
            "IntegrationTests": ["PresentationLayerTests", "Tool"],
        ])
        let injection = "DependencyInjectionLayer"
        let presentationRule = classification.violation(from: "PresentationLayer", to: injection)
        let frameworkRule = classification.violation(from: "SettingsFramework", to: injection)
        #expect(presentationRule != nil && frameworkRule != nil && presentationRule != frameworkRule)
        #expect(classification.violation(from: "PresentationLayerTests", to: injection) == presentationRule)
        #expect(classification.violation(from: "PresentationLayerTests", to: "DomainLayer") == nil)
        // Tool may not depend on the DI layer either (no target but the apps may); a test target as a
        // subject answers with its own subjects' rule, and it comes first.
        #expect(classification.violation(from: "IntegrationTests", to: injection) == presentationRule)
        #expect(classification.violation(from: "IntegrationTests", to: "AnalyticsLayer") == nil)
        for target in Self.manifest.targets {
            let dependent = classification.dependent(target.name)
            for other in Self.manifest.targets.map(\.name) + ["Foundation"] {
                #expect(classification.violation(from: dependent, to: other) == classification.violation(from: target.name, to: other))
            }
        }
    }

    @Test func sharedModulesAreUsedOnlyByTheirLayersAndUseWhatTheirUsersMay() throws {
        let manifest = PackageManifest(name: "Shop", targets: [
            .init(name: "DomainLayer", kind: .regular, dependencies: []),
            .init(name: "PresentationLayer", kind: .regular, dependencies: []),
            .init(name: "DependencyInjectionLayer", kind: .regular, dependencies: []),
            .init(name: "SettingsFramework", kind: .regular, dependencies: []),
            .init(name: "Core", kind: .regular, dependencies: []),
            .init(name: "CoreUI", kind: .regular, dependencies: []),
            .init(name: "Tool", kind: .regular, dependencies: []),
        ])
        let configuration = try ProjectConfiguration(json: #"{"shared": {"Core": ["domain", "presentation", "framework", "dependencyInjection"], "CoreUI": ["presentation"]}}"#)
        let classification = TargetClassification(manifest: manifest, configuration: configuration)
        #expect(classification.role(of: "CoreUI") == .shared(usedBy: [.presentation]))
        for layer in ["DomainLayer", "PresentationLayer", "DependencyInjectionLayer", "SettingsFramework"] {
            #expect(classification.violation(from: layer, to: "Core") == nil, "\(layer) → Core")
        }
        #expect(classification.violation(from: "PresentationLayer", to: "CoreUI") == nil)
        #expect(classification.violation(from: "DomainLayer", to: "CoreUI")?.rule == "only \"presentation\" may use it (\"shared\" in '.fia/config.json')")
        #expect(classification.violation(from: "DependencyInjectionLayer", to: "CoreUI") != nil)
        // A shared module uses only what every layer using it may use: one every layer uses, no layer;
        // presentation support (CoreUI) the domain, and no framework module; other shared modules and other targets it may.
        for layer in ["DomainLayer", "PresentationLayer", "DependencyInjectionLayer", "SettingsFramework"] {
            #expect(classification.violation(from: "Core", to: layer)?.rule
                == "a shared module may depend only on what every layer using it (\"domain\", \"presentation\", \"framework\", \"dependencyInjection\") may depend on", "Core → \(layer)")
        }
        #expect(classification.violation(from: "CoreUI", to: "DomainLayer") == nil)
        #expect(classification.violation(from: "CoreUI", to: "SettingsFramework") != nil)
        #expect(classification.violation(from: "CoreUI", to: "DependencyInjectionLayer") != nil)
        #expect(classification.violation(from: "CoreUI", to: "Core") == nil)
        #expect(classification.violation(from: "Core", to: "Tool") == nil)
        #expect(classification.violation(from: "Tool", to: "CoreUI") == nil)
        // Without the config, utilities named as teams name them and depending on no layer are shared
        // by name (a UI kit with presentation only); any other module is no layer's to use.
        let plain = TargetClassification(manifest: manifest, configuration: ProjectConfiguration())
        #expect(plain.role(of: "Core") == .shared(usedBy: Set(LayerRole.allCases)))
        #expect(plain.role(of: "CoreUI") == .shared(usedBy: [.presentation, .dependencyInjection]))
        #expect(plain.violation(from: "DomainLayer", to: "Core") == nil)
        #expect(plain.violation(from: "DomainLayer", to: "CoreUI") != nil)
        #expect(plain.violation(from: "DomainLayer", to: "Tool") != nil)
        // A `Core` that uses a layer is no shared utility; nor is a `Core` with no domain beside it (it is the domain).
        var layered = manifest
        layered.targets[4].dependencies = [.init(name: "PresentationLayer")]
        #expect(TargetClassification(manifest: layered, configuration: ProjectConfiguration()).role(of: "Core") == .other)
        var alone = manifest
        alone.targets.removeFirst()
        #expect(TargetClassification(manifest: alone, configuration: ProjectConfiguration()).role(of: "Core") == .domain)
    }
}
