extension DoctorCheckFixtures {
    static let sharedScheme = ".swiftpm/xcode/xcshareddata/xcschemes/Demo.xcscheme"
    static let productionScheme = "App/Demo.xcodeproj/xcshareddata/xcschemes/ProductionApp.xcscheme"

    static let apps: [DoctorCheckFixture] = [
        {
            let failing = xcodeGenBase.replacing("""
                      - package: "Demo"
                        product: "DependencyInjectionLayer"
                """, with: """
                      - package: "Demo"
                        product: "DependencyInjection"
                """, in: xcodeGen)
            return DoctorCheckFixture(
                "apps.products", "the Production app names a product the package does not declare",
                passing: xcodeGenBase,
                failing: failing,
                expected: [.error(
                    "'ProductionApp' links 'DependencyInjection', which is not a product of the package",
                    xcodeGen, failing.line(of: "product: \"DependencyInjection\"", in: xcodeGen)
                )]
            )
        }(),
        {
            // A product dropped from Package.swift while the spec, in the inline form, still links it.
            let failing = xcodeGenBase
                .replacing("        .library(name: \"DomainLayer\", targets: [\"DomainLayer\"]),\n", with: "", in: manifest)
                .replacing(developmentDependencies, with: """
                        dependencies:
                          - {package: Demo, products: [DomainLayer, PresentationLayer]}
                      ProductionApp:
                    """, in: xcodeGen)
            return DoctorCheckFixture(
                "apps.products", "a product removed from Package.swift",
                passing: xcodeGenBase,
                failing: failing,
                expected: [
                    .error("'DevelopmentApp' links 'DomainLayer', which is not a product of the package",
                           xcodeGen, failing.line(of: "- {package: Demo, products: [DomainLayer, PresentationLayer]}", in: xcodeGen)),
                    .error("'ProductionApp' links 'DomainLayer', which is not a product of the package",
                           xcodeGen, failing.line(of: "        product: \"DomainLayer\"", in: xcodeGen)),
                ]
            )
        }(),
        {
            // The Xcode project `fia new` writes, through its XCLocalSwiftPackageReference to the package.
            let failing = base.replacing("productName = DependencyInjectionLayer;", with: "productName = DependencyInjection;", in: xcodeProject)
            return DoctorCheckFixture(
                "apps.products", "the Xcode project's Production app names a product the package does not declare",
                failing: failing,
                expected: [.error(
                    "'ProductionApp' links 'DependencyInjection', which is not a product of the package",
                    xcodeProject, failing.line(of: "productName = DependencyInjection;", in: xcodeProject)
                )]
            )
        }(),
    ]

    static let schemes: [DoctorCheckFixture] = [
        {
            let failing = base.replacing("container:TestPlans/DriverTests.xctestplan", with: "container:TestPlans/DriverTest.xctestplan", in: sharedScheme)
            return DoctorCheckFixture(
                "test-plans.scheme-references", "the shared scheme names a plan that does not exist",
                failing: failing,
                expected: [.error(
                    "the scheme names the test plan 'container:TestPlans/DriverTest.xctestplan', which does not exist",
                    sharedScheme, failing.line(of: "DriverTest.xctestplan", in: sharedScheme)
                )]
            )
        }(),
        {
            let failing = xcodeGenBase.replacing("\"../TestPlans/DevelopmentApp.xctestplan\"", with: "\"../TestPlans/AppTests.xctestplan\"", in: xcodeGen)
            return DoctorCheckFixture(
                "test-plans.scheme-references", "an app scheme of the spec names a plan that does not exist",
                passing: xcodeGenBase,
                failing: failing,
                expected: [.error(
                    "the scheme names the test plan '../TestPlans/AppTests.xctestplan', which does not exist",
                    xcodeGen, failing.line(of: "AppTests.xctestplan", in: xcodeGen)
                )]
            )
        }(),
        {
            // A scheme of the Xcode project: `container:` is the project's folder, App/.
            let failing = base.removing("TestPlans/ProductionApp.xctestplan")
            return DoctorCheckFixture(
                "test-plans.scheme-references", "an app scheme of the Xcode project names a plan that does not exist",
                failing: failing,
                expected: [.error(
                    "the scheme names the test plan 'container:../TestPlans/ProductionApp.xctestplan', which does not exist",
                    productionScheme, failing.line(of: "ProductionApp.xctestplan", in: productionScheme)
                )]
            )
        }(),
    ]
}
