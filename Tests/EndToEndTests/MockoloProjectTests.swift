import FiaKit
import Foundation
import Testing

/// `add` on a project whose mocks Mockolo generates (`Tests/Fixtures/MockoloStyle`, shaped after
/// the FIA author's practical sample): the new protocols carry `/// @mockable`, fia writes no mock
/// and leaves the generated file byte for byte as it was, wires the rest, writes tests on Mockolo's
/// names, and ends by printing the Makefile target that regenerates the mocks. The mocks the
/// package then builds and tests on are Mockolo's own, recorded by `.ci/mockolo record`.
@Suite(.serialized)
struct MockoloProjectTests {
    static let mocks = "Sources/Presentation/Domain/Entity/Mocks.swift"
    static let fixture = HandWrittenProjectTests.fixtures + "/MockoloStyle"

    /// What the real Mockolo wrote after fia's commands (`Regenerated/Mocks.swift`: the three adds
    /// below): its first line records the Mockolo and the commands that ran, the rest is Mockolo's
    /// file byte for byte.
    static func recordedMocks(_ name: String = "Mocks.swift") throws -> (record: String, mocks: String) {
        let text = try String(contentsOfFile: fixture + "/Regenerated/" + name, encoding: .utf8)
        let newline = try #require(text.firstIndex(of: "\n"))
        return (String(text[..<newline]), String(text[text.index(after: newline)...]))
    }

    /// The one line `.ci/mockolo record` names the mocks' Mockolo with (`uber/mockolo@2.6.1`).
    static func mintfileMockolo() throws -> String {
        let mintfile = try String(contentsOfFile: fixture + "/Mintfile", encoding: .utf8)
        return try #require(mintfile.split(separator: "\n").first { $0.hasPrefix("uber/mockolo@") }.map(String.init))
    }

    func copy() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: HandWrittenProjectTests.fixtures + "/MockoloStyle", toPath: directory.path + "/MockoloStyle")
        try? FileManager.default.removeItem(atPath: directory.path + "/MockoloStyle/LicensePackage/.build")
        return (directory, directory.path + "/MockoloStyle/LicensePackage")
    }

    @Test func addFeatureDriverAndUseCaseSucceedAndLeaveTheGeneratedMocksAlone() throws {
        let (directory, package) = try copy()
        let generated = try Data(contentsOf: URL(fileURLWithPath: package + "/" + Self.mocks))
        let regenerate = "regenerate them with '(cd .. && make mockolo-run)' (fia wrote no mock and left '\(Self.mocks)' as it was), then build."
        for arguments in [["add", "feature", "Foo"], ["add", "driver", "Bar", "--no-entity"], ["add", "usecase", "Baz", "--uses", "Foo,Bar"]] {
            let add = try Shell.fia(arguments, in: package)
            #expect(add.status == 0, "\(arguments): \(add.stdout)\(add.stderr)")
            #expect(add.stdout.hasSuffix(regenerate + "\n"), "\(arguments): \(add.stdout)")
            #expect(!add.stdout.contains("  \(Self.mocks)\n"), "\(arguments) planned the generated file:\n\(add.stdout)")
            let load = try Shell.run("swift", ["package", "dump-package"], in: package)
            #expect(load.status == 0, "\(arguments): SwiftPM cannot load the package:\n\(load.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: package + "/" + Self.mocks)) == generated, "the generated mocks changed")

        let sources = "MockoloStyle/LicensePackage/Sources/"
        #expect(try directory.read(sources + "Domain/Protocol/DriverProtocol/FooDriverProtocol.swift").contains("/// @mockable\npublic protocol FooDriverProtocol: Sendable {"))
        #expect(try directory.read(sources + "Domain/Protocol/DriverProtocol/FooDriverProvider.swift")
            .contains("/// @mockable(typealias: FooDriverProtocolAT = FooDriverProtocolMock)\npublic protocol FooDriverProvider {"))
        #expect(try directory.read(sources + "Presentation/Foo/FooPresenterDependency.swift").contains("/// @mockable\npublic protocol FooPresenterDependency"))
        #expect(try directory.read(sources + "Domain/UseCases/Baz/BazUseCase.swift").contains("/// @mockable\n@MainActor\npublic protocol BazUseCase"))
        #expect(try directory.read(sources + "Domain/UseCases/Baz/BazInteractorDependency.swift").contains("/// @mockable\npublic protocol BazInteractorDependency"))
        // No hand-written mock beside Mockolo's; the tests use Mockolo's names.
        let written = directory.snapshot("MockoloStyle/LicensePackage").keys
        #expect(!written.contains { $0.contains("MockFooDriver") || $0.contains("MockBarDriver") }, "\(written.sorted())")
        let presenterTests = try directory.read("MockoloStyle/LicensePackage/Tests/PresenterTests/FooPresenterTests.swift")
        #expect(presenterTests.contains("let container = AppRootDIContainerDependencyMock()\n        container.fooDriver = FooDriverProtocolMock()"))
        let interactorTests = try directory.read("MockoloStyle/LicensePackage/Tests/PresenterTests/BazInteractorTests.swift")
        #expect(interactorTests.contains("container.barDriver = BarDriverProtocolMock()"))
        #expect(interactorTests.contains("#expect(container.barDriver.sendCallCount == 1)"))
        // The rest is wired: the manifest, the real container, the composition protocol.
        #expect(try directory.read("MockoloStyle/LicensePackage/Package.swift").contains("\"FooFramework\""))
        #expect(try directory.read(sources + "DependencyInjection/AppRootDIContainer.swift").contains("public let barDriver = BarDriver()"))
        #expect(try directory.read(sources + "Presentation/DIContainerDependency/AppRootDIContainerDependency.swift")
            .contains("AppRootDIContainerDependency: AnyObject, LicenseListPresenterDependency, FooPresenterDependency, BazInteractorDependency"))

        // Mockolo's real output after these adds, recorded at development time (Mockolo does not
        // run here): it must mock every protocol the package now marks `@mockable`, and nothing
        // else, or it is stale.
        let (record, regenerated) = try Self.recordedMocks()
        let wanted = try MockoloModel.mockNames(under: package + "/Sources", excluding: package + "/" + Self.mocks)
        let recorded = MockoloModel.mockClasses(in: regenerated)
        #expect(Set(wanted) == Set(recorded) && wanted.count == recorded.count,
                "Regenerated/Mocks.swift is stale: re-record it with '.ci/mockolo record' (Mockolo would mock \(wanted.sorted()), the file has \(recorded.sorted()))")
        #expect(Set(recorded).isSuperset(of: ["FooDriverProtocolMock", "FooDriverProviderMock", "FooPresenterDependencyMock", "BarDriverProtocolMock",
                                              "BarDriverProviderMock", "BazUseCaseMock", "BazInteractorDependencyMock", "AppRootDIContainerDependencyMock"]))
        #expect(record.hasPrefix("// Mockolo \(try Self.mintfileMockolo().dropFirst("uber/mockolo@".count)) "), "\(record)")

        // On Mockolo's mocks the package builds with no warning and its tests pass.
        try directory.write(regenerated, to: "MockoloStyle/LicensePackage/" + Self.mocks)
        let build = try Shell.buildWithTests(in: package)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let (test, ran) = try Shell.swiftTest(in: package)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        let declared = Shell.declaredTests(in: package)
        #expect(declared > 0 && ran == declared, "swift test ran \(ran.map(String.init) ?? "no") of \(declared) tests")
        let doctor = try Shell.fia(["doctor"], in: package)
        #expect(doctor.status == 0, "\(doctor.stdout)")
        #if !os(macOS)
        // The view and its previews, which Linux's build skips (`#if canImport(SwiftUI)`), typecheck
        // on them against the SwiftUI stand-in (macOS has the real SwiftUI; Xcode builds them there).
        let views = try SwiftUITypecheck(project: package).run(modules: [("DomainLayer", "Sources/Domain"), ("PresentationLayer", "Sources/Presentation")])
        #expect(views.status == 0, "\(views.stdout)\(views.stderr)")
        #endif
    }

    /// `remove` in a Mockolo project takes out what `add` wrote and never edits the generated file:
    /// each run prints the regeneration command, and once Mockolo has run again (the fixture's own
    /// file is Mockolo's for it) the package is byte for byte what it was, and builds and tests.
    @Test func removeTakesOutWhatAddWroteAndLeavesTheGeneratedMocksAlone() throws {
        let (directory, package) = try copy()
        let before = directory.snapshot("MockoloStyle").filter { !$0.key.contains(".fia") }
        let original = try directory.read("MockoloStyle/LicensePackage/" + Self.mocks)
        for arguments in [["add", "feature", "Foo"], ["add", "driver", "Bar", "--no-entity"]] {
            let add = try Shell.fia(arguments, in: package)
            #expect(add.status == 0, "\(arguments): \(add.stdout)\(add.stderr)")
        }
        // Mockolo ran since (its output recorded after these adds and `add usecase Baz`).
        let regenerated = try Self.recordedMocks().mocks
        try directory.write(regenerated, to: "MockoloStyle/LicensePackage/" + Self.mocks)
        let note = "regenerate them with '(cd .. && make mockolo-run)' (fia removed no mock and left '\(Self.mocks)' as it was), then build."
        for arguments in [["remove", "driver", "Bar"], ["remove", "feature", "Foo"]] {
            let dryRun = try Shell.fia(arguments + ["--dry-run"], in: package)
            #expect(dryRun.status == 0 && !dryRun.stdout.contains("a/\(Self.mocks)"), "\(arguments) --dry-run: \(dryRun.stdout)\(dryRun.stderr)")
            let remove = try Shell.fia(arguments, in: package)
            #expect(remove.status == 0, "\(arguments): \(remove.stdout)\(remove.stderr)")
            #expect(remove.stdout.contains("\nnote: Mockolo generates this project's mocks: " + note + "\n"), "\(arguments): \(remove.stdout)\(remove.stderr)")
            #expect(try directory.read("MockoloStyle/LicensePackage/" + Self.mocks) == regenerated, "\(arguments) edited the generated mocks")
        }
        // Mockolo again: the fixture's own file is what it generates for the fixture.
        try directory.write(original, to: "MockoloStyle/LicensePackage/" + Self.mocks)
        #expect(directory.snapshot("MockoloStyle").filter { !$0.key.contains(".fia") } == before, "remove did not give back the tree as it was")
        let build = try Shell.buildWithTests(in: package)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let (test, _) = try Shell.swiftTest(in: package)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
    }

    /// `rename feature` in a Mockolo project renames the mocks in the generated file as
    /// regenerating them would (their classes `<Protocol>Mock`, their `_<property>` backing
    /// variables): the file equals Mockolo's own after the same rename, up to the order of its
    /// declarations (Mockolo's follows the files'). The package then builds and its tests pass.
    @Test func renameFeatureRenamesTheMocksAsMockoloWould() throws {
        let (directory, package) = try copy()
        let add = try Shell.fia(["add", "feature", "Foo"], in: package)
        #expect(add.status == 0, "\(add.stderr)")
        let added = try Self.recordedMocks("AddFeatureFoo.swift").mocks
        let wanted = try MockoloModel.mockNames(under: package + "/Sources", excluding: package + "/" + Self.mocks)
        #expect(MockoloModel.mockClasses(in: added).sorted() == wanted.sorted(), "Regenerated/AddFeatureFoo.swift is stale: re-record it with '.ci/mockolo record'")
        try directory.write(added, to: "MockoloStyle/LicensePackage/" + Self.mocks)
        let rename = try Shell.fia(["rename", "feature", "Foo", "Qux"], in: package)
        #expect(rename.status == 0, "\(rename.stdout)\(rename.stderr)")
        let renamed = try directory.read("MockoloStyle/LicensePackage/" + Self.mocks)
        let (record, regenerated) = try Self.recordedMocks("RenameFeatureFooQux.swift")
        #expect(record.contains("'fia add feature Foo', mockolo, 'fia rename feature Foo Qux'"), "\(record)")
        #expect(Self.declarations(in: renamed) == Self.declarations(in: regenerated),
                "\(LineDiff.unified(from: Self.declarations(in: regenerated).joined(separator: "\n"), to: Self.declarations(in: renamed).joined(separator: "\n"), path: Self.mocks))")
        #expect(MockoloModel.mockClasses(in: renamed).sorted() == ["AppRootDIContainerDependencyMock", "LicenseDriverProtocolMock", "LicenseDriverProviderMock",
                                                                   "LicenseListPresenterDependencyMock", "QuxDriverProtocolMock", "QuxDriverProviderMock", "QuxPresenterDependencyMock"])
        let build = try Shell.buildWithTests(in: package)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let (test, ran) = try Shell.swiftTest(in: package)
        #expect(test.status == 0 && ran == Shell.declaredTests(in: package), "\(test.stdout)\(test.stderr)")
        #if !os(macOS)
        let views = try SwiftUITypecheck(project: package).run(modules: [("DomainLayer", "Sources/Domain"), ("PresentationLayer", "Sources/Presentation")])
        #expect(views.status == 0, "\(views.stdout)\(views.stderr)")
        #endif
    }

    /// A file's top-level declarations (each from its first line at column 0 to the next), sorted.
    static func declarations(in source: String) -> [String] {
        var blocks: [[Substring]] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first.isLetter || first == "/" || first == "@" { blocks.append([]) }
            if !blocks.isEmpty { blocks[blocks.count - 1].append(line) }
        }
        return blocks.map { $0.joined(separator: "\n").trimmingCharacters(in: .newlines) }.sorted()
    }

    /// The fixture's generated file is Mockolo's for the fixture as it is: one mock per
    /// `@mockable` protocol, recorded with the Mockolo the Mintfile names.
    @Test func theFixturesGeneratedMocksAreMockolosForItsProtocols() throws {
        let package = Self.fixture + "/LicensePackage"
        let generated = try String(contentsOfFile: package + "/" + Self.mocks, encoding: .utf8)
        let wanted = try MockoloModel.mockNames(under: package + "/Sources", excluding: package + "/" + Self.mocks)
        #expect(wanted.sorted() == ["AppRootDIContainerDependencyMock", "LicenseDriverProtocolMock", "LicenseDriverProviderMock", "LicenseListPresenterDependencyMock"])
        #expect(MockoloModel.mockClasses(in: generated).sorted() == wanted.sorted(), "re-record it with '.ci/mockolo record'")
        #expect(generated.hasPrefix("///\n/// @Generated by Mockolo\n///\n"))
        #expect(try Self.mintfileMockolo() == "uber/mockolo@2.6.1")
    }

    /// The model of Mockolo's rule reads what Mockolo reads: `///` comments before the attributes,
    /// not `//` ones; `override: name =`; only protocols.
    @Test func mockoloModelFollowsMockolosAnnotationRule() {
        let source = """
            /// @mockable
            @MainActor
            public protocol A {}
            // @mockable
            public protocol B {}
            /// @mockable(typealias: T = Int; override: name = CustomMock)
            protocol C {}
            /// @mockable
            public struct D {}
            public protocol E {}
            """
        #expect(MockoloModel.mockNames(declaredIn: source) == ["AMock", "CustomMock"])
        #expect(MockoloModel.mockClasses(in: "public final class AMock: A {\n    class var x: Int\n}\nactor BMock: B {}\nfinal class Helper {}\n") == ["AMock", "BMock"])
    }

    @Test func editingAGeneratedFileIsRefusedWithNothingWritten() throws {
        // The composition protocol declared in the generated file: its edit is refused.
        let (directory, package) = try copy()
        let composition = "MockoloStyle/LicensePackage/Sources/Presentation/DIContainerDependency/AppRootDIContainerDependency.swift"
        let declaration = try directory.read(composition)
        try FileManager.default.removeItem(atPath: directory.path + "/" + composition)
        try directory.write(try directory.read("MockoloStyle/LicensePackage/" + Self.mocks) + "\n" + declaration.replacingOccurrences(of: "import DomainLayer\n", with: ""),
                            to: "MockoloStyle/LicensePackage/" + Self.mocks)
        let before = directory.snapshot()
        let add = try Shell.fia(["add", "feature", "Foo"], in: package)
        #expect(add.status == 1)
        #expect(add.stderr.hasPrefix("error: '\(Self.mocks)' is generated by Mockolo, and fia never edits a generated file; nothing was written\n"), "\(add.stderr)")
        #expect(directory.snapshot() == before, "a refusal wrote")
    }

    @Test func withoutAMakefileTargetItSaysToRunMockolo() throws {
        let (directory, package) = try copy()
        try FileManager.default.removeItem(atPath: directory.path + "/MockoloStyle/Makefile")
        let add = try Shell.fia(["add", "driver", "Bar", "--no-entity"], in: package)
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.hasSuffix("Mockolo generates this project's mocks: run Mockolo to regenerate '\(Self.mocks)' (fia wrote no mock and left it as it was), then build.\n"), "\(add.stdout)")
    }
}
