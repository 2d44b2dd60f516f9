import Foundation
import Testing

/// fia on a package whose tests use XCTest and whose containers are `AppDI` and `MockDI`
/// (`Tests/Fixtures/XCTestStyle`, a team's package: XCTest cases, its own container names):
/// `add feature`, `add driver` and `add usecase` write XCTest cases on the project's containers,
/// `rename` and `remove` keep it that way, the package builds with zero warnings and every test
/// runs and passes after each, and doctor stays clean. A target keeps its own framework where
/// the package mixes them.
@Suite(.serialized)
struct XCTestProjectTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/XCTestStyle").path

    private func copy() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: directory.path + "/Journal")
        try? FileManager.default.removeItem(atPath: directory.path + "/Journal/.build")
        return (directory, directory.path + "/Journal")
    }

    /// The test files under `Tests/`, by package-relative path.
    private func testFiles(_ package: String) -> [String: String] {
        let tests = package + "/Tests"
        let files = FileManager.default.enumerator(atPath: tests)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return Dictionary(uniqueKeysWithValues: files.map { ("Tests/" + $0, (try? String(contentsOfFile: tests + "/" + $0, encoding: .utf8)) ?? "") })
    }

    /// Builds with warnings as errors, runs every declared test (XCTest's `func test…` and Swift
    /// Testing's `@Test` alike) and runs doctor.
    private func expectBuildsTestsAndPassesDoctor(_ package: String, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let build = try Shell.buildWithTests(in: package)
        #expect(build.status == 0, "\(step): \(build.stdout)\(build.stderr)", sourceLocation: sourceLocation)
        let test = try Shell.run("swift", ["test", "--skip-build"], in: package)
        #expect(test.status == 0, "\(step): \(test.stdout)\(test.stderr)", sourceLocation: sourceLocation)
        let output = test.stdout + "\n" + test.stderr
        // XCTest's "Executed N tests" for the whole run (its largest), and Swift Testing's summary.
        let xctestRan = output.split(separator: "\n").compactMap { line -> Int? in
            guard let range = line.range(of: "Executed ") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.flatMap { Int($0) }
        }.max() ?? 0
        let testingRan = output.split(separator: "\n").last { $0.contains("Test run with ") }.flatMap { line in
            line.components(separatedBy: "Test run with ").last?.split(separator: " ").first.flatMap { Int($0) }
        } ?? 0
        var declaredXCTest = 0
        for text in testFiles(package).values where text.contains(": XCTestCase") {
            declaredXCTest += text.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("func test") }.count
        }
        let declaredTesting = Shell.declaredTests(in: package)
        #expect(declaredXCTest > 0 && xctestRan == declaredXCTest, "\(step): XCTest ran \(xctestRan) of \(declaredXCTest)", sourceLocation: sourceLocation)
        #expect(testingRan == declaredTesting, "\(step): Swift Testing ran \(testingRan) of \(declaredTesting)", sourceLocation: sourceLocation)
        let doctor = try Shell.fia(["doctor"], in: package)
        #expect(doctor.status == 0 && doctor.stdout.contains("doctor: 0 errors, 0 warnings"), "\(step): \(doctor.stdout)", sourceLocation: sourceLocation)
    }

    @Test func addRenameAndRemoveWriteXCTestCasesOnTheProjectsContainers() throws {
        let (directory, package) = try copy()
        let before = directory.snapshot("Journal").filter { !$0.key.hasPrefix(".fia") }
        for arguments in [["add", "feature", "Todo"], ["add", "driver", "Sync", "--no-entity"], ["add", "usecase", "Archive", "--uses", "Todo,Sync"]] {
            let add = try Shell.fia(arguments, in: package)
            #expect(add.status == 0, "\(arguments): \(add.stdout)\(add.stderr)")
        }
        let written = [
            "Tests/PresentationLayerTests/TodoPresenterTests.swift": "final class TodoPresenterTests: XCTestCase {",
            "Tests/DependencyInjectionLayerTests/TodoPresenterIntegrationTests.swift": "final class TodoPresenterIntegrationTests: XCTestCase {",
            "Tests/TodoFrameworkTests/TodoDriverTests.swift": "final class TodoDriverTests: XCTestCase {",
            "Tests/SyncFrameworkTests/SyncDriverTests.swift": "final class SyncDriverTests: XCTestCase {",
            "Tests/PresentationLayerTests/ArchiveInteractorTests.swift": "final class ArchiveInteractorTests: XCTestCase {",
            "Tests/DependencyInjectionLayerTests/ArchiveInteractorIntegrationTests.swift": "final class ArchiveInteractorIntegrationTests: XCTestCase {",
        ]
        let files = testFiles(package)
        for (path, declaration) in written {
            let text = try #require(files[path], "\(path) was not written")
            #expect(text.contains("import XCTest\n") && text.contains(declaration), "\(path):\n\(text)")
            #expect(!text.contains("import Testing") && !text.contains("#expect") && !text.contains("@Test"), "\(path):\n\(text)")
        }
        // The project's containers, in code and in comments; fia's names nowhere.
        #expect(files["Tests/PresentationLayerTests/TodoPresenterTests.swift"]!.contains("/// `TodoPresenter` against `MockDI`: every state"))
        #expect(files["Tests/DependencyInjectionLayerTests/TodoPresenterIntegrationTests.swift"]!.contains("TodoPresenter(dependency: AppDI())"))
        let sources = directory.snapshot("Journal").filter { $0.key.hasSuffix(".swift") && !$0.key.hasPrefix(".build") }
        for (path, data) in sources {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("MockDIContainer") && !text.contains("DIContainer()") && !text.contains("`DIContainer`"), "\(path) names fia's containers:\n\(text)")
        }
        try expectBuildsTestsAndPassesDoctor(package, "after add")

        // The use case first: a feature renamed while a use case shares its driver keeps the
        // driver's name in its presenter's comments, which `remove` then takes for a user's edit.
        let removeUseCase = try Shell.fia(["remove", "usecase", "Archive"], in: package)
        #expect(removeUseCase.status == 0, "\(removeUseCase.stdout)\(removeUseCase.stderr)")
        let rename = try Shell.fia(["rename", "feature", "Todo", "Chore"], in: package)
        #expect(rename.status == 0, "\(rename.stdout)\(rename.stderr)")
        #expect(testFiles(package)["Tests/PresentationLayerTests/ChorePresenterTests.swift"]?.contains("final class ChorePresenterTests: XCTestCase {") == true)
        try expectBuildsTestsAndPassesDoctor(package, "after rename")

        for arguments in [["remove", "feature", "Chore"], ["remove", "driver", "Sync"]] {
            let remove = try Shell.fia(arguments, in: package)
            #expect(remove.status == 0, "\(arguments): \(remove.stdout)\(remove.stderr)")
        }
        #expect(directory.snapshot("Journal").filter { !$0.key.hasPrefix(".fia") && !$0.key.hasPrefix(".build") } == before, "remove did not give back the tree as it was")
        try expectBuildsTestsAndPassesDoctor(package, "after remove")
    }

    /// Each test target follows its own files: Swift Testing presenter tests beside XCTest
    /// integration tests; a new driver's test target follows the package's majority (XCTest here).
    @Test func eachTestTargetKeepsItsOwnFramework() throws {
        let (directory, package) = try copy()
        try directory.write("""
            import DomainLayer
            import PresentationLayer
            import Testing

            @MainActor
            struct NotePresenterTests {
                @Test func startsIdle() {
                    #expect(NotePresenter(dependency: MockDI()).state == .idle)
                }
            }

            """, to: "Journal/Tests/PresentationLayerTests/NotePresenterTests.swift")
        let add = try Shell.fia(["add", "feature", "Todo"], in: package)
        #expect(add.status == 0, "\(add.stdout)\(add.stderr)")
        let files = testFiles(package)
        #expect(files["Tests/PresentationLayerTests/TodoPresenterTests.swift"]?.contains("import Testing\n") == true)
        #expect(files["Tests/PresentationLayerTests/TodoPresenterTests.swift"]?.contains("XCTest") == false)
        #expect(files["Tests/DependencyInjectionLayerTests/TodoPresenterIntegrationTests.swift"]?.contains(": XCTestCase {") == true)
        #expect(files["Tests/TodoFrameworkTests/TodoDriverTests.swift"]?.contains(": XCTestCase {") == true)
        try expectBuildsTestsAndPassesDoctor(package, "mixed")
    }
}
