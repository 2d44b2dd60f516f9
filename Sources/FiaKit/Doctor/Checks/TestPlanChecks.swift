// Test plans: the project's plans (wherever it keeps them) and the package's test targets agree.

extension ProjectSnapshot {
    /// Why the test plan checks have nothing to examine, if they have not.
    var testPlansSkipReason: String? {
        testPlans.isEmpty
            ? "the project has no test plans: none in the package, beside its workspace or in its schemes (set 'testPlans' in '\(ProjectConfiguration.path)')"
            : nil
    }

    /// The package's test targets, in manifest order.
    var testTargetNames: [String] {
        manifest.targets.filter { $0.kind == .test }.map(\.name)
    }
}

/// Every test plan is valid JSON with a `testTargets` array.
struct TestPlansValidCheck: DoctorCheck {
    static let id = "test-plans.valid"
    static let title = "Test plans are valid"
    static let group = DoctorCheckGroup.testPlans
    static let requiresManifest = false

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.testPlansSkipReason
    }

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

/// UnitTests (fia's plan of every test) lists every test target of the package, and so does the
/// Production app's plan (ProductionApp, what its scheme tests) where there is one. A project
/// without a UnitTests plan only gets a warning for each test target that no plan runs.
struct UnitTestsPlanCheck: DoctorCheck {
    static let id = "test-plans.unit-tests"
    static let title = "UnitTests and the Production app's plan run every test target"
    static let group = DoctorCheckGroup.testPlans

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.testPlansSkipReason ?? (snapshot.testTargetNames.isEmpty ? "the package has no test targets" : nil)
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let tests = snapshot.testTargetNames
        let production = missingEntries(of: tests, inPlan: "ProductionApp", snapshot)
        if snapshot.testPlan(named: "UnitTests") != nil {
            return missingEntries(of: tests, inPlan: "UnitTests", snapshot) + production
        }
        var listed = Set<String>()
        for file in snapshot.testPlans {
            if case .success(let plan) = file.plan { listed.formUnion(plan.testTargets.flatMap { [$0.name, $0.identifier] }) }
        }
        let plans = snapshot.testPlans.map { "'\($0.path)'" }.joined(separator: ", ")
        return production + tests.filter { !listed.contains($0) }.map { test in
            warning(
                "test target '\(test)' is in none of the project's test plans", file: snapshot.manifestFile(of: test),
                line: snapshot.manifestLine(of: test),
                hint: "add it to one of \(plans), so Xcode runs it"
            )
        }
    }
}

/// DriverTests lists every framework module's test target.
struct DriverTestsPlanCheck: DoctorCheck {
    static let id = "test-plans.driver-tests"
    static let title = "DriverTests runs every framework module's tests"
    static let group = DoctorCheckGroup.testPlans

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.testPlansSkipReason ?? (snapshot.testPlan(named: "DriverTests") == nil ? "the project has no 'DriverTests' plan (fia's convention)" : nil)
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let classification = snapshot.classification
        let tests = snapshot.manifest.targets.filter { target in
            // A driver test tests a framework module, and neither presentation nor the DI layer.
            guard case .test(let subjects) = classification.role(of: target.name) else { return false }
            let roles = subjects.compactMap { classification.role(of: $0) }
            return roles.contains(.framework) && !roles.contains(.presentation) && !roles.contains(.dependencyInjection)
        }
        return missingEntries(of: tests.map(\.name), inPlan: "DriverTests", snapshot)
    }
}

/// With one module per feature, each feature module's own tests (those testing it and nothing the
/// Development app never builds) are in PresenterTests and in the Development app's plans, as
/// `fia add feature` puts them; UnitTests and the Production app's plan are `test-plans.unit-tests`'.
struct FeatureTestsPlanCheck: DoctorCheck {
    static let id = "test-plans.feature-tests"
    static let title = "PresenterTests and the Development app's plan run every feature module's tests"
    static let group = DoctorCheckGroup.testPlans

    /// The plans presenter tests belong in: PresenterTests (fia's), then the Development apps'.
    private func plans(_ snapshot: ProjectSnapshot) -> [String] {
        var names = snapshot.testPlan(named: "PresenterTests") == nil ? [] : ["PresenterTests"]
        for file in DevelopmentAppPlanCheck.plans(snapshot) where !names.contains(file.name) { names.append(file.name) }
        return names
    }

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        if snapshot.layers.featureModules.isEmpty { return "the project has no feature modules" }
        if let reason = snapshot.testPlansSkipReason { return reason }
        return plans(snapshot).isEmpty ? "the project has no 'PresenterTests' plan (fia's convention) and no Development app's plan" : nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let classification = snapshot.classification
        let features = snapshot.layers.featureSet
        let tests = snapshot.manifest.targets.filter { target in
            guard case .test(let subjects) = classification.role(of: target.name) else { return false }
            return subjects.contains(where: features.contains) && !subjects.contains(where: classification.isProductionOnly)
        }.map(\.name)
        return plans(snapshot).flatMap { missingEntries(of: tests, inPlan: $0, snapshot) }
    }
}

extension DoctorCheck {
    /// The findings for test targets `tests` that the plan `name` does not list.
    fileprivate func missingEntries(of tests: [String], inPlan name: String, _ snapshot: ProjectSnapshot) -> [Finding] {
        guard !tests.isEmpty, let file = snapshot.testPlan(named: name) else { return [] }
        let path = file.path
        // An invalid plan is reported by `test-plans.valid`.
        guard case .success(let plan) = file.plan else { return [] }
        var listed = Set<String>(minimumCapacity: plan.testTargets.count * 2)
        for entry in plan.testTargets {
            listed.insert(entry.name)
            listed.insert(entry.identifier)
        }
        return tests.filter { !listed.contains($0) }.map { test in
            error(
                "test target '\(test)' is not in the test plan '\(name)'", file: path,
                hint: "add {\"target\" : {\"containerPath\" : \"\(snapshot.packageContainerPath(forPlan: path))\", \"identifier\" : \"\(test)\", \"name\" : \"\(test)\"}} to its 'testTargets'"
            )
        }
    }
}

/// No plan names a package test target that does not exist. An entry is the package's when it
/// resolves to the package from a scheme running the plan (`container:` from the package's scheme,
/// `container:..` from `App/Demo.xcodeproj`'s); in a plan no scheme runs, when it says `container:`
/// or names the package's folder. Entries of other containers are `test-plans.containers`' business.
struct UnknownPlanTargetCheck: DoctorCheck {
    static let id = "test-plans.unknown-target"
    static let title = "Test plans name only existing test targets"
    static let group = DoctorCheckGroup.testPlans

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.testPlansSkipReason
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let tests = Set(snapshot.testTargetNames)
        let package = snapshot.packageFolderName
        return snapshot.testPlans.flatMap { file -> [Finding] in
            guard case .success(let plan) = file.plan else { return [] }
            let schemes = snapshot.schemes(running: file.path)
            // A plan's entries name a few containers, each resolved once.
            var isPackage: [String: Bool] = [:]
            return plan.testTargets
                .filter { entry in
                    guard !tests.contains(entry.identifier) && !tests.contains(entry.name) else { return false }
                    let container = entry.containerPath
                    if let known = isPackage[container] { return known }
                    let answer = schemes.isEmpty
                        ? container == "container:" || container.isEmpty
                            || (package != nil && Path.lastComponent(String(container.dropFirst("container:".count))) == package)
                        : schemes.contains { $0.container.resolve(container) == "" }
                    isPackage[container] = answer
                    return answer
                }
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
