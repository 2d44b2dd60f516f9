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
}
