extension DoctorCheckFixtures {
    static let xcodeGen = "App/project.yml"
    static let xcodeProject = "App/Demo.xcodeproj/project.pbxproj"
    /// The apps as an XcodeGen spec (`fia new --xcodegen`), where `base` has an Xcode project.
    static let xcodeGenBase = FixtureProject.withFeaturesXcodeGen
    static let developmentDependencies = """
            dependencies:
              - package: "Demo"
                product: "DomainLayer"
              - package: "Demo"
                product: "PresentationLayer"
          ProductionApp:
        """

    static let developmentApp: [DoctorCheckFixture] = [
        {
            let failing = xcodeGenBase.replacing(developmentDependencies, with: """
                    dependencies:
                      - package: Demo
                        product: DomainLayer
                      - package: Demo
                        products: [PresentationLayer, DependencyInjectionLayer]
                  ProductionApp:
                """, in: xcodeGen)
            return DoctorCheckFixture(
                "development-app.products", "the Development app links DependencyInjectionLayer",
                passing: xcodeGenBase,
                failing: failing,
                expected: [.error(
                    "the Development app 'DevelopmentApp' links 'DependencyInjectionLayer'",
                    xcodeGen, failing.line(of: "products: [PresentationLayer, DependencyInjectionLayer]", in: xcodeGen)
                )]
            )
        }(),
        {
            let failing = xcodeGenBase.replacing(developmentDependencies, with: """
                    dependencies:
                      - package: Demo
                        product: DomainLayer
                      - package: Demo
                        products:
                          - PresentationLayer
                          - SettingsFramework
                  ProductionApp:
                """, in: xcodeGen)
            return DoctorCheckFixture(
                "development-app.products", "the Development app links a framework module",
                passing: xcodeGenBase,
                failing: failing,
                expected: [.error(
                    "the Development app 'DevelopmentApp' links 'SettingsFramework'",
                    xcodeGen, failing.line(of: "- SettingsFramework", in: xcodeGen)
                )],
                // The package declares no such product either.
                alsoReported: ["apps.products"]
            )
        }(),
        {
            let failing = xcodeGenBase.replacing(developmentDependencies, with: """
                    dependencies:
                      - {package: Demo, product: DomainLayer}
                      - {package: "Demo", product: DependencyInjectionLayer}  # inline form
                  ProductionApp:
                """, in: xcodeGen)
            return DoctorCheckFixture(
                "development-app.products", "the Development app links the DI layer in the inline form",
                passing: xcodeGenBase,
                failing: failing,
                expected: [.error(
                    "the Development app 'DevelopmentApp' links 'DependencyInjectionLayer'",
                    xcodeGen, failing.line(of: "- {package: \"Demo\", product: DependencyInjectionLayer}", in: xcodeGen)
                )]
            )
        }(),
        DoctorCheckFixture(
            "development-app.products", "the configured Development app target is missing",
            passing: xcodeGenBase,
            failing: xcodeGenBase.setting(".fia/config.json", to: #"{"developmentApp": "DemoDev"}"#),
            expected: [.warning("'App/project.yml' has no target 'DemoDev'", xcodeGen)]
        ),
        {
            // The Xcode project `fia new` writes: its Development app links the DI layer too.
            let failing = base.replacing(
                "\t\t\t\tF1A000000000000000000111 /* PresentationLayer */,\n\t\t\t);\n\t\t\tproductName = DevelopmentApp;",
                with: "\t\t\t\tF1A000000000000000000111 /* PresentationLayer */,\n\t\t\t\tF1A000000000000000000212 /* DependencyInjectionLayer */,\n\t\t\t);\n\t\t\tproductName = DevelopmentApp;",
                in: xcodeProject
            )
            return DoctorCheckFixture(
                "development-app.products", "the Xcode project's Development app links the DI layer",
                failing: failing,
                expected: [.error(
                    "the Development app 'DevelopmentApp' links 'DependencyInjectionLayer'",
                    xcodeProject, failing.line(of: "productName = DependencyInjectionLayer;", in: xcodeProject)
                )]
            )
        }(),
        DoctorCheckFixture(
            "development-app.imports", "shared app code imports a framework module",
            failing: base.inserting("import SettingsFramework", after: "import SwiftUI", in: "App/Shared/RootView.swift"),
            expected: [.error("the Development app's sources import 'SettingsFramework'", "App/Shared/RootView.swift", 3)]
        ),
        DoctorCheckFixture(
            "development-app.imports", "the Development app imports the DI layer",
            failing: base.inserting("import DependencyInjectionLayer", after: "import SwiftUI", in: "App/Development/DevelopmentApp.swift"),
            expected: [.error("the Development app's sources import 'DependencyInjectionLayer'", "App/Development/DevelopmentApp.swift", 3)]
        ),
    ]
}
