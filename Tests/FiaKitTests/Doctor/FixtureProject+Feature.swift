extension FixtureProject {
    /// The files `fia add feature` writes for `feature` (the edits of shared files are in `baseFiles`).
    static func featureFiles(_ feature: Feature) -> [String: String] {
        let name = feature.name
        let driver = feature.driver
        let property = lowerFirst(driver) + "Driver"
        let providers = ([driver] + feature.uses).map { $0 + "DriverProvider" }.joined(separator: ", ")
        return [
            "Sources/DomainLayer/Entities/\(driver).swift": """
                /// \(driver) as the app's domain sees it: plain data, no framework types.
                public struct \(driver): Identifiable, Equatable, Sendable {
                    public let id: String
                    public var name: String

                    public init(id: String, name: String) {
                        self.id = id
                        self.name = name
                    }
                }

                """,
            "Sources/DomainLayer/Drivers/\(driver)DriverProtocol.swift": """
                /// What the app needs from the outside world to get \(driver) values.
                /// `\(driver)Driver` (in \(driver)Framework) implements it for real, `Mock\(driver)Driver` for development.
                public protocol \(driver)DriverProtocol: Sendable {
                    /// Every \(driver) the source has.
                    func fetchAll() async throws -> [\(driver)]
                }

                """,
            "Sources/DomainLayer/Drivers/\(driver)DriverProvider.swift": """
                /// A container that provides a \(driver) driver; presenter dependencies compose these.
                public protocol \(driver)DriverProvider {
                    associatedtype \(driver)DriverProtocolAT: \(driver)DriverProtocol
                    var \(property): \(driver)DriverProtocolAT { get }
                }

                """,
            "Sources/PresentationLayer/Mock/Mock\(driver)Driver.swift": """
                import DomainLayer

                /// Stands in for `\(driver)Driver` in the Development app, previews and presenter tests.
                @MainActor
                public final class Mock\(driver)Driver: \(driver)DriverProtocol {
                    public var fetchAllResult: Result<[\(driver)], any Error> = .success(\(driver).samples)

                    public nonisolated init() {}

                    public func fetchAll() async throws -> [\(driver)] {
                        try fetchAllResult.get()
                    }
                }

                """,
            "Sources/PresentationLayer/Mock/\(driver)+Samples.swift": """
                import DomainLayer

                extension \(driver) {
                    /// Sample values for mocks, previews and presenter tests.
                    public static let samples: [\(driver)] = [
                        \(driver)(id: "sample-1", name: "First \(driver)"),
                    ]
                }

                """,
            "Sources/PresentationLayer/\(name)/\(name)Presenter.swift": """
                import DomainLayer
                import Observation

                /// \(name)'s screen logic without a View: what to show and what the user can do.
                /// Generic over its dependency, so previews and tests run it on `MockDIContainer`.
                @MainActor
                @Observable
                public final class \(name)Presenter<Dependency: \(name)PresenterDependency> {
                    /// What the screen shows.
                    public private(set) var state: LoadState<[\(driver)]> = .idle

                    private let dependency: Dependency

                    public init(dependency: Dependency) {
                        self.dependency = dependency
                    }

                    /// Loads every \(driver) from the \(driver) driver.
                    public func load() async {
                        state = .loading
                        do {
                            state = .loaded(try await dependency.\(property).fetchAll())
                        } catch {
                            state = .failed(String(describing: error))
                        }
                    }
                }

                """,
            "Sources/PresentationLayer/\(name)/\(name)PresenterDependency.swift": """
                import DomainLayer

                /// The drivers `\(name)Presenter` needs. `DIContainerDependency` composes it, so both
                /// containers provide them.
                public protocol \(name)PresenterDependency: \(providers) {}

                """,
            "Sources/FrameworkLayer/\(driver)Framework/\(driver)Driver.swift": """
                import DomainLayer

                /// The real \(driver) driver: the one place that talks to the SDK, network or storage
                /// behind \(driver) values. Only DependencyInjectionLayer links this module.
                public struct \(driver)Driver: \(driver)DriverProtocol {
                    public init() {}

                    public func fetchAll() async throws -> [\(driver)] {
                        [\(driver)(id: "1", name: "\(driver) 1")]
                    }
                }

                """,
            "Tests/PresentationLayerTests/\(name)PresenterTests.swift": """
                import DomainLayer
                import PresentationLayer
                import Testing

                /// `\(name)Presenter` against `MockDIContainer`: every state, no framework code.
                @MainActor
                struct \(name)PresenterTests {
                    @Test func loadShowsWhatTheDriverReturns() async {
                        let presenter = \(name)Presenter(dependency: MockDIContainer())
                        await presenter.load()
                        #expect(presenter.state == .loaded(\(driver).samples))
                    }
                }

                """,
            "Tests/DependencyInjectionLayerTests/\(name)PresenterIntegrationTests.swift": """
                import DependencyInjectionLayer
                import PresentationLayer
                import Testing

                /// `\(name)Presenter` against the real `DIContainer`: the wiring the Production app uses.
                @MainActor
                struct \(name)PresenterIntegrationTests {
                    @Test func loadsThroughTheRealDriver() async {
                        let presenter = \(name)Presenter(dependency: DIContainer())
                        await presenter.load()
                        #expect(presenter.state != .idle)
                    }
                }

                """,
            "Tests/\(driver)FrameworkTests/\(driver)DriverTests.swift": """
                import DomainLayer
                import \(driver)Framework
                import Testing

                struct \(driver)DriverTests {
                    @Test func fetchAllReturnsValues() async throws {
                        #expect(try await !\(driver)Driver().fetchAll().isEmpty)
                    }
                }

                """,
        ]
    }
}
