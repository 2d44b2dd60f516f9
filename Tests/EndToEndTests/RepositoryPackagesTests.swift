import Foundation
import Testing

/// fia from a folder of a repository no package encloses: it finds the local packages the apps use
/// (an Xcode project's `XCLocalSwiftPackageReference`, a pre-Xcode-15 `PBXFileReference` to the
/// package folder, a workspace `FileRef`, `.package(path:)`, a Package.swift below the root) and
/// reads the one there is, or names each with why it was found and asks for `--project` (exit 64).
@Suite
struct RepositoryPackagesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// The fixture copied into a fresh temporary directory as a repository (with a `.git`).
    private func repository(_ name: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixtures + "/" + name, toPath: directory.path + "/repo")
        try FileManager.default.createDirectory(atPath: directory.path + "/repo/.git", withIntermediateDirectories: true)
        return directory
    }

    private func write(_ directory: TemporaryDirectory, _ contents: String, to relative: String) throws {
        let path = directory.path + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Doctor's JSON without what depends on the folder fia ran in: each file's path relative to
    /// it and the fingerprint made from that path.
    private func findings(_ json: String, package prefix: String) -> String {
        json.split(separator: "\n").filter { !$0.contains("\"fingerprint\"") }.joined(separator: "\n")
            .replacing("\"file\" : \"\(prefix)", with: "\"file\" : \"")
    }

    @Test func everyFixturePackageLoadsInSwiftPM() throws {
        for package in ["LocalPackagesApp/Packages/Domain", "LocalPackagesApp/Packages/Data", "LocalPackagesApp/Packages/Presentation",
                        "LocalPackagesApp/Packages/Composition", "LegacyPackageReference/ShopKit", "WorkspacePackages/Modules"] {
            let directory = try TemporaryDirectory()
            try FileManager.default.copyItem(atPath: Self.fixtures + "/" + package, toPath: directory.path + "/p")
            let dump = try Shell.run("swift", ["package", "dump-package"], in: directory.path + "/p")
            #expect(dump.status == 0, "\(package): \(dump.stderr)")
        }
    }

    @Test func anAppsLocalPackagesAreReadAsOneProjectFromAnyFolder() throws {
        let directory = try repository("LocalPackagesApp")
        let root = directory.path + "/repo"
        let fromRoot = try Shell.fia(["doctor", "--format", "json"], in: root)
        #expect(fromRoot.status == 1 && fromRoot.stderr.isEmpty, "\(fromRoot.stderr)")
        // Each package is read, with why; a finding names the package's own manifest.
        for package in ["Domain", "Data", "Presentation", "Composition"] {
            #expect(fromRoot.stdout.contains("package 'Packages/\(package)': Shop.xcodeproj references Packages/\(package) (XCLocalSwiftPackageReference)"))
        }
        #expect(fromRoot.stdout.contains("\"file\" : \"Packages/Presentation/Package.swift\""))
        // Across packages, a dependency on another package's product is an edge of the layer rule.
        #expect(fromRoot.stdout.contains("'Presentation' depends on 'Data', but 'Presentation' may depend only on 'Domain'"))
        // From inside a package (and its sources), the same project: the repository's.
        for folder in ["Packages/Presentation", "Packages/Domain/Sources/Domain"] {
            let inside = try Shell.fia(["doctor", "--format", "json"], in: root + "/" + folder)
            #expect(inside.status == 1)
            #expect(findings(inside.stdout, package: "") == findings(fromRoot.stdout, package: ""), "\(folder)")
        }
        // `--project` narrows to one package (with the app that references it): from the root as from inside it.
        let narrowed = try Shell.fia(["doctor", "--project", "Packages/Presentation", "--format", "json"], in: root)
        let insideNarrowed = try Shell.fia(["doctor", "--project", ".", "--format", "json"], in: root + "/Packages/Presentation")
        #expect(narrowed.status == 1 && insideNarrowed.status == 1)
        #expect(findings(narrowed.stdout, package: "Packages/Presentation/") == findings(insideNarrowed.stdout, package: ""))
        #expect(!narrowed.stdout.contains("package 'Packages/"))
        #expect(!narrowed.stdout.contains("Packages/Data/"))
        #expect(narrowed.stdout.contains("app 'Shop' (../../Shop.xcodeproj/project.pbxproj)"))
        // A writing command edits one package: from the root it names each with why and asks which.
        let add = try Shell.fia(["add", "feature", "Basket"], in: root)
        #expect(add.status == 64)
        #expect(add.stdout.isEmpty)
        #expect(add.stderr == """
            error: the repository has 4 local packages: 'Packages/Domain' (Shop.xcodeproj references Packages/Domain (XCLocalSwiftPackageReference)), \
            'Packages/Data' (Shop.xcodeproj references Packages/Data (XCLocalSwiftPackageReference)), \
            'Packages/Presentation' (Shop.xcodeproj references Packages/Presentation (XCLocalSwiftPackageReference)), \
            'Packages/Composition' (Shop.xcodeproj references Packages/Composition (XCLocalSwiftPackageReference))
            fia edits one package at a time: pass --project <dir> to choose one

            """)
    }

    @Test func aPreXcode15FileReferenceToThePackageFolderIsFollowed() throws {
        let directory = try repository("LegacyPackageReference")
        let root = directory.path + "/repo"
        let fromRootText = try Shell.fia(["doctor"], in: root).stdout
        for folder in [root, root + "/App", root + "/App/Resources"] {
            let doctor = try Shell.fia(["doctor"], in: folder)
            #expect(doctor.status == 1 && doctor.stderr.isEmpty, "\(folder): \(doctor.stderr)")
            #expect(doctor.stdout.contains("Package.swift: the package has no dependency-injection layer"), "\(folder): \(doctor.stdout)")
            #expect(doctor.stdout.contains("doctor: 1 error, 3 warnings in 16 checks (20 skipped)"), "\(folder): \(doctor.stdout)")
        }
        // The same findings as from inside the package.
        let fromRoot = try Shell.fia(["doctor", "--format", "json"], in: root)
        let inside = try Shell.fia(["doctor", "--format", "json", "--project", "."], in: root + "/ShopKit")
        #expect(findings(fromRoot.stdout, package: "ShopKit/") == findings(inside.stdout, package: ""))
        // Beside a package no app uses, the one the project references is read, and fia says why.
        try write(directory, "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Lint\")\n", to: "repo/Tools/Lint/Package.swift")
        let chosen = try Shell.fia(["doctor"], in: root)
        #expect(chosen.status == 1)
        #expect(chosen.stderr == """
            note: reading 'ShopKit' (App/Shop.xcodeproj references ../ShopKit (PBXFileReference)), the only package an app uses; \
            not read: 'Tools/Lint' (pass --project <dir> to read another)

            """)
        #expect(chosen.stdout == fromRootText)
    }

    @Test func aWorkspaceListingThePackageFolderAndTheProjectIsFollowed() throws {
        let directory = try repository("WorkspacePackages")
        let doctor = try Shell.fia(["doctor"], in: directory.path + "/repo")
        #expect(doctor.status == 1, "\(doctor.stderr)")
        #expect(doctor.stdout.contains("✗ Modules/Package.swift: the package has no dependency-injection layer"))
        #expect(doctor.stdout.contains("✓ The apps link only products the package declares"))
        #expect(doctor.stdout.contains("doctor: 1 error, 3 warnings in 17 checks (19 skipped)"))
    }

    @Test func aPackageAtTheRootReadsTheLocalPackagesItDependsOn() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/repo/.git", withIntermediateDirectories: true)
        try write(directory, """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Shop", dependencies: [.package(path: "Modules/Network")], targets: [
                .target(name: "Domain", dependencies: [.product(name: "Network", package: "Network")]),
            ])

            """, to: "repo/Package.swift")
        try write(directory, """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Network", products: [.library(name: "Network", targets: ["Network"])], targets: [.target(name: "Network")])

            """, to: "repo/Modules/Network/Package.swift")
        try write(directory, "import Network\n", to: "repo/Sources/Domain/Order.swift")
        try write(directory, "public enum Network {}\n", to: "repo/Modules/Network/Sources/Network/Network.swift")
        let doctor = try Shell.fia(["doctor", "--format", "json"], in: directory.path + "/repo")
        #expect(doctor.stdout.contains("package '.': Package.swift is at the repository root"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("Package.swift depends on .package(path: \\\"Modules/Network\\\")"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("'Domain' depends on 'Network', but 'Domain' may depend on no other module of the package"), "\(doctor.stdout)")
        // Without the dependency the root package is read alone, and the repository is not searched.
        try write(directory, "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Domain\")])\n", to: "repo/Package.swift")
        let alone = try Shell.fia(["doctor", "--format", "json"], in: directory.path + "/repo")
        #expect(!alone.stdout.contains("package 'Modules/Network'"))
    }

    @Test func aWorkspaceListingSeveralPackagesIsOneProject() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixtures + "/LocalPackagesApp/Packages", toPath: directory.path + "/repo")
        let references = ["Domain", "Data", "Presentation", "Composition"].map { "   <FileRef location = \"group:\($0)\"></FileRef>\n" }.joined()
        try write(directory, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n\(references)</Workspace>\n",
                  to: "repo/Shop.xcworkspace/contents.xcworkspacedata")
        // With a repository and without one (the workspace's folder is the root then).
        for withGit in [true, false] {
            if withGit { try FileManager.default.createDirectory(atPath: directory.path + "/repo/.git", withIntermediateDirectories: true) }
            else { try FileManager.default.removeItem(atPath: directory.path + "/repo/.git") }
            let doctor = try Shell.fia(["doctor", "--format", "json"], in: directory.path + "/repo")
            #expect(doctor.status == 1 && doctor.stderr.isEmpty, "\(doctor.stderr)")
            #expect(doctor.stdout.contains("package 'Data': Shop.xcworkspace lists Data (FileRef)"), "\(doctor.stdout)")
            #expect(doctor.stdout.contains("'Presentation' depends on 'Data', but 'Presentation' may depend only on 'Domain'"))
            // A writing command still edits one package and asks which.
            let add = try Shell.fia(["add", "feature", "Basket"], in: directory.path + "/repo")
            #expect(add.status == 64 && add.stderr.hasPrefix("error: the workspace lists several packages: 'Domain', 'Data', 'Presentation', 'Composition'"), "\(add.stderr)")
        }
    }

    @Test func unrelatedGroupsOfPackagesAreRefusedWithTheirNames() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/repo/.git", withIntermediateDirectories: true)
        for package in ["Shop", "Tools/Lint"] {
            try write(directory, "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"X\")\n", to: "repo/\(package)/Package.swift")
        }
        let doctor = try Shell.fia(["doctor"], in: directory.path + "/repo")
        #expect(doctor.status == 64)
        #expect(doctor.stderr == """
            error: the repository has 2 unrelated groups of packages (no project, workspace or package links them): \
            ['Shop' (Shop/Package.swift lies below the repository root)] and ['Tools/Lint' (Tools/Lint/Package.swift lies below the repository root)]
            pass --project <dir> to read one package

            """)
    }

    @Test func buildAndDependencyFoldersAndDeepFoldersAreNeverRead() throws {
        let directory = try repository("LegacyPackageReference")
        let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"X\")\n"
        for folder in [".build/checkouts/X", "Pods/X", "Carthage/Checkouts/X", "node_modules/X", "DerivedData/X", ".swiftpm/X", "a/b/c/d/e"] {
            try write(directory, manifest, to: "repo/\(folder)/Package.swift")
        }
        let doctor = try Shell.fia(["doctor"], in: directory.path + "/repo")
        #expect(doctor.status == 1 && doctor.stderr.isEmpty, "\(doctor.stderr)")
        #expect(doctor.stdout.contains("ShopKit/Package.swift: the package has no dependency-injection layer"))
        // One level shallower is read: then there are two packages, and the one the app uses is read.
        try write(directory, manifest, to: "repo/a/b/c/d/Package.swift")
        let two = try Shell.fia(["doctor"], in: directory.path + "/repo")
        #expect(two.status == 1)
        #expect(two.stderr.contains("not read: 'a/b/c/d' ("), "\(two.stderr)")
    }
}
