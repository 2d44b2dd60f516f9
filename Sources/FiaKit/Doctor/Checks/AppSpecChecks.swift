// The apps (XcodeGen spec or Xcode projects) and the schemes: what they name exists.

/// The apps link only products the package declares: App/project.yml's (`package:` items naming a
/// local package at the project's root) and the Xcode projects' (`XCLocalSwiftPackageReference`
/// to the package's folder).
struct AppProductsCheck: DoctorCheck {
    static let id = "apps.products"
    static let title = "The apps link only products the package declares"
    static let group = DoctorCheckGroup.apps

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        if snapshot.manifest.products == nil {
            return "the package's products could not be read as literals"
        }
        return snapshot.model.apps.contains(where: { !packageProducts(of: $0, snapshot).isEmpty }) ? nil
            : "no app links a product of this package by a reference fia follows (XcodeGen's 'package:' of a local package at the root, or an Xcode project's XCLocalSwiftPackageReference)"
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        guard let declared = snapshot.manifest.products.map({ Set($0.map(\.name)) }) else { return [] }
        return snapshot.model.apps.flatMap { app in
            packageProducts(of: app, snapshot).filter { !declared.contains($0.product) }.map { dependency in
                error(
                    "'\(app.name)' links '\(dependency.product)', which is not a product of the package",
                    file: app.definedIn, line: dependency.line,
                    hint: "fix the name in '\(app.definedIn)', or declare the product in 'Package.swift': .library(name: \"\(dependency.product)\", targets: [\"\(dependency.product)\"])"
                )
            }
        }
    }

    /// The products `app` links from this package: those whose local package is the package's
    /// folder; in an XcodeGen spec without a `packages:` section, those of the package named like
    /// the manifest's.
    private func packageProducts(of app: AppTarget, _ snapshot: ProjectSnapshot) -> [XcodeGenSpec.ProductDependency] {
        let specHasPackages = !(snapshot.xcodeGen?.localPackages.isEmpty ?? true)
        return app.products.filter { dependency in
            if let folder = dependency.packageFolder { return folder == "." }
            return app.definedIn == ProjectSnapshot.xcodeGenPath && !specHasPackages
                && dependency.package != nil && dependency.package == snapshot.manifest.name
        }
    }
}

/// The shared schemes and the spec's schemes name only test plans that exist.
struct SchemeTestPlansCheck: DoctorCheck {
    static let id = "test-plans.scheme-references"
    static let title = "Schemes name only existing test plans"
    static let group = DoctorCheckGroup.testPlans
    static let requiresManifest = false

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        snapshot.schemePlanReferences.filter { !$0.exists }.map { reference in
            reference.isOutsideRepository ? error(
                "the scheme names the test plan '\(reference.reference)', which lies outside the repository; fia reads nothing outside it",
                file: reference.file, line: reference.line,
                hint: "keep the plan inside the repository and point the reference at it, or remove the reference"
            ) : error(
                "the scheme names the test plan '\(reference.reference)', which does not exist",
                file: reference.file, line: reference.line,
                hint: reference.path.map { "create '\($0)' (see 'fia new' for its shape), or remove the reference" }
                    ?? "point the reference at a plan inside the project, or remove it"
            )
        }
    }
}
