/// A feature's own module in the feature-module layout (issue #33): the target `<Name>Feature` at
/// `Sources/Features/<Name>`, its test target `<Name>FeatureTests`, and the shared module it
/// depends on besides the domain (`PresentationSupport`). `remove feature` and `rename feature`
/// find it from what the project is (the feature module whose folder holds the feature's
/// presenter dependency), never from `.fia/config.json`, so they read a project whichever fia wrote it.
struct FeatureModule: Equatable {
    /// The module's target and its package-relative folder.
    var name: String
    var folder: String
    /// Its test target (`<name>Tests`) and that target's folder, when the package has one.
    var testTarget: String?
    var testFolder: String?
    /// The module it depends on besides the domain (the presentation support module) and its
    /// folder: where the layout keeps what `add` renders into the presentation layer for all features.
    var support: String?
    var supportFolder: String?

    /// The files fia writes into a feature's module folder, and into its test folder, by name.
    static func fiaFiles(of feature: TypeName) -> (module: Set<String>, tests: Set<String>) {
        (["\(feature)Presenter.swift", "\(feature)PresenterDependency.swift", "\(feature)View.swift", "Mock\(feature)Dependency.swift"],
         ["\(feature)PresenterTests.swift"])
    }

    /// The mock of the feature's dependency that the module's previews and tests run on.
    static func mockDependency(of feature: TypeName) -> String { "Mock\(feature)Dependency" }

    /// The feature module that declares the package-relative `file` (the feature's
    /// `…PresenterDependency`), when `layout` finds that target a feature module (`LayerTargets.featureModules`).
    static func declaring(_ file: String, in layout: ProjectLayout) -> FeatureModule? {
        let snapshot = layout.snapshot
        guard let name = snapshot.sources.first(where: { $0.path == file })?.target,
              layout.layers.featureModules.contains(name),
              let target = snapshot.manifest.target(named: name) else { return nil }
        var module = FeatureModule(name: name, folder: ProjectSnapshot.folder(of: target))
        if let tests = snapshot.manifest.target(named: name + "Tests"), tests.kind == .test {
            module.testTarget = tests.name
            module.testFolder = ProjectSnapshot.folder(of: tests)
        }
        let domain = layout.layers.domain
        if let support = target.dependencies.first(where: { !$0.isProduct && $0.name != domain && snapshot.manifest.target(named: $0.name) != nil }),
           let supportTarget = snapshot.manifest.target(named: support.name) {
            module.support = support.name
            module.supportFolder = ProjectSnapshot.folder(of: supportTarget)
        }
        return module
    }

    /// Whether the package-relative `path` lies in the module's folder or its test folder.
    func owns(_ path: String) -> Bool {
        [folder, testFolder].contains { folder in folder.map { path.hasPrefix($0 + "/") } ?? false }
    }
}
