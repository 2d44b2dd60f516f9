extension ProjectModel {
    /// Finds the roles in the scanned sources: conformance decides what a type is, not its name.
    /// `runs`: which of `sources` are whose (`SourceRuns(sources)`).
    static func discover(
        layers: LayerTargets,
        configuration: ProjectConfiguration,
        manifest: PackageManifest,
        sources: [ProjectSnapshot.SourceFile],
        runs: SourceRuns,
        apps: [AppTarget],
        testPlanPaths: [String]
    ) -> ProjectModel {
        // Every protocol and every conformance, each list in source order; the steps below pick
        // the roles from them.
        var protocols: [(declaration: Declaration, inherited: [String])] = []
        var conformances: [(declaration: Declaration, inherited: [String])] = []
        runs.forEachRun { target, range in
            for index in range {
                // The three lists read in place from the file's shared box: a copy of the whole
                // summary (or of the file) would retain and release each of its parts, per file.
                let declaredProtocols = sources[index].summary.protocols
                let declaredTypes = sources[index].summary.types
                let declaredExtensions = sources[index].summary.extensions
                guard !declaredProtocols.isEmpty || !declaredTypes.isEmpty || !declaredExtensions.isEmpty else { continue }
                let path = sources[index].path
                for item in declaredProtocols {
                    protocols.append((Declaration(name: item.name, file: path, line: item.line, target: target), item.inheritedTypes))
                }
                func keepConformance(_ item: SourceSummary.TypeDeclaration) {
                    let inherited = item.inheritedTypes
                    guard !inherited.isEmpty else { return }
                    conformances.append((Declaration(name: item.name, file: path, line: item.line, target: target), inherited))
                }
                for item in declaredTypes { keepConformance(item) }
                for item in declaredExtensions { keepConformance(item) }
            }
        }
        // The lists below are read by position: a declaration is only copied when it is kept.
        let presentationProtocols = protocols.indices.filter {
            protocols[$0].declaration.target == layers.presentation || layers.featureSet.contains(protocols[$0].declaration.target)
        }
        var presenterDependencies: [Declaration] = []
        for index in presentationProtocols
        where Self.isPresenterDependency(protocols[index].declaration) {
            presenterDependencies.append(protocols[index].declaration)
        }
        let dependencyNames = NameIndex(presenterDependencies.map(\.name))
        func isDependencyName(_ name: String) -> Bool {
            dependencyNames.contains(name)
        }

        let composition: Declaration?
        if let configured = configuration.compositionProtocol {
            composition = presentationProtocols.first { protocols[$0].declaration.name == configured }.map { protocols[$0].declaration }
        } else {
            let composing = presentationProtocols
                .map { ($0, protocols[$0].inherited.filter(isDependencyName).count) }
                .filter { $0.1 > 0 && !isDependencyName(protocols[$0.0].declaration.name) }
                .max { $0.1 < $1.1 }
            composition = composing.map { protocols[$0.0].declaration }
                ?? presentationProtocols.first { protocols[$0].declaration.name == "DIContainerDependency" }.map { protocols[$0].declaration }
        }

        func conformer(in target: String, configured: String?, fallback: String, excluding: String? = nil) -> Declaration? {
            // The first type of that name in the target's files, built only once found.
            func type(named name: String) -> Declaration? {
                var found: Declaration?
                runs.forEachRange(of: target) { range in
                    guard found == nil else { return }
                    for index in range {
                        if let item = sources[index].summary.types.first(where: { $0.name == name }) {
                            found = Declaration(name: item.name, file: sources[index].path, line: item.line, target: target)
                            return
                        }
                    }
                }
                return found
            }
            if let configured { return type(named: configured) }
            if let composition {
                let names = conformances.filter { $0.declaration.target == target && $0.inherited.contains(composition.name) }
                    .map(\.declaration.name).filter { $0 != excluding }
                if let name = names.first(where: { $0.contains("Mock") }) ?? names.first, let type = type(named: name) {
                    return type
                }
            }
            return type(named: fallback)
        }
        let container = conformer(in: layers.dependencyInjection, configured: configuration.container, fallback: "DIContainer")
        let mockContainer = conformer(
            in: layers.presentation, configured: configuration.mockContainer, fallback: "MockDIContainer", excluding: container?.name)

        var driverProtocols: [Declaration] = []
        for index in protocols.indices where protocols[index].declaration.target == layers.domain
            && Self.isDriverProtocol(protocols[index].declaration.name) {
            driverProtocols.append(protocols[index].declaration)
        }
        let driverNames = NameIndex(driverProtocols.map(\.name))
        // Each driver protocol's conformers by its id, then by name, keyed (as appended) by the
        // name the first of them inherits.
        var conformersByID: [[Declaration]] = Array(repeating: [], count: driverNames.count)
        var conformedIDs: [(id: Int, name: String)] = []
        for conformance in conformances.indices where driverNames.count > 0 {
            for name in conformances[conformance].inherited {
                guard let id = driverNames.id(of: name) else { continue }
                if conformersByID[id].isEmpty { conformedIDs.append((id, name)) }
                conformersByID[id].append(conformances[conformance].declaration)
            }
        }
        var driverConformers: [String: [Declaration]] = [:]
        driverConformers.reserveCapacity(conformedIDs.count)
        for (id, name) in conformedIDs { driverConformers[name] = conformersByID[id] }

        // Use cases: by name first (cheap), then by where they live. Which targets are tests or
        // framework modules is only worked out when a name asks.
        var testTargets: NameIndex?
        func isTestTarget(_ name: String) -> Bool {
            if testTargets == nil {
                var names = NameIndex()
                // By index: a target looped over by value is copied, each of its parts retained.
                for index in manifest.targets.indices where manifest.targets[index].kind == .test { names.insert(manifest.targets[index].name) }
                testTargets = names
            }
            return testTargets!.contains(name)
        }
        let frameworks = layers.frameworkSet
        var useCases: [Declaration] = []
        var interactorDependencies: [Declaration] = []
        for index in protocols.indices {
            let name = protocols[index].declaration.name
            let isUseCase = Self.hasSuffix(name, "UseCase")
            guard isUseCase || Self.hasSuffix(name, "InteractorDependency"),
                  !isTestTarget(protocols[index].declaration.target), !frameworks.contains(protocols[index].declaration.target) else { continue }
            if isUseCase { useCases.append(protocols[index].declaration) } else { interactorDependencies.append(protocols[index].declaration) }
        }
        let useCaseNames = NameIndex(useCases.map(\.name))
        var interactors: [String: [Declaration]] = [:]
        for conformance in conformances.indices where useCaseNames.count > 0 {
            for name in conformances[conformance].inherited where useCaseNames.contains(name) {
                let type = conformances[conformance].declaration
                guard !isTestTarget(type.target), !type.name.contains("Mock") else { continue }
                interactors[name, default: []].append(type)
            }
        }

        var moduleNames = NameIndex(minimumCapacity: manifest.targets.count)
        for index in manifest.targets.indices where manifest.targets[index].kind != .test { moduleNames.insert(manifest.targets[index].name) }
        var testSubjects: [String: [String]] = [:]
        testSubjects.reserveCapacity(manifest.targets.count)
        for testIndex in manifest.targets.indices where manifest.targets[testIndex].kind == .test {
            let name = manifest.targets[testIndex].name
            var subjects: [String] = []
            // Names this target's files import that are no module: a target's files mostly import
            // the same few, and a name already judged (here or in `subjects`) is not hashed again.
            var others: [String] = []
            if name.hasSuffix("Tests") {
                let subject = String(name.dropLast(5))
                if moduleNames.contains(subject) { subjects.append(subject) }
            }
            // Its files' imports, in plain loops: no closure captures `subjects` or `others`, so
            // they are not checked for exclusive access at each use.
            for range in runs.ranges(of: name) {
                for index in range {
                    for item in sources[index].summary.imports {
                        Self.considerSubject(item.module, modules: moduleNames, subjects: &subjects, others: &others)
                    }
                }
            }
            // What it declares it tests it with, too: a test may use any module it names.
            for dependency in manifest.targets[testIndex].dependencies where !dependency.isProduct {
                Self.considerSubject(dependency.name, modules: moduleNames, subjects: &subjects, others: &others)
            }
            testSubjects[name] = subjects
        }

        var apps = apps
        let appFiles = Set(apps.filter(\.reason.isEmpty).flatMap(\.sourceFiles))
        var identifiers: [String: Set<String>] = [:]
        // A path is only hashed when its length is an app file's: most of a big package's are not.
        var appFileLengths = [Bool](repeating: false, count: (appFiles.map(\.utf8.count).max() ?? -1) + 1)
        for file in appFiles { appFileLengths[file.utf8.count] = true }
        for file in sources where file.path.utf8.count < appFileLengths.count && appFileLengths[file.path.utf8.count] && appFiles.contains(file.path) {
            identifiers[file.path, default: []].formUnion(file.summary.identifiers)
        }
        for index in apps.indices where apps[index].reason.isEmpty {
            let name = apps[index].name
            let mentioned = apps[index].sourceFiles.reduce(into: Set<String>()) { $0.formUnion(identifiers[$1] ?? []) }
            if !configuration.developmentApps.isEmpty {
                apps[index].isDevelopment = configuration.developmentApps.contains(name)
                apps[index].reason = "'developmentApp' in \(ProjectConfiguration.path)"
            } else if AppTarget.isNamedDevelopment(name) {
                apps[index].isDevelopment = true
                apps[index].reason = "by its name"
            } else if let mock = mockContainer?.name, mentioned.contains(mock), !mentioned.contains(container?.name ?? "") {
                apps[index].isDevelopment = true
                apps[index].reason = "its sources use '\(mock)' and not the real container"
            } else {
                apps[index].reason = "neither its name nor its sources say Development"
            }
        }

        return ProjectModel(
            layers: layers, compositionProtocol: composition, presenterDependencies: presenterDependencies,
            container: container, mockContainer: mockContainer, driverProtocols: driverProtocols,
            driverConformers: driverConformers, useCases: useCases, interactors: interactors,
            interactorDependencies: interactorDependencies,
            testSubjects: testSubjects, apps: apps, testPlanPaths: testPlanPaths
        )
    }

    /// A test target's `name` (imported or depended on) is one of its subjects when it names a
    /// module; a name already in `subjects` or `others` (up to 16 names judged no module) is
    /// passed over.
    private static func considerSubject(_ name: String, modules: NameIndex, subjects: inout [String], others: inout [String]) {
        guard !subjects.contains(name), !others.contains(name) else { return }
        if modules.contains(name) {
            subjects.append(name)
        } else if others.count < 16 {
            others.append(name)
        }
    }

    static func isPresenterDependency(_ declaration: Declaration) -> Bool {
        hasSuffix(declaration.name, "PresenterDependency")
    }

    /// Whether `name` ends in `suffix` (ASCII letters, no `K`) and is more than it (`CheckoutUseCase`,
    /// not `UseCase`): no other character is equal to such a letter (the Kelvin sign is to `K`), so
    /// the characters it ends in are the suffix's bytes, and it has a character more exactly when
    /// it has more bytes.
    static func hasSuffix(_ name: String, _ suffix: String) -> Bool {
        name.hasSuffix(suffix) && name.utf8.count > suffix.utf8.count
    }

    static func isDriverProtocol(_ name: String) -> Bool {
        hasSuffix(name, "DriverProtocol")
    }
}
