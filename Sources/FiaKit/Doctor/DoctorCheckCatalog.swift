/// What doctor says about each check beyond its title, for `--list-checks`, the README's
/// check table and SARIF rules: the severity it reports by default and why it matters.
///
/// Keyed by check id; a test fails when a registered check has no entry (or an entry has no
/// check), and when a check's fixtures report a severity other than the one listed here.
public enum DoctorCheckCatalog {
    public struct Entry: Sendable {
        /// The highest severity the check reports unless `.fia/config.json` changes it.
        public var severity: Finding.Severity
        /// Why the rule exists, in a sentence or two.
        public var rationale: String
    }

    /// One registered check, as `--list-checks` shows it.
    public struct Row: Equatable, Sendable {
        public var id: String
        public var group: String
        public var severity: String
        public var title: String
    }

    public static func entry(_ id: String) -> Entry {
        entries[id] ?? Entry(severity: .error, rationale: "")
    }

    /// Every registered check in report order, with its severity under `configuration`
    /// (`off`, `warning` or `error`).
    public static func rows(configuration: DoctorConfiguration = DoctorConfiguration()) -> [Row] {
        let ordered = DoctorCheckGroup.allCases.flatMap { group in Doctor.checks.filter { type(of: $0).group == group } }
        return ordered.map { check in
            let type = type(of: check)
            let severity = configuration.severity[type.id]?.rawValue ?? entry(type.id).severity.rawValue
            return Row(id: type.id, group: type.group.rawValue, severity: severity, title: type.title)
        }
    }

    /// The rows as a Markdown table, as the README shows it.
    public static func markdownTable(_ rows: [Row] = rows()) -> String {
        (["| check | group | severity | what it checks |", "|---|---|---|---|"]
            + rows.map { "| `\($0.id)` | \($0.group) | \($0.severity) | \($0.title) |" })
            .joined(separator: "\n")
    }

    static let entries: [String: Entry] = [
        "layout.manifest": .init(severity: .error, rationale: "Every other check reads the package's targets; without them doctor can verify nothing."),
        "layout.config": .init(severity: .error, rationale: "A config doctor cannot read would silently fall back to the defaults and check the wrong targets."),
        "layout.interrupted-write": .init(severity: .error, rationale: "A fia run killed while writing leaves its journal: until the next writing command rolls it back, some files may be new and others old."),
        "layout.suppressions": .init(severity: .warning, rationale: "Every accepted violation needs a reason, and a suppression or baseline entry that no longer matches anything hides the next real one."),
        "layout.blueprint-overrides": .init(severity: .warning, rationale: "A misspelt or moved blueprint override is otherwise ignored without a word."),
        "layout.layer-targets": .init(severity: .error, rationale: "FIA needs a domain, a presentation and a dependency-injection layer target; the dependency rules are stated in terms of them."),
        "layout.target-folders": .init(severity: .error, rationale: "A target whose folder is missing does not build."),
        "layout.test-targets": .init(severity: .warning, rationale: "FIA's point is testable layers: each source target is tested by some test target (one per module is fia's convention, not a rule)."),
        "dependencies.direction": .init(severity: .error, rationale: "Dependencies point inward: the domain depends on nothing, presentation and framework modules only on the domain, and only the DI layer sees everything."),
        "dependencies.cycle": .init(severity: .error, rationale: "A dependency cycle does not build and erases the layers."),
        "dependencies.framework-reachable": .init(severity: .warning, rationale: "A framework module the DI layer does not link is never used by the Production app."),
        "imports.readable": .init(severity: .error, rationale: "A file or folder doctor cannot read is one whose imports it cannot check: an error when it was not read at all, a warning when only fia's lexer failed on it."),
        "imports.undeclared": .init(severity: .error, rationale: "Importing a module the target does not declare builds only by accident of build order; one reached through a declared dependency is an implicit dependency (a warning) that breaks when that dependency changes."),
        "imports.cross-layer": .init(severity: .error, rationale: "An import across the layer rule (presentation importing a framework module, …) couples layers that FIA keeps apart."),
        "imports.ui-in-domain": .init(severity: .error, rationale: "The domain layer is plain Swift; SwiftUI, UIKit or AppKit there ties business rules to one UI."),
        "imports.interactor-frameworks": .init(severity: .error, rationale: "Interactors are business rules, run on the mock container by their tests and the Development app; a framework module or a UI framework in their files ties them to an SDK or a screen. An import across the layer rule is reported once, by imports.cross-layer or imports.ui-in-domain."),
        "development-app.products": .init(severity: .error, rationale: "The Development app runs on mocks and must never compile a framework module or the DI layer: that is FIA's build-time win."),
        "development-app.imports": .init(severity: .error, rationale: "A Development app source importing a framework module or the DI layer pulls them into its build."),
        "apps.products": .init(severity: .error, rationale: "A product the spec links but the package does not declare breaks XcodeGen's project: the app fails to resolve its packages."),
        "wiring.presenter-dependency": .init(severity: .error, rationale: "A PresenterDependency missing from DIContainerDependency cannot be served by either container."),
        "wiring.driver-provider": .init(severity: .error, rationale: "Both containers must provide every driver, or one of the apps does not build."),
        "wiring.driver-mock": .init(severity: .error, rationale: "Without a mock driver the Development app and previews cannot run the feature."),
        "wiring.driver-placement": .init(severity: .error, rationale: "SDK, network and storage code lives in the framework layer; a concrete driver in the domain or DI layer drags it into modules the Development app compiles."),
        "wiring.presenter-tests": .init(severity: .warning, rationale: "Presenters hold the app's behaviour; FIA tests each against the mock container."),
        "wiring.router": .init(severity: .error, rationale: "With one module per feature, features never import each other: the composition's scene enum is the only way to a feature's screen. A feature's view no case reaches cannot be shown; a case reaching no feature's view is a dead end."),
        "wiring.usecase-interactor": .init(severity: .error, rationale: "A use case nothing implements cannot be called: a presenter builds the use case's interactor from its own dependency. Mocks of the use case do not count."),
        "wiring.interactor-dependency": .init(severity: .error, rationale: "Both containers provide an interactor's drivers only when its InteractorDependency is composed into the composition protocol: through the dependency of a presenter calling the use case, or directly (as fia add usecase does)."),
        "wiring.interactor-tests": .init(severity: .warning, rationale: "Interactors hold the logic presenters delegate to; FIA tests each on the mock container (its README's Interactor UT)."),
        "test-plans.valid": .init(severity: .error, rationale: "Xcode cannot run a test plan that is not valid JSON."),
        "test-plans.unit-tests": .init(severity: .error, rationale: "A test target missing from UnitTests, or from the Production app's plan, is never run by the plan CI or the app's scheme uses."),
        "test-plans.driver-tests": .init(severity: .error, rationale: "DriverTests runs the framework modules' tests; a missing one goes untested."),
        "test-plans.feature-tests": .init(severity: .error, rationale: "Each feature module's tests are its presenter tests: the PresenterTests plan and the Development app's plan (which builds every feature) run them, or they go unrun there."),
        "test-plans.unknown-target": .init(severity: .error, rationale: "A plan naming a test target that does not exist fails to run."),
        "test-plans.containers": .init(severity: .error, rationale: "Xcode resolves a plan's paths from the container of the scheme running it; an entry that resolves to no target runs nothing (⌘U and xcodebuild test pass with no test)."),
        "test-plans.development-app": .init(severity: .error, rationale: "The Development app never builds the DI layer or a framework module, so its plan cannot run their tests."),
        "test-plans.scheme-references": .init(severity: .error, rationale: "A scheme naming a test plan that does not exist makes its test action fail in Xcode and on CI."),
    ]
}
