extension FixtureProject {
    /// The files `fia new` writes, as they stand after `features` were added
    /// (README, .gitignore and the scheme left out: doctor does not read them).
    static func baseFiles(name: String, features: [Feature]) -> [String: String] {
        let drivers = features.map(\.driver)
        let dependencies = (["AnyObject"] + features.map { $0.name + "PresenterDependency" })
            .map { "    \($0)" }.joined(separator: ",\n")
        let containerImports = (["DomainLayer", "PresentationLayer"] + drivers.map { $0 + "Framework" }).sorted()
            .map { "import \($0)\n" }.joined()
        let unitTests = ["DomainLayerTests", "PresentationLayerTests", "DependencyInjectionLayerTests"]
            + drivers.map { $0 + "FrameworkTests" }
        return [
            "Package.swift": manifest(name: name, frameworks: drivers),
            "Sources/DomainLayer/Errors/DomainError.swift": """
                /// Failures drivers report to the app, free of any SDK's own error types.
                public enum DomainError: Error, Equatable, Sendable {
                    /// What was asked for does not exist.
                    case notFound
                    /// The source is out of reach (offline, signed out, quota exhausted …).
                    case unavailable(reason: String)
                }

                extension DomainError: CustomStringConvertible {
                    public var description: String {
                        switch self {
                        case .notFound: "not found"
                        case .unavailable(let reason): "unavailable: \\(reason)"
                        }
                    }
                }

                """,
            "Sources/PresentationLayer/DIContainerDependency.swift": """
                import DomainLayer

                /// Every presenter's dependency, composed: what a container must provide.
                /// `fia add feature` adds each new `…PresenterDependency` here; MockDIContainer
                /// (Development app, previews, tests) and DIContainer (Production app) conform.
                public protocol DIContainerDependency:
                \(dependencies)
                {}

                """,
            "Sources/PresentationLayer/LoadState.swift": """
                /// What a presenter shows while it loads: nothing yet, loading, the value, or a failure.
                public enum LoadState<Value: Equatable>: Equatable {
                    case idle
                    case loading
                    case loaded(Value)
                    case failed(String)
                }

                extension LoadState: Sendable where Value: Sendable {}

                """,
            "Sources/PresentationLayer/Mock/MockDIContainer.swift": """
                import DomainLayer

                /// The container of the Development app, previews and presenter tests: every driver is a mock,
                /// so nothing here needs the framework layer.
                public final class MockDIContainer: DIContainerDependency {
                    public init() {}
                \(drivers.map { "\n    public let \(lowerFirst($0))Driver = Mock\($0)Driver()\n" }.joined())}

                """,
            "Sources/DependencyInjectionLayer/DIContainer.swift": """
                \(containerImports)
                /// The Production app's container: the real drivers from the framework layer.
                public final class DIContainer: DIContainerDependency {
                    public init() {}
                \(drivers.map { "\n    public let \(lowerFirst($0))Driver = \($0)Driver()\n" }.joined())}

                """,
            "Tests/DomainLayerTests/DomainErrorTests.swift": """
                import DomainLayer
                import Testing

                struct DomainErrorTests {
                    @Test func describesItselfForPresenters() {
                        #expect(DomainError.notFound.description == "not found")
                    }
                }

                """,
            "Tests/PresentationLayerTests/LoadStateTests.swift": """
                import PresentationLayer
                import Testing

                struct LoadStateTests {
                    @Test func comparesByCase() {
                        #expect(LoadState<[Int]>.loading != .idle)
                    }
                }

                """,
            "Tests/DependencyInjectionLayerTests/DIContainerTests.swift": """
                import DependencyInjectionLayer
                import PresentationLayer
                import Testing

                struct DIContainerTests {
                    @Test func servesAsEveryPresentersDependency() {
                        let container: any DIContainerDependency = DIContainer()
                        #expect(container is DIContainer)
                        #expect(!(container is MockDIContainer))
                    }
                }

                """,
            "TestPlans/UnitTests.xctestplan": testPlan(unitTests),
            "TestPlans/PresenterTests.xctestplan": testPlan(["PresentationLayerTests", "DependencyInjectionLayerTests"]),
            "TestPlans/DriverTests.xctestplan": testPlan(drivers.map { $0 + "FrameworkTests" }),
            "App/project.yml": xcodeGenSpec(name: name),
        ].merging(appFiles(name: name), uniquingKeysWith: { first, _ in first })
    }

    static func lowerFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
