// Test plans: the plans under TestPlans/ and the package's test targets agree.

/// Every test plan is valid JSON with a `testTargets` array.
struct TestPlansValidCheck: DoctorCheck {
    static let id = "test-plans.valid"
    static let title = "Test plans are valid"
    static let group = DoctorCheckGroup.testPlans
    static let requiresManifest = false

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        snapshot.testPlans.compactMap { file -> Finding? in
            guard case .failure(let problem) = file.plan else { return nil }
            return error(
                problem.description, file: file.path, line: problem.line,
                hint: "fix the file, or recreate the plan in Xcode and list the test targets again"
            )
        }
    }
}

/// UnitTests lists every test target of the package.
struct UnitTestsPlanCheck: DoctorCheck {
    static let id = "test-plans.unit-tests"
    static let title = "UnitTests runs every test target"
    static let group = DoctorCheckGroup.testPlans

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let tests = snapshot.manifest.targets.filter { $0.kind == .test }.map(\.name)
        return missingEntries(of: tests, inPlan: "UnitTests", snapshot)
    }
}

/// DriverTests lists every framework module's test target.
struct DriverTestsPlanCheck: DoctorCheck {
    static let id = "test-plans.driver-tests"
    static let title = "DriverTests runs every framework module's tests"
    static let group = DoctorCheckGroup.testPlans

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let tests = snapshot.manifest.targets.filter { target in
            guard case .test(let subject?) = snapshot.classification.role(of: target.name) else { return false }
            return snapshot.classification.role(of: subject) == .framework
        }
        return missingEntries(of: tests.map(\.name), inPlan: "DriverTests", snapshot)
    }
}

extension DoctorCheck {
    /// The findings for test targets `tests` that the plan `name` does not list.
    fileprivate func missingEntries(of tests: [String], inPlan name: String, _ snapshot: ProjectSnapshot) -> [Finding] {
        guard !tests.isEmpty else { return [] }
        let path = Path.join(ProjectSnapshot.testPlansFolder, name + ".xctestplan")
        guard let file = snapshot.testPlan(named: name) else {
            return [error(
                "the test plan '\(name)' does not exist", file: path,
                hint: "create '\(path)' listing \(tests.map { "'\($0)'" }.joined(separator: ", "))"
            )]
        }
        // An invalid plan is reported by `test-plans.valid`.
        guard case .success(let plan) = file.plan else { return [] }
        let listed = Set(plan.testTargets.flatMap { [$0.name, $0.identifier] })
        return tests.filter { !listed.contains($0) }.map { test in
            error(
                "test target '\(test)' is not in the test plan '\(name)'", file: path,
                hint: "add {\"target\" : {\"containerPath\" : \"container:\", \"identifier\" : \"\(test)\", \"name\" : \"\(test)\"}} to its 'testTargets'"
            )
        }
    }
}

/// No plan names a package test target that does not exist. Entries of other containers
/// (`container:App/Demo.xcodeproj`) are the Xcode project's business and are not checked.
struct UnknownPlanTargetCheck: DoctorCheck {
    static let id = "test-plans.unknown-target"
    static let title = "Test plans name only existing test targets"
    static let group = DoctorCheckGroup.testPlans

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let tests = Set(snapshot.manifest.targets.filter { $0.kind == .test }.map(\.name))
        return snapshot.testPlans.flatMap { file -> [Finding] in
            guard case .success(let plan) = file.plan else { return [] }
            return plan.testTargets
                .filter { ($0.containerPath == "container:" || $0.containerPath.isEmpty) && !tests.contains($0.identifier) && !tests.contains($0.name) }
                .map { entry in
                    error(
                        "the test plan '\(file.name)' names '\(entry.name)', which is not a test target of the package",
                        file: file.path, line: entry.line,
                        hint: "remove the entry from '\(file.path)', or add the test target to 'Package.swift'"
                    )
                }
        }
    }
}

extension TestPlanError {
    /// The line the problem is on, when the error knows it.
    var line: Int? {
        switch self {
        case .invalidJSON(let line, _), .testTargetsNotAnArray(let line), .invalidTestTarget(let line): line
        case .notAnObject, .missingTestTargets: nil
        }
    }
}
