/// What doctor needs to know of a Package.swift: its targets and their dependencies.
///
/// Produced by `ManifestReader` from a literal manifest, or from
/// `swift package dump-package` JSON when the manifest is not in a literal form.
public struct PackageManifest: Equatable, Sendable {
    public var name: String?
    public var targets: [Target]
    /// The products the package declares (`products: [.library(name: "X", …)]`), with their lines;
    /// `nil` when unknown (a `products:` array the reader cannot read as literals).
    public var products: [Product]?
    /// The minimum deployment targets of `platforms:` (`.iOS(.v15)`, `.macOS("12")`): `[]` without
    /// the argument (SwiftPM's oldest defaults then apply), `nil` when it is not in a form the
    /// reader can read (see `Platform`).
    public var platforms: [Platform]?

    public init(name: String?, targets: [Target], products: [Product]? = nil, platforms: [Platform]? = []) {
        self.name = name
        self.targets = targets
        self.products = products
        self.platforms = platforms
    }

    /// A product of the package: a library, an executable or a plugin.
    public struct Product: Equatable, Sendable {
        public var name: String
        public var line: Int?
        /// The targets it vends (`targets: ["A", "B"]`); `nil` when they are not string literals.
        public var targets: [String]?

        public init(name: String, line: Int? = nil, targets: [String]? = nil) {
            self.name = name
            self.line = line
            self.targets = targets
        }
    }

    /// The target named `name`, if the manifest declares it.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    public struct Target: Equatable, Sendable {
        public enum Kind: String, Sendable {
            case regular, test, executable, macro, plugin, system, binary
        }

        public var name: String
        public var kind: Kind
        public var dependencies: [Dependency]
        /// The `path:` argument, if any.
        public var path: String?
        /// 1-based line of the target's declaration in Package.swift; `nil` when unknown
        /// (for instance, when read from `dump-package`).
        public var line: Int?
        /// The Package.swift declaring it, relative to the project's root, when that is not the root's
        /// own: a target of another local package read with it (`RepositoryManifest`).
        public var manifest: String?

        public init(name: String, kind: Kind, dependencies: [Dependency], path: String? = nil, line: Int? = nil) {
            self.name = name
            self.kind = kind
            self.dependencies = dependencies
            self.path = path
            self.line = line
        }

        /// The folder SwiftPM reads this target's sources from, relative to the package root.
        public var resolvedPath: String {
            if let path { return path }
            return (kind == .test ? "Tests/" : "Sources/") + name
        }
    }

    public struct Dependency: Equatable, Sendable {
        /// The target or product name.
        public var name: String
        /// Whether it names a product of another package (`.product(name:package:)`).
        public var isProduct: Bool
        /// 1-based line in Package.swift; `nil` when unknown.
        public var line: Int?

        public init(name: String, isProduct: Bool = false, line: Int? = nil) {
            self.name = name
            self.isProduct = isProduct
            self.line = line
        }
    }
}

extension PackageManifest.Target {
    /// `ProjectSnapshot.folder(of:)`: a path that is already clean (relative, no empty, `.` or
    /// `..` component) is its own folder, and normalising it would only copy it. Callers ask
    /// this of every target of a big manifest.
    var folder: String {
        var path = resolvedPath
        let isClean = path.withUTF8 { bytes in
            var componentLength = 0
            var dots = 0
            for byte in bytes {
                if byte == UInt8(ascii: "/") {
                    if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                    componentLength = 0
                    dots = 0
                } else {
                    componentLength += 1
                    if byte == UInt8(ascii: ".") { dots += 1 }
                }
            }
            return !(componentLength == 0 || componentLength == dots && dots <= 2)
        }
        return isClean ? path : ProjectSnapshot.folder(of: self)
    }
}
