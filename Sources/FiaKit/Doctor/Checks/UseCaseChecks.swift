// Use cases: each `…UseCase` protocol has an interactor, each interactor's dependency is composed
// into the composition protocol, and interactors are tested. Wherever the project keeps them:
// fia puts them in the domain layer, the practical FIA sample next to the presenters.

/// Every `XUseCase` protocol is implemented by an interactor: a type of a non-test target, not a mock.
struct UseCaseInteractorCheck: DoctorCheck {
    static let id = "wiring.usecase-interactor"
    static let title = "Every use case has an interactor"
    static let group = DoctorCheckGroup.featureWiring

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.model.useCases.isEmpty ? "no target declares a '…UseCase' protocol" : nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        snapshot.model.useCases.filter { snapshot.interactors(of: $0.name).isEmpty }.map { useCase in
            let stem = useCase.name.dropLast("UseCase".count)
            return error(
                "use case '\(useCase.name)' has no interactor: no type outside the tests implements it (mocks do not count)",
                file: useCase.file, line: useCase.line,
                hint: "add 'public struct \(stem)Interactor<Dependency: \(stem)InteractorDependency>: \(useCase.name)' in '\(useCase.target)' (what 'fia add usecase \(stem) --uses <drivers>' writes), or remove the protocol"
            )
        }
    }
}

/// Every `XInteractorDependency` reaches the composition protocol, so both containers provide its
/// drivers: through the dependency of a presenter that calls the use case (FIA's shape), directly
/// (what `fia add usecase` writes, so the use case is served before any presenter calls it), or
/// through any other protocol the composition protocol inherits.
struct InteractorDependencyWiringCheck: DoctorCheck {
    static let id = "wiring.interactor-dependency"
    static let title = "Every InteractorDependency reaches the composition protocol"
    static let group = DoctorCheckGroup.featureWiring

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        if snapshot.model.interactorDependencies.isEmpty { return "no target declares a '…InteractorDependency' protocol" }
        if snapshot.model.compositionProtocol == nil {
            return "'\(snapshot.layers.presentation)' has no composition protocol to compose them into (see wiring.presenter-dependency)"
        }
        return nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        guard let composition = snapshot.model.compositionProtocol else { return [] }
        let composed = Self.composed(into: composition.name, snapshot)
        return snapshot.model.interactorDependencies.filter { !composed.contains($0.name) }.map { dependency in
            let stem = dependency.name.dropLast("InteractorDependency".count)
            return error(
                "'\(dependency.name)' is not composed into '\(composition.name)', directly or through a presenter's dependency",
                file: dependency.file, line: dependency.line,
                hint: "add '\(dependency.name)' to the inheritance clause of the dependency of each presenter calling '\(stem)UseCase' (or of '\(composition.name)' directly), so both containers provide its drivers"
            )
        }
    }
}

extension InteractorDependencyWiringCheck {
    /// The protocols `composition` inherits, directly or through other protocols of the domain and
    /// presentation layers. Read from `snapshot.protocols`, whose inheritance clauses are complete
    /// (a composition protocol of hundreds of features included), like `wiring.presenter-dependency`.
    static func composed(into composition: String, _ snapshot: ProjectSnapshot) -> Set<String> {
        var inheritance: [String: [String]] = [:]
        for item in snapshot.protocols {
            inheritance[item.name, default: []] += item.inheritedTypes
        }
        var composed = Set<String>()
        var pending = inheritance[composition] ?? []
        while let name = pending.popLast() {
            if composed.insert(name).inserted { pending += inheritance[name] ?? [] }
        }
        return composed
    }
}

/// Every interactor is mentioned by a test target's sources (or a file under Tests/): FIA's
/// "Interactor UT", run on the mock container.
struct InteractorTestsCheck: DoctorCheck {
    static let id = "wiring.interactor-tests"
    static let title = "Every interactor has tests"
    static let group = DoctorCheckGroup.featureWiring

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        Self.interactors(snapshot).isEmpty ? "no type implements a '…UseCase' protocol" : nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let interactors = Self.interactors(snapshot)
        // The interactors some test mentions, found in one pass over the tests' words.
        let mentioned = WordTable.mentioned(WordTable(interactors.map(\.name)), in: snapshot.testFiles())
        // Where tests can reach the mock container: the test target of its layer.
        let layer = snapshot.model.mockContainer?.target ?? snapshot.layers.presentation
        let folder = snapshot.model.testTarget(testing: layer)
            .flatMap { snapshot.manifest.target(named: $0) }.map(ProjectSnapshot.folder(of:)) ?? "Tests/\(layer)Tests"
        return interactors.filter { !mentioned.contains($0.name) }.map { interactor in
            return warning(
                "interactor '\(interactor.name)' has no tests", file: interactor.file, line: interactor.line,
                hint: "add '\(folder)/\(interactor.name)Tests.swift' running it on the mock container: what it returns, what the mock drivers recorded"
            )
        }
    }

    /// Each interactor once (a type may implement several use cases), in the model's order;
    /// preview stubs are none (`ProjectSnapshot.interactors(of:)`).
    static func interactors(_ snapshot: ProjectSnapshot) -> [ProjectModel.Declaration] {
        var seen = Set<String>()
        return snapshot.model.useCases.flatMap { snapshot.interactors(of: $0.name) }
            .filter { seen.insert($0.name).inserted }
    }
}
