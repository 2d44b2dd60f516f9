@testable import FiaKit
import Testing

/// The fixtures stand for what fia generates: doctor must see the same project in
/// `FixtureProject.withFeatures` as in the output of `fia new` + `fia add feature`.
/// Comments and bodies may differ; files, imports, types, protocols, targets and plans may not.
/// When this fails after a blueprint change, update `FixtureProject` to match.
struct GeneratedProjectParityTests {
    static func generated() throws -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem()
        let output = RecordingOutput()
        for (arguments, directory) in [
            (["new", "Demo"], "/"),
            (["add", "feature", "Settings"], "/Demo"),
            (["add", "feature", "Profile", "--uses", "Settings"], "/Demo"),
            (["add", "feature", "LicenseList", "--driver", "License"], "/Demo"),
        ] {
            let context = CommandContext(fileSystem: fileSystem, currentDirectory: directory, output: output.output())
            try #require(Fia.run(arguments: arguments, context: context) == 0, "\(arguments): \(output.standardError)")
        }
        return fileSystem
    }

    @Test func doctorPassesTheGeneratedProject() throws {
        let snapshot = ProjectSnapshot.load(root: "/Demo", fileSystem: try Self.generated(), dumpPackage: { _ in "" })
        #expect(Doctor.run(snapshot).findings == [])
    }

    @Test func theFixtureMatchesTheGeneratedProject() throws {
        let real = ProjectSnapshot.load(root: "/Demo", fileSystem: try Self.generated(), dumpPackage: { _ in "" })
        let fixture = FixtureProject.withFeatures.snapshot()

        #expect(Self.targets(fixture) == Self.targets(real))
        #expect(fixture.sources.map(\.path) == real.sources.map(\.path))
        for (mine, theirs) in zip(fixture.sources, real.sources) where mine.path == theirs.path {
            #expect(mine.target == theirs.target, "\(mine.path)")
            #expect(mine.summary.imports.map(\.module) == theirs.summary.imports.map(\.module), "\(mine.path)")
            #expect(mine.summary.types.map(\.name) == theirs.summary.types.map(\.name), "\(mine.path)")
        }
        #expect(fixture.protocols.map { "\($0.file): \($0.name): \($0.inheritedTypes)" }
            == real.protocols.map { "\($0.file): \($0.name): \($0.inheritedTypes)" })
        #expect(Self.plans(fixture) == Self.plans(real))
        #expect(fixture.xcodeGen == real.xcodeGen)
    }

    static func targets(_ snapshot: ProjectSnapshot) -> [String] {
        snapshot.manifest.targets.map { target in
            "\(target.kind) \(target.name) \(target.path ?? "-") \(target.dependencies.map(\.name))"
        }
    }

    static func plans(_ snapshot: ProjectSnapshot) -> [String] {
        snapshot.testPlans.map { file in
            "\(file.path): \((try? file.plan.get())?.testTargets.map(\.name) ?? [])"
        }
    }
}
