import Foundation
import Testing

/// `add` on a project whose mocks Mockolo generates (`Tests/Fixtures/MockoloStyle`, shaped after
/// the FIA author's practical sample): the new protocols carry `/// @mockable`, fia writes no mock
/// and leaves the generated file byte for byte as it was, wires the rest, writes tests on Mockolo's
/// names, and ends by printing the Makefile target that regenerates the mocks.
@Suite(.serialized)
struct MockoloProjectTests {
    static let mocks = "Sources/Presentation/Domain/Entity/Mocks.swift"

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

        // Once Mockolo has run (a stand-in: Mockolo does not run here), the package builds and its tests pass.
        try directory.write(Self.regeneratedMocks, to: "MockoloStyle/LicensePackage/" + Self.mocks)
        let build = try Shell.buildWithTests(in: package)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let test = try Shell.run("swift", ["test", "--skip-build"], in: package)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        let doctor = try Shell.fia(["doctor"], in: package)
        #expect(doctor.status == 0, "\(doctor.stdout)")
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

    /// What `make mockolo-run` writes after the three adds, in Mockolo's shape (as the fixture's
    /// own generated file): the drivers' mocks and the containers' with every driver.
    static let regeneratedMocks = """
        ///
        /// @Generated by Mockolo
        ///



        import DomainLayer


        public final class LicenseDriverProtocolMock: LicenseDriverProtocol, @unchecked Sendable {
            public init() { }


            public private(set) var fetchAllCallCount = 0
            public var fetchAllHandler: (() async throws -> [License])?
            public func fetchAll() async throws -> [License] {
                fetchAllCallCount += 1
                if let fetchAllHandler = fetchAllHandler {
                    return try await fetchAllHandler()
                }
                return [License]()
            }
        }

        public final class FooDriverProtocolMock: FooDriverProtocol, @unchecked Sendable {
            public init() { }


            public private(set) var fetchAllCallCount = 0
            public var fetchAllHandler: (() async throws -> [Foo])?
            public func fetchAll() async throws -> [Foo] {
                fetchAllCallCount += 1
                if let fetchAllHandler = fetchAllHandler {
                    return try await fetchAllHandler()
                }
                return [Foo]()
            }
        }

        public final class BarDriverProtocolMock: BarDriverProtocol, @unchecked Sendable {
            public init() { }


            public private(set) var sendCallCount = 0
            public var sendHandler: ((String) async throws -> ())?
            public func send(_ value: String) async throws {
                sendCallCount += 1
                if let sendHandler = sendHandler {
                    try await sendHandler(value)
                }
            }
        }

        public final class AppRootDIContainerDependencyMock: AppRootDIContainerDependency {
            public init() { }
            public init(licenseDriver: LicenseDriverProtocolAT, fooDriver: FooDriverProtocolAT, barDriver: BarDriverProtocolAT) {
                self._licenseDriver = licenseDriver
                self._fooDriver = fooDriver
                self._barDriver = barDriver
            }

            public typealias LicenseDriverProtocolAT = LicenseDriverProtocolMock
            public typealias FooDriverProtocolAT = FooDriverProtocolMock
            public typealias BarDriverProtocolAT = BarDriverProtocolMock

            public private(set) var licenseDriverSetCallCount = 0
            private var _licenseDriver: LicenseDriverProtocolAT!  { didSet { licenseDriverSetCallCount += 1 } }
            public var licenseDriver: LicenseDriverProtocolAT {
                get { return _licenseDriver }
                set { _licenseDriver = newValue }
            }

            public private(set) var fooDriverSetCallCount = 0
            private var _fooDriver: FooDriverProtocolAT!  { didSet { fooDriverSetCallCount += 1 } }
            public var fooDriver: FooDriverProtocolAT {
                get { return _fooDriver }
                set { _fooDriver = newValue }
            }

            public private(set) var barDriverSetCallCount = 0
            private var _barDriver: BarDriverProtocolAT!  { didSet { barDriverSetCallCount += 1 } }
            public var barDriver: BarDriverProtocolAT {
                get { return _barDriver }
                set { _barDriver = newValue }
            }
        }

        """
}
