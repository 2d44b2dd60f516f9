import Foundation
import Testing

/// `add` on a package that lacks what it wires into refuses once, listing every missing role with
/// what to create or set in the project's own names, and writes nothing (dry run included).
struct MissingRolesTests {
    /// A layered package as teams start one: `Domain` and `Presentation`, no DI layer, no containers.
    private func twoLayerPackage() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        for folder in ["Shop/Sources/Domain", "Shop/Sources/Presentation"] {
            try FileManager.default.createDirectory(atPath: directory.path + "/" + folder, withIntermediateDirectories: true)
        }
        try directory.write("""
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "Domain"),
                    .target(name: "Presentation", dependencies: ["Domain"]),
                ]
            )

            """, to: "Shop/Package.swift")
        try directory.write("public struct Item: Sendable {}\n", to: "Shop/Sources/Domain/Item.swift")
        try directory.write("import Domain\n\npublic protocol ShopDependency {}\n", to: "Shop/Sources/Presentation/ShopDependency.swift")
        return (directory, directory.path + "/Shop")
    }

    static let expected = """
        error: fia cannot wire into this project: 4 things are missing; nothing was written
          - the dependency-injection layer: create the target 'DependencyInjectionLayer' depending on 'Presentation', 'Domain' and the framework modules, or set "dependencyInjection" in '.fia/config.json' to the target that holds the real container
          - the composition protocol: declare 'public protocol DIContainerDependency' in 'Presentation', composing each '…PresenterDependency' protocol, or set "compositionProtocol" in '.fia/config.json' to the protocol that does
          - the real container: declare a type conforming to 'DIContainerDependency' in 'DependencyInjectionLayer' (fia's is 'public final class DIContainer: DIContainerDependency'), or set "container" in '.fia/config.json'
          - the mock container: declare a type conforming to 'DIContainerDependency' in 'Presentation' (fia's is 'public final class MockDIContainer: DIContainerDependency'), or set "mockContainer" in '.fia/config.json'

        """

    @Test(arguments: [["add", "feature", "Profile"], ["add", "feature", "Profile", "--dry-run"], ["add", "driver", "Network"]])
    func everyMissingRoleIsListedOnce(arguments: [String]) throws {
        let (directory, package) = try twoLayerPackage()
        let before = directory.snapshot()
        let result = try Shell.fia(arguments, in: package)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(Self.expected), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(directory.snapshot() == before)
    }

    /// Naming the project's own types in the config takes them off the list, in the project's words.
    @Test func theListUsesTheProjectsNames() throws {
        let (directory, package) = try twoLayerPackage()
        try FileManager.default.createDirectory(atPath: package + "/.fia", withIntermediateDirectories: true)
        try directory.write(#"{"compositionProtocol": "ShopDependency"}"#, to: "Shop/.fia/config.json")
        let result = try Shell.fia(["add", "feature", "Profile"], in: package)
        #expect(result.status == 1)
        #expect(result.stderr.contains("3 things are missing"), "\(result.stderr)")
        #expect(!result.stderr.contains("the composition protocol:"), "\(result.stderr)")
        #expect(result.stderr.contains("declare a type conforming to 'ShopDependency' in 'Presentation'"), "\(result.stderr)")
    }

    /// A container the tests cannot create (its only initialiser is private) is on the list; one with
    /// a public initialiser whose parameters all have defaults is not; a driver alone makes no container.
    @Test func aContainerTheTestsCannotCreateIsRefused() throws {
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)
        let file = "Demo/Sources/DependencyInjectionLayer/DIContainer.swift"
        let original = try directory.read(file)
        try directory.write(original.replacingOccurrences(of: "public init() {}", with: "private init(appEnvironment: String) {}"), to: file)
        // A driver alone makes no container.
        #expect(try Shell.fia(["add", "driver", "Network"], in: directory.path + "/Demo").status == 0)
        let before = directory.snapshot()
        for arguments in [["add", "feature", "Profile"], ["add", "usecase", "Checkout", "--uses", "Network"]] {
            let refused = try Shell.fia(arguments, in: directory.path + "/Demo")
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("""
                error: fia cannot wire into this project: 1 thing is missing; nothing was written
                  - the real container 'DIContainer' (Sources/DependencyInjectionLayer/DIContainer.swift:6): the tests fia writes create it as 'DIContainer()' from another module, and it has only 'private init(appEnvironment:)'; add 'public init()'
                """), "\(refused.stderr)")
            #expect(directory.snapshot() == before)
        }
        try directory.write(original.replacingOccurrences(
            of: "public init() {}", with: "public convenience init(environment: String = \"production\", retries: Int = 3) { self.init() }\n    init() {}"), to: file)
        let added = try Shell.fia(["add", "feature", "Profile"], in: directory.path + "/Demo")
        #expect(added.status == 0, "\(added.stderr)")
        // An initialiser in an extension in another file counts too.
        try directory.write(original.replacingOccurrences(of: "public init() {}", with: "private init(appEnvironment: String) {}"), to: file)
        try directory.write("extension DIContainer {\n    public convenience init() { self.init(appEnvironment: \"production\") }\n}\n",
                            to: "Demo/Sources/DependencyInjectionLayer/DIContainer+Defaults.swift")
        let again = try Shell.fia(["add", "feature", "Settings"], in: directory.path + "/Demo")
        #expect(again.status == 0, "\(again.stderr)")
    }
}
