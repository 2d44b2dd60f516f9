/// Where each of a feature's rendered files goes in this project. fia's blueprints are laid out
/// like `fia new`'s projects; each prefix maps to the folder playing that role here.
struct FeaturePlacement {
    let layout: ProjectLayout
    let driver: TypeName
    let module: (name: String, folder: String, isNew: Bool)
    /// The feature's own module, in the feature-module layout: its files and tests go there.
    var feature: ProjectLayout.FeatureModule?

    /// A test target a rendered file goes into.
    struct TestTarget: Hashable {
        var name: String
        var folder: String
    }

    /// The package-relative path for the blueprint path `path`.
    func place(_ path: String) -> String {
        let layers = layout.layers
        if let feature {
            for (prefix, folder) in [("Sources/PresentationLayer/\(feature.feature)/", feature.folder), ("Tests/PresentationLayerTests/", feature.tests.folder)]
            where path.hasPrefix(prefix) {
                return Path.join(folder, String(path.dropFirst(prefix.count)))
            }
        }
        let rules: [(prefix: String, folder: () -> String)] = [
            ("Sources/DomainLayer/Drivers/", { layout.conventionalFolder(forDriverProtocols: true) ?? Path.join(layout.folder(of: layers.domain), "Drivers") }),
            ("Sources/DomainLayer/Entities/", { configured("entities") ?? Path.join(layout.folder(of: layers.domain), "Entities") }),
            ("Sources/DomainLayer/", { layout.folder(of: layers.domain) }),
            ("Sources/PresentationLayer/Mock/", { layout.conventionalFolder(forDriverProtocols: false) ?? Path.join(layout.folder(of: layers.presentation), "Mock") }),
            ("Sources/PresentationLayer/", { layout.folder(of: layers.presentation) }),
            ("Sources/DependencyInjectionLayer/", { layout.folder(of: layers.dependencyInjection) }),
            ("Sources/FrameworkLayer/\(driver)Framework/", { module.folder }),
            ("Tests/PresentationLayerTests/", { presenterTests.folder }),
            ("Tests/DependencyInjectionLayerTests/", { integrationTests.folder }),
            ("Tests/\(driver)FrameworkTests/", { driverTests.folder }),
        ]
        for rule in rules where path.hasPrefix(rule.prefix) {
            var rest = String(path.dropFirst(rule.prefix.count))
            // The mock of the new driver is named as the project names its mocks ("driverMockName").
            if rule.prefix.hasSuffix("/Mock/"), rest == "Mock\(driver)Driver.swift" { rest = mockName + ".swift" }
            return Path.join(rule.folder(), rest)
        }
        return path
    }

    /// The new driver's mock: `Mock<D>Driver`, Mockolo's `<D>DriverProtocolMock` where Mockolo
    /// generates the mocks, or as "driverMockName" says.
    var mockName: String {
        let pattern = layout.snapshot.configuration.driverMockName ?? (layout.generatedMocks != nil ? "{protocol}Mock" : nil)
        return DriverMockName.name(for: "\(driver)DriverProtocol", pattern: pattern)
    }

    private func configured(_ kind: String) -> String? {
        layout.snapshot.configuration.folders[kind]
    }

    var presenterTests: TestTarget { feature?.tests ?? target(layout.testTarget(for: layout.layers.presentation, kind: "presentation")) }
    var integrationTests: TestTarget { target(layout.testTarget(for: layout.layers.dependencyInjection, kind: "dependencyInjection")) }
    var driverTests: TestTarget {
        if module.isNew, layout.snapshot.configuration.testTargets["framework"] == nil {
            return TestTarget(name: "\(module.name)Tests", folder: "Tests/\(module.name)Tests")
        }
        return target(layout.testTarget(for: module.name, kind: "framework"))
    }

    private func target(_ found: (name: String, folder: String, isNew: Bool)) -> TestTarget {
        TestTarget(name: found.name, folder: found.folder)
    }

    /// The planned Swift files of each test target the plan writes into.
    func testTargets(of plan: FilePlan, in snapshot: ProjectSnapshot) -> [(TestTarget, [FilePlan.Entry])] {
        let targets = [presenterTests, integrationTests, driverTests]
        var result: [(TestTarget, [FilePlan.Entry])] = []
        for target in targets where !result.contains(where: { $0.0 == target }) {
            let prefix = layout.path(target.folder) + "/"
            let files = plan.entries.filter { ($0.action == .create || $0.action == .update) && $0.path.hasPrefix(prefix) && $0.path.hasSuffix(".swift") }
            if !files.isEmpty { result.append((target, files)) }
        }
        return result
    }

    /// The support types the generated code uses (`LoadState`, `DomainError`): the target each
    /// belongs in, its `new` blueprint and where `add` puts it (package-relative).
    var supportTypes: [(type: String, target: String, blueprint: String, path: String)] {
        let layers = layout.layers
        // `LoadState` is the feature modules' shared presentation support, or the presentation layer's.
        let presentation = layout.snapshot.configuration.featureModules?.support ?? layers.presentation
        return [
            ("LoadState", presentation, "Sources/{{ presentationSupport }}/LoadState.swift", Path.join(layout.folder(of: presentation), "LoadState.swift")),
            ("DomainError", layers.domain, "Sources/DomainLayer/Errors/DomainError.swift", place("Sources/DomainLayer/Errors/DomainError.swift")),
        ]
    }

    /// The support types the generated code uses that the project lacks, with their blueprint and
    /// where they go.
    func missingSupportTypes(in snapshot: ProjectSnapshot) -> [(blueprint: String, path: String)] {
        supportTypes.filter { support in
            !snapshot.sources(of: support.target).contains { $0.summary.types.contains { $0.name == support.type } }
        }.map { ($0.blueprint, $0.path) }
    }
}

extension FeaturePlacement {
    /// Whether the tests rendered into each test target are written with XCTest (`xctestPresenter`,
    /// `xctestIntegration`, `xctestDriver`): what the target's files use, or for a target with none
    /// (a new one) what most of the package's test targets use.
    func testFrameworkContext(in snapshot: ProjectSnapshot) -> [String: TemplateValue] {
        var package: TestFramework?
        func usesXCTest(_ target: TestTarget) -> Bool {
            let framework = snapshot.testFramework(ofTarget: target.name) ?? package ?? {
                package = snapshot.packageTestFramework
                return package!
            }()
            return framework == .xctest
        }
        return [
            "xctestPresenter": .bool(usesXCTest(presenterTests)),
            "xctestIntegration": .bool(usesXCTest(integrationTests)),
            "xctestDriver": .bool(usesXCTest(driverTests)),
        ]
    }
}
