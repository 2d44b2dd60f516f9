// Test plans as Xcode runs them: each plan from the schemes that name it, each entry's
// `containerPath` resolved against the scheme's container (see `SchemeContainer`).

extension ProjectSnapshot {
    /// The schemes that run the plan at `plan` (project-relative), one per container.
    func schemes(running plan: String) -> [SchemePlanReference] {
        var seen = Set<String>()
        return schemePlanReferences.filter { reference in
            reference.path == plan && !reference.isOutsideRepository && seen.insert(reference.container.path).inserted
        }
    }

    /// The `containerPath` that names the package in the plan at `plan`: from the first scheme
    /// running it (`container:..` from `App/Demo.xcodeproj`), `container:` when no scheme fia read
    /// runs it (the package's own plan).
    public func packageContainerPath(forPlan plan: String) -> String {
        schemes(running: plan).first.map { $0.container.containerPath(to: "") } ?? SchemeContainer.prefix
    }

    /// The container XcodeGen writes from App/project.yml (`App/<name>.xcodeproj`), when there is a spec.
    var xcodeGenProject: String? {
        xcodeGen.map { Path.join(Path.parent(Self.xcodeGenPath), "\($0.projectName ?? "App").xcodeproj") }
    }

    /// Why an entry of a plan does not resolve from `scheme`'s container to a target that exists, and
    /// the `containerPath` (or identifier) to write instead; `nil` when it resolves, or leads to a
    /// container fia did not read (another local package), which it cannot judge.
    /// `resolved` is `scheme.container.resolve(entry.containerPath)`.
    func unresolved(_ entry: TestPlan.Entry, resolved: String?, from scheme: SchemePlanReference) -> (problem: String, fix: String)? {
        let container = scheme.container
        // The package: `test-plans.unknown-target` reports a name that is no test target.
        guard let target = resolved, !target.isEmpty else { return nil }
        let targets = xcodeProjectTargets[target]
        if let targets, targets.contains(where: { $0.id == entry.identifier && $0.name == entry.name }) { return nil }
        let spec = target == xcodeGenProject ? xcodeGen : nil
        if let spec, spec.targetLines[entry.name] != nil,
           entry.identifier == NewCommand.xcodeGenTargetID(entry.name, project: spec.projectName ?? "App") {
            return nil
        }
        // It does not resolve: where a target of that name is (the package, a project fia read or
        // the one XcodeGen writes), for the hint.
        let home: String? = manifest.target(named: entry.name)?.kind == .test ? ""
            : xcodeProjectTargets.first { $0.value.contains { $0.name == entry.name } }?.key
            ?? (xcodeGen?.targetLines[entry.name] != nil ? xcodeGenProject : nil)
        let rewrite = home.map { "write \"containerPath\" : \"\(container.containerPath(to: $0))\"" }
            ?? "remove the entry, or point it at the container that holds '\(entry.name)'"
        let shown = "'\(target)'"
        if let targets {
            if home == target, let id = targets.first(where: { $0.name == entry.name })?.id {
                return ("\(shown), where '\(entry.name)' has the id '\(id)', not '\(entry.identifier)'", "write \"identifier\" : \"\(id)\"")
            }
            return ("\(shown), which has no target '\(entry.name)'", rewrite)
        }
        if let spec {
            guard spec.targetLines[entry.name] != nil else {
                return ("\(shown), for which App/project.yml declares no target '\(entry.name)'", rewrite)
            }
            let id = NewCommand.xcodeGenTargetID(entry.name, project: spec.projectName ?? "App")
            return ("\(shown), where XcodeGen gives '\(entry.name)' the id '\(id)', not '\(entry.identifier)'", "write \"identifier\" : \"\(id)\"")
        }
        if target.hasSuffix(".xcodeproj") || target.hasSuffix(".xcworkspace") || home != nil {
            return ("\(shown), which is no package or Xcode project fia found", rewrite)
        }
        return nil
    }
}

/// Every entry of a plan resolves, from the container of each scheme that runs the plan, to a
/// target that exists: a test target of the package, a native target (by its id) of the Xcode
/// project, or a target of the project XcodeGen writes from App/project.yml.
struct TestPlanContainersCheck: DoctorCheck {
    static let id = "test-plans.containers"
    static let title = "Test plans name targets their schemes' containers hold"
    static let group = DoctorCheckGroup.testPlans

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.testPlansSkipReason ?? (snapshot.testPlans.contains { !snapshot.schemes(running: $0.path).isEmpty }
            ? nil : "no scheme fia read (the package's, an app project's, App/project.yml's) runs a test plan")
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        snapshot.testPlans.flatMap { file -> [Finding] in
            guard case .success(let plan) = file.plan else { return [] }
            return snapshot.schemes(running: file.path).flatMap { scheme in
                // A plan's entries name a few containers, each resolved once.
                var resolved: [String: String?] = [:]
                return plan.testTargets.compactMap { entry -> Finding? in
                    let target = resolved[entry.containerPath] ?? {
                        let target = scheme.container.resolve(entry.containerPath)
                        resolved[entry.containerPath] = target
                        return target
                    }()
                    guard let (problem, fix) = snapshot.unresolved(entry, resolved: target, from: scheme) else { return nil }
                    let runner = scheme.container.kind == .package ? "the package's scheme '\(scheme.scheme)'" : "the scheme '\(scheme.scheme)' of '\(scheme.container.path)'"
                    return error(
                        "'\(entry.name)' does not run from \(runner): Xcode reads '\(entry.containerPath)' as \(problem)",
                        file: file.path, line: entry.line,
                        hint: "\(fix) (Xcode resolves a plan's paths from the folder of the scheme's container)"
                    )
                }
            }
        }
    }
}

/// The Development app's plan runs no test of the DI layer or of a framework module: the
/// Development app never builds them (it runs on the mock container).
struct DevelopmentAppPlanCheck: DoctorCheck {
    static let id = "test-plans.development-app"
    static let title = "The Development app's plan runs no DI-layer or framework-module tests"
    static let group = DoctorCheckGroup.testPlans

    /// The plans the Development apps' schemes run (a scheme is named after its app).
    static func plans(_ snapshot: ProjectSnapshot) -> [ProjectSnapshot.TestPlanFile] {
        let development = Set(snapshot.model.apps.filter(\.isDevelopment).map(\.name))
        let paths = Set(snapshot.schemePlanReferences.filter { development.contains($0.scheme) }.compactMap(\.path))
        return snapshot.testPlans.filter { paths.contains($0.path) }
    }

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.testPlansSkipReason ?? (Self.plans(snapshot).isEmpty
            ? "no scheme of a Development app runs a test plan fia read" : nil)
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let classification = snapshot.classification
        return Self.plans(snapshot).flatMap { file -> [Finding] in
            guard case .success(let plan) = file.plan else { return [] }
            return plan.testTargets.compactMap { entry -> Finding? in
                guard case .test(let subjects) = classification.role(of: entry.name),
                      let subject = subjects.first(where: classification.isProductionOnly) else { return nil }
                let what = classification.role(of: subject) == .dependencyInjection ? "the DI layer" : "the framework module"
                return error(
                    "the Development app's plan '\(file.name)' runs '\(entry.name)', which tests \(what) '\(subject)' that the Development app never builds",
                    file: file.path, line: entry.line,
                    hint: "remove the entry from '\(file.path)'; the Production app's plan and UnitTests run it"
                )
            }
        }
    }
}
