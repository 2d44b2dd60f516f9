// Development app: it links and imports neither the DI layer nor any framework module,
// so it never compiles a framework module. The apps are wherever the project keeps them:
// App/project.yml (XcodeGen) or Xcode projects listed by a workspace (see `ProjectFinder`).

extension ProjectSnapshot {
    /// Why the Development app checks have nothing to examine, if they have not.
    func developmentAppSkipReason() -> String? {
        if model.apps.isEmpty {
            return "no app found: no 'App/project.yml', and no Xcode project in a workspace at or above the package (set 'apps' in '\(ProjectConfiguration.path)')"
        }
        if model.developmentApps.isEmpty && configuration.developmentApps.isEmpty {
            let names = model.apps.map { "'\($0.name)'" }.joined(separator: ", ")
            return "none of the apps (\(names)) is a Development app by its name or its use of the mock container (set 'developmentApp' in '\(ProjectConfiguration.path)')"
        }
        return nil
    }
}

/// The Development apps' linked package products.
struct DevelopmentAppProductsCheck: DoctorCheck {
    static let id = "development-app.products"
    static let title = "The Development app links no framework module nor the DI layer"
    static let group = DoctorCheckGroup.developmentApp

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.developmentAppSkipReason()
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        var findings: [Finding] = []
        for name in snapshot.configuration.developmentApps where !snapshot.model.apps.contains(where: { $0.name == name }) {
            let file = snapshot.model.apps.first?.definedIn ?? ProjectSnapshot.xcodeGenPath
            findings.append(warning(
                "'\(file)' has no target '\(name)'", file: file,
                hint: "name the Development app's target in '\(ProjectConfiguration.path)' (\"developmentApp\")"
            ))
        }
        let mock = snapshot.model.mockContainer?.name ?? "the mock container"
        for app in snapshot.model.developmentApps {
            for dependency in app.products where snapshot.classification.isProductionOnly(dependency.product) {
                findings.append(error(
                    "the Development app '\(app.name)' links '\(dependency.product)'",
                    file: app.definedIn, line: dependency.line,
                    hint: "remove it from the package products of '\(app.name)': the Development app links only '\(snapshot.layers.presentation)' and '\(snapshot.layers.domain)' and uses '\(mock)'"
                ))
            }
        }
        return findings
    }
}

/// The Development apps' sources: their imports.
struct DevelopmentAppImportsCheck: DoctorCheck {
    static let id = "development-app.imports"
    static let title = "The Development app's sources import no framework module nor the DI layer"
    static let group = DoctorCheckGroup.developmentApp

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        if let reason = snapshot.developmentAppSkipReason() { return reason }
        return snapshot.model.developmentApps.allSatisfy(\.sourceFiles.isEmpty) ? "the Development app has no Swift sources fia could find" : nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let mock = snapshot.model.mockContainer?.name ?? "the mock container"
        let files = Set(snapshot.model.developmentApps.flatMap(\.sourceFiles))
        var findings: [Finding] = []
        // Each of the apps' few files found by a binary search of the sorted sources, rather than
        // every source's path hashed (findings are sorted afterwards).
        for path in files {
            guard let file = InteractorImportCheck.source(at: path, in: snapshot.sources) else { continue }
            for item in file.summary.imports where snapshot.classification.isProductionOnly(item.module) {
                findings.append(error(
                    "the Development app's sources import '\(item.module)'", file: file.path, line: item.line,
                    hint: "build the Development app's root with '\(mock)()'; only the Production app may import '\(item.module)'"
                ))
            }
        }
        return findings
    }
}
