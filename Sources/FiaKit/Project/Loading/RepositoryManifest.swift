/// Several local packages of one repository read as one manifest: the layers of a layered app
/// kept in `Domain/`, `Data/`, `Presentation/` packages are one project to fia.
///
/// Each target keeps its own package's manifest (`Target.manifest`) and its folder relative to
/// the repository; a dependency on a product another local package vends
/// (`.product(name: "Domain", package: "Domain")`) becomes an edge to the targets of that product,
/// so the layer rule sees across packages as within one.
enum RepositoryManifest {
    /// One local package: its folder relative to the project's root and its manifest.
    struct Part {
        var folder: String
        var manifest: PackageManifest
    }

    /// The packages as one manifest, or why they cannot be one: two packages declaring a target of
    /// the same name (SwiftPM refuses that graph too: "multiple targets named …").
    static func merge(_ parts: [Part]) -> Result<PackageManifest, MergeError> {
        // Each product another package may name, by product name: the targets it vends.
        var vended: [String: [String]] = [:]
        for part in parts {
            let names = Set(part.manifest.targets.map(\.name))
            for product in part.manifest.products ?? [] where vended[product.name] == nil {
                vended[product.name] = product.targets ?? (names.contains(product.name) ? [product.name] : nil)
            }
        }
        var owner: [String: String] = [:]
        var targets: [PackageManifest.Target] = []
        for part in parts {
            let manifestFile = Path.join(part.folder, ProjectSnapshot.manifestPath)
            for var target in part.manifest.targets {
                if let first = owner[target.name] {
                    return .failure(MergeError(name: target.name, first: first, second: manifestFile))
                }
                owner[target.name] = manifestFile
                target.path = String(Path.normalize(Path.join(part.folder, target.resolvedPath)).dropFirst())
                target.manifest = manifestFile
                target.dependencies = target.dependencies.flatMap { dependency -> [PackageManifest.Dependency] in
                    guard dependency.isProduct, let names = vended[dependency.name] else { return [dependency] }
                    return names.map { PackageManifest.Dependency(name: $0, isProduct: false, line: dependency.line) }
                }
                targets.append(target)
            }
        }
        let products = parts.reduce([PackageManifest.Product]?([])) { products, part in
            guard let products, let more = part.manifest.products else { return nil }
            return products + more
        }
        // Writing commands edit one package (`--project`); what the platforms of several would be is never asked.
        return .success(PackageManifest(name: nil, targets: targets, products: products, platforms: parts.first?.manifest.platforms))
    }

    struct MergeError: Error, Equatable {
        var name: String
        var first: String
        var second: String

        var description: String {
            "'\(first)' and '\(second)' both declare a target named '\(name)'; SwiftPM refuses two targets of one name in a package graph"
        }
    }
}
