@testable import FiaKit
import Testing

/// A repeated target name takes its first target's folder, wherever the targets stand in the
/// manifest (the first 64 modules are looked back over, the rest go through a table).
struct LayerTargetsTests {
    func layers(_ targets: [(name: String, path: String)], fillers: Int) -> LayerTargets {
        let filler = (0..<fillers).map { PackageManifest.Target(name: "Module\($0)", kind: .regular, dependencies: [], path: "Sources/Module\($0)") }
        let listed = targets.map { PackageManifest.Target(name: $0.name, kind: .regular, dependencies: [], path: $0.path) }
        return LayerTargets(manifest: PackageManifest(name: "P", targets: filler + listed), configuration: ProjectConfiguration())
    }

    @Test(arguments: [0, 100])
    func aFrameworkLayerIsFoundByItsFolder(fillers: Int) {
        let found = layers([("Drivers", "Sources/FrameworkLayer")], fillers: fillers)
        #expect(found.frameworkLayer == "Drivers")
        #expect(found.frameworks == ["Drivers"])
    }

    @Test(arguments: [0, 100])
    func aRepeatedNameTakesItsFirstTargetsFolder(fillers: Int) {
        let later = layers([("Drivers", "Sources/Elsewhere"), ("Drivers", "Sources/FrameworkLayer")], fillers: fillers)
        #expect(later.frameworkLayer == nil)
        #expect(later.frameworks == [])
        let first = layers([("Drivers", "Sources/FrameworkLayer"), ("Drivers", "Sources/Elsewhere")], fillers: fillers)
        #expect(first.frameworkLayer == "Drivers")
        #expect(first.frameworks == ["Drivers", "Drivers"])
    }

    private func target(_ name: String, _ dependencies: [String] = []) -> PackageManifest.Target {
        PackageManifest.Target(name: name, kind: .regular, dependencies: dependencies.map { .init(name: $0, isProduct: false) })
    }

    private func discover(_ targets: [PackageManifest.Target], config: String = "{}") throws -> LayerTargets {
        LayerTargets(manifest: PackageManifest(name: "P", targets: targets), configuration: try ProjectConfiguration(json: config))
    }

    @Test func prefixedAndSuffixedLayerNamesAreFound() throws {
        let shop = try discover([
            target("ShopDomain"), target("ShopPresentation", ["ShopDomain"]), target("ShopFramework", ["ShopDomain"]),
            target("ShopDI", ["ShopDomain", "ShopPresentation", "ShopFramework"]),
        ])
        #expect([shop.domain, shop.presentation, shop.dependencyInjection] == ["ShopDomain", "ShopPresentation", "ShopDI"])
        #expect(shop.frameworkLayer == "ShopFramework")
        #expect(shop.missing.isEmpty)
        #expect(shop.reasons.first { $0.role == "domain" }?.how == "'ShopDomain' (by name, with the prefix 'Shop')")
        let layered = try discover([
            target("AppDomainLayer"), target("AppPresentationLayer", ["AppDomainLayer"]),
            target("AppDependencyInjectionLayer", ["AppPresentationLayer"]),
        ])
        #expect([layered.domain, layered.presentation, layered.dependencyInjection] == ["AppDomainLayer", "AppPresentationLayer", "AppDependencyInjectionLayer"])
    }

    @Test func theDependencyShapeSettlesAnAmbiguousName() throws {
        // Two '…Domain' modules: the one depending on no other module is the domain layer; a
        // 'MIDI' module that links no presentation layer is no DI layer.
        let found = try discover([
            target("PricingDomain", ["ShopDomain"]), target("ShopDomain"), target("CoreMIDI"),
            target("ShopPresentation", ["ShopDomain"]),
        ])
        #expect(found.domain == "ShopDomain")
        #expect(found.reasons.first { $0.role == "domain" }?.how.contains("confirmed by its dependencies") == true)
        #expect(found.missing == ["dependencyInjection"])
        #expect(found.dependencyInjection == "ShopDependencyInjection")
    }

    @Test func sharedModulesPlayNoLayer() throws {
        let found = try discover(
            [target("Domain"), target("CoreFramework"), target("UIDomain")],
            config: #"{"shared": ["CoreFramework", "UIDomain"]}"#)
        #expect(found.domain == "Domain")
        #expect(found.frameworks.isEmpty)
        #expect(found.shared.keys.sorted() == ["CoreFramework", "UIDomain"])
    }
}
