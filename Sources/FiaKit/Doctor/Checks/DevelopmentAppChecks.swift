// Development app: it links and imports neither the DI layer nor any framework module,
// so it never compiles a framework module.

/// App/project.yml: the Development app's package products.
struct DevelopmentAppProductsCheck: DoctorCheck {
    static let id = "development-app.products"
    static let title = "The Development app links no framework module nor the DI layer"
    static let group = DoctorCheckGroup.developmentApp

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        guard let spec = snapshot.xcodeGen else { return [] }
        let app = snapshot.configuration.developmentApp
        guard spec.targetLines[app] != nil else {
            return [warning(
                "'\(ProjectSnapshot.xcodeGenPath)' has no target '\(app)'", file: ProjectSnapshot.xcodeGenPath,
                hint: "name the Development app's target in '\(ProjectConfiguration.path)' (\"developmentApp\")"
            )]
        }
        return spec.packageProducts[app, default: []]
            .filter { snapshot.classification.isProductionOnly($0.product) }
            .map { dependency in
                error(
                    "the Development app '\(app)' links '\(dependency.product)'",
                    file: ProjectSnapshot.xcodeGenPath, line: dependency.line,
                    hint: "remove it from the dependencies of '\(app)': the Development app links only '\(snapshot.configuration.presentation)' and '\(snapshot.configuration.domain)' and uses 'MockDIContainer'"
                )
            }
    }
}

/// App/Development/ and App/Shared/: their imports.
struct DevelopmentAppImportsCheck: DoctorCheck {
    static let id = "development-app.imports"
    static let title = "The Development app's sources import no framework module nor the DI layer"
    static let group = DoctorCheckGroup.developmentApp

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        var findings: [Finding] = []
        for file in snapshot.sources where ProjectSnapshot.developmentAppFolders.contains(where: file.path.hasPrefix) {
            for item in file.summary.imports where snapshot.classification.isProductionOnly(item.module) {
                findings.append(error(
                    "the Development app's sources import '\(item.module)'", file: file.path, line: item.line,
                    hint: "build the Development app's root with 'MockDIContainer()'; only App/Production/ may import '\(item.module)'"
                ))
            }
        }
        return findings
    }
}
