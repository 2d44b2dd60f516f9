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
        error: fia cannot wire into this project: it lacks 4 roles; nothing was written
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
        #expect(result.stderr.contains("it lacks 3 roles"), "\(result.stderr)")
        #expect(!result.stderr.contains("the composition protocol:"), "\(result.stderr)")
        #expect(result.stderr.contains("declare a type conforming to 'ShopDependency' in 'Presentation'"), "\(result.stderr)")
    }
}
