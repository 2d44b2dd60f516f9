extension ProjectModel {
    /// Finds the roles in the scanned sources: conformance decides what a type is, not its name.
    static func discover(
        layers: LayerTargets,
        configuration: ProjectConfiguration,
        manifest: PackageManifest,
        sources: [ProjectSnapshot.SourceFile],
        apps: [AppTarget],
        testPlanPaths: [String]
    ) -> ProjectModel {
        var filesByTarget: [String: [ProjectSnapshot.SourceFile]] = [:]
        filesByTarget.reserveCapacity(manifest.targets.count)
        // The sources come sorted by path, so a target's files mostly come in runs: one lookup per run.
        var runStart = 0
        var runTarget: String?
        func closeRun(at end: Int) {
            if let runTarget, runStart < end { filesByTarget[runTarget, default: []].append(contentsOf: sources[runStart..<end]) }
        }
        for (index, file) in sources.enumerated() {
            let target = file.target
            if target != runTarget {
                closeRun(at: index)
                runTarget = target
                runStart = index
            }
        }
        closeRun(at: sources.count)
        var protocols: [(declaration: Declaration, inherited: [String])] = []
        var conformances: [(declaration: Declaration, inherited: [String])] = []
        for file in sources {
            guard let target = file.target else { continue }
            // Each file's summary read once (it lives in the file's shared box).
            let summary = file.summary
            guard !summary.protocols.isEmpty || !summary.types.isEmpty || !summary.extensions.isEmpty else { continue }
            let path = file.path
            for item in summary.protocols {
                protocols.append((Declaration(name: item.name, file: path, line: item.line, target: target), item.inheritedTypes))
            }
            for item in summary.types where !item.inheritedTypes.isEmpty {
                conformances.append((Declaration(name: item.name, file: path, line: item.line, target: target), item.inheritedTypes))
            }
            for item in summary.extensions where !item.inheritedTypes.isEmpty {
                conformances.append((Declaration(name: item.name, file: path, line: item.line, target: target), item.inheritedTypes))
            }
        }
        let presentationProtocols = protocols.filter { $0.declaration.target == layers.presentation }
        let presenterDependencies = presentationProtocols.map(\.declaration).filter(Self.isPresenterDependency)
        let dependencyNames = Set(presenterDependencies.map(\.name))

        let composition: Declaration?
        if let configured = configuration.compositionProtocol {
            composition = presentationProtocols.first { $0.declaration.name == configured }?.declaration
        } else {
            let composing = presentationProtocols
                .map { ($0.declaration, $0.inherited.filter(dependencyNames.contains).count) }
                .filter { $0.1 > 0 && !dependencyNames.contains($0.0.name) }
                .max { $0.1 < $1.1 }
            composition = composing?.0 ?? presentationProtocols.first { $0.declaration.name == "DIContainerDependency" }?.declaration
        }

        func conformer(in target: String, configured: String?, fallback: String, excluding: String? = nil) -> Declaration? {
            // The first type of that name in the target's files, built only once found.
            func type(named name: String) -> Declaration? {
                for file in filesByTarget[target, default: []] {
                    if let item = file.summary.types.first(where: { $0.name == name }) {
                        return Declaration(name: item.name, file: file.path, line: item.line, target: target)
                    }
                }
                return nil
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

        let driverProtocols = protocols.map(\.declaration).filter { $0.target == layers.domain && Self.isDriverProtocol($0.name) }
        let driverNames = Set(driverProtocols.map(\.name))
        var driverConformers: [String: [Declaration]] = [:]
        for conformance in conformances {
            // Only a name ending in `DriverProtocol` can be one: the rest are not hashed.
            for name in conformance.inherited where Self.endsWith(name, "DriverProtocol") && driverNames.contains(name) {
                driverConformers[name, default: []].append(conformance.declaration)
            }
        }

        // Use cases: by name first (cheap), then by where they live.
        let testTargets = Set(manifest.targets.filter { $0.kind == .test }.map(\.name))
        let frameworks = Set(layers.frameworks)
        var useCases: [Declaration] = []
        var interactorDependencies: [Declaration] = []
        for (declaration, _) in protocols {
            let isUseCase = Self.hasSuffix(declaration.name, "UseCase")
            guard isUseCase || Self.hasSuffix(declaration.name, "InteractorDependency"),
                  !testTargets.contains(declaration.target), !frameworks.contains(declaration.target) else { continue }
            if isUseCase { useCases.append(declaration) } else { interactorDependencies.append(declaration) }
        }
        let useCaseNames = Set(useCases.map(\.name))
        var interactors: [String: [Declaration]] = [:]
        for conformance in conformances where !useCaseNames.isEmpty {
            for name in conformance.inherited where Self.endsWith(name, "UseCase") && useCaseNames.contains(name) {
                let type = conformance.declaration
                guard !testTargets.contains(type.target), !type.name.contains("Mock") else { continue }
                interactors[name, default: []].append(type)
            }
        }

        let moduleNames = Set(manifest.targets.filter { $0.kind != .test }.map(\.name))
        var testSubjects: [String: [String]] = [:]
        for test in manifest.targets where test.kind == .test {
            var subjects: [String] = []
            if test.name.hasSuffix("Tests") {
                let subject = String(test.name.dropLast(5))
                if moduleNames.contains(subject) { subjects.append(subject) }
            }
            for file in filesByTarget[test.name, default: []] {
                for item in file.summary.imports where moduleNames.contains(item.module) && !subjects.contains(item.module) {
                    subjects.append(item.module)
                }
            }
            // What it declares it tests it with, too: a test may use any module it names.
            for dependency in test.dependencies where !dependency.isProduct && moduleNames.contains(dependency.name) && !subjects.contains(dependency.name) {
                subjects.append(dependency.name)
            }
            testSubjects[test.name] = subjects
        }

        var apps = apps
        let appFiles = Set(apps.filter(\.reason.isEmpty).flatMap(\.sourceFiles))
        var identifiers: [String: Set<String>] = [:]
        // App files are few: a path is only hashed when it could be one of theirs. ASCII paths equal
        // only by equal bytes, so an ASCII path of another length than every (ASCII) app file's is none.
        var appFileLengths: [Bool]?
        if appFiles.allSatisfy(ByteSearch.isASCII) {
            var lengths = [Bool](repeating: false, count: (appFiles.map(\.utf8.count).max() ?? 0) + 1)
            for path in appFiles { lengths[path.utf8.count] = true }
            appFileLengths = lengths
        }
        for file in sources where !appFiles.isEmpty {
            let path = file.path
            if let lengths = appFileLengths {
                let length = path.utf8.count
                if !(length < lengths.count && lengths[length]), ByteSearch.isASCII(path) { continue }
            }
            guard appFiles.contains(path) else { continue }
            identifiers[path, default: []].formUnion(file.summary.identifiers)
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

    static func isPresenterDependency(_ declaration: Declaration) -> Bool {
        declaration.name.hasSuffix("PresenterDependency") && declaration.name != "PresenterDependency"
    }

    /// Whether `name` ends in `suffix` and is more than it (`CheckoutUseCase`, not `UseCase`).
    static func hasSuffix(_ name: String, _ suffix: String) -> Bool {
        name.hasSuffix(suffix) && name.count > suffix.count
    }

    /// Whether `name`'s bytes end with the ASCII `suffix`'s: true of every name `hasSuffix` accepts
    /// (and of every name equal to one), so a set of such names need not be asked about the rest.
    static func endsWith(_ name: String, _ suffix: StaticString) -> Bool {
        let utf8 = name.utf8
        let count = suffix.utf8CodeUnitCount
        guard utf8.count >= count else { return false }
        let ends: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
            let start = bytes.count - count
            for offset in 0..<count where bytes[start + offset] != suffix.utf8Start[offset] { return false }
            return true
        }
        return ends ?? true
    }

    static func isDriverProtocol(_ name: String) -> Bool {
        name.hasSuffix("DriverProtocol") && name != "DriverProtocol"
    }
}
