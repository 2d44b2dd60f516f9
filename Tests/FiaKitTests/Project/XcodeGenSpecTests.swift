@testable import FiaKit
import Testing

struct XcodeGenSpecTests {
    typealias Product = XcodeGenSpec.ProductDependency

    @Test func readsTheGeneratedSpec() {
        let spec = XcodeGenSpec(yaml: FixtureProject.freshXcodeGen.files["App/project.yml"]!)
        #expect(spec.targetLines == ["DevelopmentApp": 47, "ProductionApp": 78, "DevelopmentAppUITests": 111, "ProductionAppUITests": 124])
        #expect(spec.packageProducts["DevelopmentApp"] == [
            Product(product: "DomainLayer", line: 75, package: "Demo"), Product(product: "PresentationLayer", line: 77, package: "Demo"),
        ])
        #expect(spec.packageProducts["ProductionApp"]?.map(\.product) == ["DomainLayer", "PresentationLayer", "DependencyInjectionLayer"])
        #expect(spec.packageProducts["DevelopmentAppUITests"]?.map(\.product) == ["PresentationLayer"])
        #expect(spec.localPackages == ["Demo": ".."])
        // Only the apps are apps: the UI-test bundles are read, but not taken for apps.
        #expect(spec.targetTypes == [
            "DevelopmentApp": "application", "ProductionApp": "application",
            "DevelopmentAppUITests": "bundle.ui-testing", "ProductionAppUITests": "bundle.ui-testing",
        ])
        #expect(["DevelopmentApp", "ProductionApp"].allSatisfy(spec.isApplication))
        #expect(!spec.isApplication("DevelopmentAppUITests") && !spec.isApplication("ProductionAppUITests"))
        #expect(spec.testPlanReferences.map(\.path) == ["../TestPlans/DevelopmentApp.xctestplan", "../TestPlans/ProductionApp.xctestplan"])
    }

    @Test func readsTheInlineFormLocalPackagesAndSchemesTestPlans() {
        let yaml = """
            packages:
              Demo:
                path: ../
              Logging:
                url: https://github.com/apple/swift-log
            targets:
              App:
                dependencies:
                  - {package: Demo, product: DependencyInjectionLayer}
                  - { package: "Demo", products: [DomainLayer, 'PresentationLayer'] }  # both
                  - {package: Logging}
                  - {target: Widget}
            schemes:
              App:
                build:
                  targets:
                    App: all
                test:
                  testPlans:
                    - path: ../TestPlans/UnitTests.xctestplan
                      defaultPlan: true
                    - path: "AppTests.xctestplan"
              Other:
                test:
                  targets: [AppTests]
            """
        let spec = XcodeGenSpec(yaml: yaml)
        #expect(spec.packageProducts["App"] == [
            Product(product: "DependencyInjectionLayer", line: 9, package: "Demo"),
            Product(product: "DomainLayer", line: 10, package: "Demo"), Product(product: "PresentationLayer", line: 10, package: "Demo"),
            Product(product: "Logging", line: 11, package: "Logging"),
        ])
        #expect(spec.localPackages == ["Demo": "../"])
        #expect(spec.testPlanReferences == [
            .init(scheme: "App", path: "../TestPlans/UnitTests.xctestplan", line: 20),
            .init(scheme: "App", path: "AppTests.xctestplan", line: 22),
        ])
    }

    @Test func readsOtherShapesOfDependencies() {
        let yaml = """
            # the apps
            targets:
              App:  # the app
                dependencies:
                - target: Widget
                - package: Demo
                  products: [DomainLayer, "PresentationLayer"]
                - package: Demo
                  products:
                    - 'DependencyInjectionLayer'
                    - SettingsFramework  # oops

                - sdk: UIKit.framework
                - package: Logging
                  linkType: static
                sources: [Sources]
              Widget:
                type: app-extension
            schemes: {}
            """
        let spec = XcodeGenSpec(yaml: yaml)
        #expect(spec.targetLines == ["App": 3, "Widget": 17])
        #expect(spec.packageProducts["App"] == [
            Product(product: "DomainLayer", line: 7, package: "Demo"), Product(product: "PresentationLayer", line: 7, package: "Demo"),
            Product(product: "DependencyInjectionLayer", line: 10, package: "Demo"), Product(product: "SettingsFramework", line: 11, package: "Demo"),
            Product(product: "Logging", line: 14, package: "Logging"),
        ])
        #expect(spec.packageProducts["Widget"] == nil)
    }

    @Test func aSpecWithoutTargetsHasNone() {
        let spec = XcodeGenSpec(yaml: "name: Demo\noptions:\n  targets: no\n")
        #expect(spec.targetLines == [:])
        #expect(spec.packageProducts == [:])
    }
}
