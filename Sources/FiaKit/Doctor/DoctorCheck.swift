/// One of doctor's checks: a small pure function from a loaded project to findings.
///
/// Checks never touch the disk: everything they need is in the `ProjectSnapshot`,
/// which is read once. Register a new check in `Doctor.checks`, and give it a passing
/// and a failing fixture in `DoctorCheckFixtures`.
public protocol DoctorCheck: Sendable {
    /// A stable id for scripts and JSON output, `<group>.<name>`: `imports.cross-layer`.
    static var id: String { get }
    /// What a passing check promises, printed after `✓`: `Imports respect the layer rules`.
    static var title: String { get }
    /// The checklist section it is printed in.
    static var group: DoctorCheckGroup { get }
    /// Whether it needs Package.swift's targets; such checks are skipped when the
    /// manifest cannot be read, instead of reporting nonsense about an empty package.
    static var requiresManifest: Bool { get }
    /// Why the check has nothing to examine in `snapshot` (no apps, no test plans, …), so that it
    /// is reported as skipped rather than passed; `nil` when it runs.
    func skipReason(_ snapshot: ProjectSnapshot) -> String?
    /// The findings for `snapshot`; empty when the check passes.
    func run(_ snapshot: ProjectSnapshot) -> [Finding]
}

extension DoctorCheck {
    public static var requiresManifest: Bool { true }

    public func skipReason(_ snapshot: ProjectSnapshot) -> String? { nil }

    /// An error finding of this check.
    func error(_ message: String, file: String, line: Int? = nil, hint: String) -> Finding {
        Finding(check: Self.id, severity: .error, message: message, file: file, line: line, hint: hint)
    }

    /// A warning finding of this check.
    func warning(_ message: String, file: String, line: Int? = nil, hint: String) -> Finding {
        Finding(check: Self.id, severity: .warning, message: message, file: file, line: line, hint: hint)
    }
}

/// The sections of doctor's checklist, in the order they are printed.
public enum DoctorCheckGroup: String, CaseIterable, Sendable {
    case layout = "Layout"
    case dependencies = "Dependencies"
    case imports = "Imports"
    case developmentApp = "Development app"
    case apps = "Apps"
    case featureWiring = "Feature wiring"
    case testPlans = "Test plans"
}
