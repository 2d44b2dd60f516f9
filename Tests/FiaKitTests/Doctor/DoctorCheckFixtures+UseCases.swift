extension DoctorCheckFixtures {
    static let useCaseProject = FixtureProject.withFeatures
    static let useCaseFolder = "Sources/DomainLayer/UseCases/Checkout/"
    static let interactor = useCaseFolder + "CheckoutInteractor.swift"
    static let interactorDependency = useCaseFolder + "CheckoutInteractorDependency.swift"
    static let cartDependency = "Sources/PresentationLayer/Cart/CartPresenterDependency.swift"

    /// A use case and its interactor in the layer `layer` (presentation: as the practical FIA
    /// sample keeps them), tested by `layer`'s test target.
    static func cartTotal(imports: String, in layer: String = "PresentationLayer") -> FixtureProject {
        useCaseProject
            .setting("Sources/\(layer)/CartTotalInteractor.swift", to: """
                import DomainLayer
                \(imports)

                public protocol CartTotalUseCase {
                    func total() -> Int
                }

                public struct CartTotalInteractor: CartTotalUseCase {
                    public init() {}
                    public func total() -> Int { 0 }
                }

                """)
            .setting("Tests/\(layer)Tests/CartTotalInteractorTests.swift", to: """
                import \(layer)
                import Testing

                struct CartTotalInteractorTests {
                    @Test func anEmptyCartCostsNothing() {
                        #expect(CartTotalInteractor().total() == 0)
                    }
                }

                """)
    }

    /// A composition protocol inheriting 70 more protocols before the use case's dependency: more
    /// than a quick scan of an inheritance clause keeps.
    static let longComposition = (1...70).reduce(useCaseProject.setting(
        "Sources/PresentationLayer/Extra.swift", to: (1...70).map { "public protocol Extra\($0) {}\n" }.joined()
    )) { project, index in
        project.inserting("    Extra\(index),", after: "    AnyObject,", in: containerDependency)
    }

    static let useCases: [DoctorCheckFixture] = [
        DoctorCheckFixture(
            "wiring.usecase-interactor", "a use case only a mock implements",
            passing: useCaseProject,
            failing: useCaseProject
                .replacing("Dependency>: CheckoutUseCase {", with: "Dependency> {", in: interactor)
                .setting("Sources/PresentationLayer/Mock/MockCheckoutUseCase.swift", to: """
                    import DomainLayer

                    public final class MockCheckoutUseCase: CheckoutUseCase {
                        public init() {}
                        public func execute() async throws -> [Settings] { [] }
                    }

                    """),
            expected: [.error(
                "use case 'CheckoutUseCase' has no interactor: no type outside the tests implements it (mocks do not count)",
                useCaseFolder + "CheckoutUseCase.swift", useCaseProject.line(of: "public protocol CheckoutUseCase", in: useCaseFolder + "CheckoutUseCase.swift")
            )]
        ),
        DoctorCheckFixture(
            "wiring.interactor-dependency", "an InteractorDependency composed neither directly nor through a presenter",
            // Composed only through the presenter's dependency: FIA's own shape, accepted.
            passing: useCaseProject.replacing("    CheckoutInteractorDependency,\n", with: "", in: containerDependency),
            failing: useCaseProject
                .replacing("    CheckoutInteractorDependency,\n", with: "", in: containerDependency)
                .replacing(": CheckoutInteractorDependency {}", with: ": SettingsDriverProvider, AnalyticsDriverProvider {}", in: cartDependency),
            expected: [.error(
                "'CheckoutInteractorDependency' is not composed into 'DIContainerDependency', directly or through a presenter's dependency",
                interactorDependency, useCaseProject.line(of: "public protocol CheckoutInteractorDependency", in: interactorDependency)
            )]
        ),
        DoctorCheckFixture(
            "wiring.interactor-dependency", "the 72nd protocol of a long composition is read too",
            passing: longComposition,
            failing: useCaseProject
                .replacing("    CheckoutInteractorDependency,\n", with: "", in: containerDependency)
                .replacing(": CheckoutInteractorDependency {}", with: ": SettingsDriverProvider, AnalyticsDriverProvider {}", in: cartDependency),
            expected: [.error(
                "'CheckoutInteractorDependency' is not composed into 'DIContainerDependency', directly or through a presenter's dependency",
                interactorDependency, useCaseProject.line(of: "public protocol CheckoutInteractorDependency", in: interactorDependency)
            )]
        ),
        DoctorCheckFixture(
            "wiring.interactor-tests", "an interactor nobody tests",
            passing: useCaseProject,
            failing: useCaseProject
                .removing("Tests/PresentationLayerTests/CheckoutInteractorTests.swift")
                .removing("Tests/DependencyInjectionLayerTests/CheckoutInteractorIntegrationTests.swift"),
            expected: [.warning(
                "interactor 'CheckoutInteractor' has no tests", interactor,
                useCaseProject.line(of: "public struct CheckoutInteractor", in: interactor)
            )]
        ),
        DoctorCheckFixture(
            "imports.interactor-frameworks", "an interactor of the presentation layer imports SwiftUI",
            passing: cartTotal(imports: "import Observation"),
            failing: cartTotal(imports: "import SwiftUI"),
            expected: [.error("interactor 'CartTotalInteractor' imports the UI framework 'SwiftUI'", "Sources/PresentationLayer/CartTotalInteractor.swift", 2)]
        ),
        DoctorCheckFixture(
            "imports.interactor-frameworks", "an interactor of the DI layer imports a framework module",
            passing: useCaseProject,
            failing: cartTotal(imports: "import SettingsFramework", in: "DependencyInjectionLayer"),
            expected: [.error(
                "interactor 'CartTotalInteractor' imports the framework module 'SettingsFramework'", "Sources/DependencyInjectionLayer/CartTotalInteractor.swift", 2
            )]
        ),
        // Across the layer rule, the import is reported once: by imports.cross-layer, not twice.
        DoctorCheckFixture(
            "imports.interactor-frameworks", "a domain interactor importing a framework module is left to imports.cross-layer",
            passing: useCaseProject,
            failing: useCaseProject.setting(interactor, to: "import SettingsFramework\n" + useCaseProject.files[interactor]!),
            expected: [],
            alsoReported: ["imports.cross-layer"]
        ),
    ]
}
