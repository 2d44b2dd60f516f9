@testable import FiaKit
import Testing

/// The one generic test over every check's passing and failing fixture.
struct DoctorCheckTests {
    @Test(arguments: DoctorCheckFixtures.all)
    func fixture(_ fixture: DoctorCheckFixture) throws {
        let check = try #require(Doctor.check(id: fixture.check), "no check '\(fixture.check)' is registered")

        let passing = Doctor.run(fixture.passing.snapshot())
        #expect(passing.findings == [], "the passing fixture must pass every check")

        let failing = fixture.failing.snapshot()
        let findings = check.run(failing)
        let expected = fixture.expected.map { Finding(check: fixture.check, severity: $0.severity, message: $0.message, file: $0.file, line: $0.line, hint: "") }
        #expect(findings.map { with($0) { $0.hint = "" } } == expected)
        #expect(findings.allSatisfy { !$0.hint.isEmpty })

        let others = Doctor.run(failing).findings.filter { $0.check != fixture.check && !fixture.alsoReported.contains($0.check) }
        #expect(others == [], "the mutation trips other checks")
        for id in fixture.alsoReported {
            #expect(Doctor.run(failing).findings.contains { $0.check == id }, "'\(id)' is expected to report too")
        }
    }

    /// What fia generates passes doctor: the passing fixtures are generated, not hand-written.
    @Test(arguments: [FixtureProject.fresh, .withFeatures])
    func doctorPassesTheGeneratedProject(_ project: FixtureProject) {
        #expect(Doctor.run(project.snapshot()).findings == [])
    }

    @Test func everyCheckHasAFixture() {
        let covered = Set(DoctorCheckFixtures.all.map(\.check))
        let ids = Doctor.checks.map { type(of: $0).id }
        #expect(ids.filter { !covered.contains($0) } == [])
        #expect(Set(ids).count == ids.count, "check ids are unique")
    }

    private func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
        var value = value
        change(&value)
        return value
    }
}
