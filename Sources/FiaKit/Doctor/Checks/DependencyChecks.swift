// Dependencies: the layer rule over Package.swift's target dependencies.

/// Every target's dependencies follow the layer rule (see `TargetClassification`).
struct DependencyDirectionCheck: DoctorCheck {
    static let id = "dependencies.direction"
    static let title = "Dependencies point the FIA way"
    static let group = DoctorCheckGroup.dependencies

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        var findings: [Finding] = []
        let classification = snapshot.classification
        for target in snapshot.manifest.targets {
            // The target's side of the rule, looked up once for all its dependencies.
            let dependent = classification.dependent(target.name)
            for dependency in target.dependencies where !dependency.isProduct {
                guard let violation = classification.violation(from: dependent, to: dependency.name) else { continue }
                findings.append(error(
                    "'\(target.name)' depends on '\(dependency.name)', but \(violation.rule)",
                    file: snapshot.manifestFile(of: target.name), line: dependency.line ?? target.line,
                    hint: "remove \"\(dependency.name)\" from the dependencies of '\(target.name)'; \(violation.hint)"
                ))
            }
        }
        return findings
    }
}

/// The package's targets depend on each other without cycles.
struct DependencyCycleCheck: DoctorCheck {
    static let id = "dependencies.cycle"
    static let title = "No dependency cycles"
    static let group = DoctorCheckGroup.dependencies

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        snapshot.graph.cycles().map { cycle in
            let path = (cycle + [cycle[0]]).map { "'\($0)'" }.joined(separator: " → ")
            return error(
                "dependency cycle: \(path)",
                file: snapshot.manifestFile(of: cycle[0]), line: snapshot.manifestLine(of: cycle[0]),
                hint: "remove one of these dependencies; in FIA every dependency points towards '\(snapshot.layers.domain)'"
            )
        }
    }
}

/// Every framework module is linked by the DI layer, so the Production app ships it.
struct FrameworkReachabilityCheck: DoctorCheck {
    static let id = "dependencies.framework-reachable"
    static let title = "Every framework module is reachable from the DI layer"
    static let group = DoctorCheckGroup.dependencies

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        if snapshot.classification.frameworks.isEmpty { return "the package has no framework modules" }
        if snapshot.manifest.target(named: snapshot.layers.dependencyInjection) == nil { return "the package has no DI layer target" }
        return nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let injection = snapshot.layers.dependencyInjection
        let reachable = snapshot.graph.reachable(from: injection)
        return snapshot.classification.frameworks.filter { !reachable.contains($0) }.map { framework in
            warning(
                "framework module '\(framework)' is not reachable from '\(injection)', so no app links it",
                file: snapshot.manifestFile(of: framework), line: snapshot.manifestLine(of: framework),
                hint: "add \"\(framework)\" to the dependencies of '\(injection)' and provide its driver in '\(snapshot.model.container?.name ?? "the DI container")'"
            )
        }
    }
}
