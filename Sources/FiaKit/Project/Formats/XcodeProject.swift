/// What fia reads of an Xcode project's `project.pbxproj`: each native target, the Swift
/// package products it links (`packageProductDependencies` → `XCSwiftPackageProductDependency`)
/// and where its sources are (its Sources build phase's files and Xcode 16's synchronized folders).
public struct XcodeProject: Equatable, Sendable {
    public struct Target: Equatable, Sendable {
        /// Its object id (`BlueprintIdentifier` in schemes, `identifier` in test plans).
        public var id: String
        public var name: String
        /// The line of the target's `name = …;` in the pbxproj.
        public var line: Int
        public var productType: String?
        /// Each linked package product, with the line of its `productName`.
        public var packageProducts: [XcodeGenSpec.ProductDependency]
        /// Files and folders of its sources, relative to the folder holding the `.xcodeproj`.
        public var sourcePaths: [String]

        /// Whether it builds an app (iOS, macOS, watchOS, App Clip, …).
        public var isApplication: Bool {
            productType?.hasPrefix("com.apple.product-type.application") ?? false
        }
    }

    /// A local package the project references: Xcode 15's `XCLocalSwiftPackageReference`
    /// (`relativePath`) or, before it, a `PBXFileReference` to the package's folder
    /// (`lastKnownFileType = wrapper` or `folder`; the caller checks the folder holds a Package.swift).
    public struct LocalPackage: Equatable, Sendable {
        /// Relative to the folder holding the `.xcodeproj`.
        public var path: String
        /// `XCLocalSwiftPackageReference` or `PBXFileReference`.
        public var kind: String
    }

    public var targets: [Target]
    /// The project's local package references, in object-id order.
    public var localPackages: [LocalPackage] = []

    /// Reads the text of a `project.pbxproj`.
    public init(pbxproj text: String) throws(PropertyListError) {
        let root = try PropertyList(parsing: text)
        guard let objectList = root["objects"] else {
            throw PropertyListError(line: root.line, reason: "no 'objects' dictionary: not an Xcode project")
        }
        var objects: [String: PropertyList] = [:]
        var parents: [String: String] = [:]
        for (id, object) in objectList.entries {
            objects[id] = object
            if ["PBXGroup", "PBXVariantGroup"].contains(object["isa"]?.string ?? "") {
                for child in object["children"]?.array ?? [] {
                    if let child = child.string { parents[child] = id }
                }
            }
        }
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 32, let object = objects[id] else { return nil }
            let own = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                guard let parent = parents[id] else { return own }
                return path(of: parent, depth: depth + 1).map { Path.join($0, own) }
            case "SOURCE_ROOT":
                return own
            default:
                return nil
            }
        }
        for (id, object) in objectList.entries {
            switch object["isa"]?.string {
            case "XCLocalSwiftPackageReference":
                if let relative = object["relativePath"]?.string { localPackages.append(.init(path: relative, kind: "XCLocalSwiftPackageReference")) }
            case "PBXFileReference":
                if ["wrapper", "folder"].contains(object["lastKnownFileType"]?.string ?? ""), let folder = path(of: id) {
                    localPackages.append(.init(path: folder, kind: "PBXFileReference"))
                }
            default:
                break
            }
        }
        targets = objectList.entries.compactMap { id, object -> Target? in
            guard object["isa"]?.string == "PBXNativeTarget", let name = object["name"] else { return nil }
            let products = (object["packageProductDependencies"]?.array ?? []).compactMap { reference -> XcodeGenSpec.ProductDependency? in
                guard let id = reference.string, let product = objects[id]?["productName"], let productName = product.string else { return nil }
                // A local package's path (relative to the project's folder); a remote one has none.
                let package = objects[id]?["package"]?.string.flatMap { objects[$0] }
                let path = package?["isa"]?.string == "XCLocalSwiftPackageReference" ? package?["relativePath"]?.string : nil
                return .init(product: productName, line: product.line, package: path)
            }
            var sources: [String] = []
            for reference in object["fileSystemSynchronizedGroups"]?.array ?? [] {
                if let id = reference.string, let folder = path(of: id) { sources.append(folder) }
            }
            for phase in object["buildPhases"]?.array ?? [] {
                guard let id = phase.string, let buildPhase = objects[id], buildPhase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for file in buildPhase["files"]?.array ?? [] {
                    if let buildFile = file.string.flatMap({ objects[$0] }), let reference = buildFile["fileRef"]?.string,
                       let filePath = path(of: reference) {
                        sources.append(filePath)
                    }
                }
            }
            return Target(
                id: id, name: name.string ?? "", line: name.line, productType: object["productType"]?.string,
                packageProducts: products, sourcePaths: sources
            )
        }
    }
}
