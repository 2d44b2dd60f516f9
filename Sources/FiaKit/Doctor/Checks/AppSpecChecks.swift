// The apps' XcodeGen spec and the schemes: what they name exists.

/// App/project.yml links only products the package declares.
struct AppProductsCheck: DoctorCheck {
    static let id = "apps.products"
    static let title = "The apps link only products the package declares"
    static let group = DoctorCheckGroup.apps

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        // Products the reader could not read as literals are unknown: nothing to compare with.
        guard let spec = snapshot.xcodeGen, let declared = snapshot.manifest.products.map({ Set($0.map(\.name)) }) else { return [] }
        // The spec's local packages at the project's root (`path: ..` from App/); without a
        // `packages:` section, the package named like the manifest's.
        let root = spec.localPackages.filter { Path.normalize($0.value, relativeTo: "/" + Path.parent(ProjectSnapshot.xcodeGenPath)) == "/" }.keys
        let packages = root.isEmpty ? Set(snapshot.manifest.name.map { [$0] } ?? []) : Set(root)
        return spec.packageProducts.keys.sorted().flatMap { target in
            spec.packageProducts[target, default: []]
                .filter { packages.contains($0.package ?? "") && !declared.contains($0.product) }
                .map { dependency in
                    error(
                        "'\(target)' links '\(dependency.product)', which is not a product of the package",
                        file: ProjectSnapshot.xcodeGenPath, line: dependency.line,
                        hint: "fix the name in '\(ProjectSnapshot.xcodeGenPath)', or declare the product in 'Package.swift': .library(name: \"\(dependency.product)\", targets: [\"\(dependency.product)\"])"
                    )
                }
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
