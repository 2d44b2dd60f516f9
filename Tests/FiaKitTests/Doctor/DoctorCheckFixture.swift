@testable import FiaKit
import Testing

/// A doctor check's passing and failing fixture, and exactly what it must find in the
/// failing one. `DoctorCheckTests` runs them all.
struct DoctorCheckFixture: Sendable, CustomTestStringConvertible {
    /// A finding without its hint (hints are asserted non-empty, not word for word).
    struct Expected: Equatable, Sendable, CustomStringConvertible {
        var severity: Finding.Severity
        var message: String
        var file: String
        var line: Int?

        var description: String { "\(severity) \(file):\(line.map(String.init) ?? "-") \(message)" }
    }

    var check: String
    /// What the failing fixture breaks.
    var name: String
    var passing: FixtureProject
    var failing: FixtureProject
    var expected: [Expected]
    /// Other checks the mutation legitimately trips too (a dependency on the wrong layer
    /// that also closes a cycle, …). Any other check reporting is a test failure.
    var alsoReported: Set<String>

    init(
        _ check: String, _ name: String,
        passing: FixtureProject = .withFeatures,
        failing: FixtureProject,
        expected: [Expected],
        alsoReported: Set<String> = []
    ) {
        self.check = check
        self.name = name
        self.passing = passing
        self.failing = failing
        self.expected = expected
        self.alsoReported = alsoReported
    }

    var testDescription: String { "\(check): \(name)" }
}

extension DoctorCheckFixture.Expected {
    static func error(_ message: String, _ file: String, _ line: Int? = nil) -> Self {
        Self(severity: .error, message: message, file: file, line: line)
    }

    static func warning(_ message: String, _ file: String, _ line: Int? = nil) -> Self {
        Self(severity: .warning, message: message, file: file, line: line)
    }
}

/// Every check's fixtures. Adding a check without one fails `everyCheckHasAFixture`.
enum DoctorCheckFixtures {
    static let all: [DoctorCheckFixture] = layout + suppressions + dependencies + imports + [unreadableProtocol] + developmentApp + apps + wiring + useCases + testPlans + schemes + featureModules

    static let base = FixtureProject.withFeatures
    static let manifest = "Package.swift"
}
