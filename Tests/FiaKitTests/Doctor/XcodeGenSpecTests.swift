@testable import FiaKit
import Testing

struct XcodeGenSpecTests {
    typealias Product = XcodeGenSpec.ProductDependency

    @Test func readsTheGeneratedSpec() {
        let spec = XcodeGenSpec(yaml: FixtureProject.fresh.files["App/project.yml"]!)
        #expect(spec.targetLines == ["DevelopmentApp": 22, "ProductionApp": 48])
        #expect(spec.packageProducts["DevelopmentApp"] == [
            Product(product: "DomainLayer", line: 45), Product(product: "PresentationLayer", line: 47),
        ])
        #expect(spec.packageProducts["ProductionApp"]?.map(\.product) == ["DomainLayer", "PresentationLayer", "DependencyInjectionLayer"])
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
            Product(product: "DomainLayer", line: 7), Product(product: "PresentationLayer", line: 7),
            Product(product: "DependencyInjectionLayer", line: 10), Product(product: "SettingsFramework", line: 11),
            Product(product: "Logging", line: 14),
        ])
        #expect(spec.packageProducts["Widget"] == nil)
    }

    @Test func aSpecWithoutTargetsHasNone() {
        let spec = XcodeGenSpec(yaml: "name: Demo\noptions:\n  targets: no\n")
        #expect(spec.targetLines == [:])
        #expect(spec.packageProducts == [:])
    }
}
