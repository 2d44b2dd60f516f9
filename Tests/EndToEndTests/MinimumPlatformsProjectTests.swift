import Foundation
import Testing

#if os(macOS)
private let standInApplies = false
#else
private let standInApplies = true
#endif

/// fia on a package whose `platforms:` are below Observation's (`Tests/Fixtures/MinimumPlatforms`:
/// `.iOS(.v15), .macOS("12")`, ObservableObject presenters): `add feature`, `add driver` and
/// `add usecase` write code those minimums compile — an `ObservableObject` presenter, views with
/// `if #available` around iOS 17 API, previews in `NavigationView` — the package builds and its
/// tests pass, and the SwiftUI typecheck at each minimum deployment target (`AppleTarget`) passes,
/// and fails on an iOS 17 API planted outside `if #available`, or on an `@Observable` presenter.
@Suite(.serialized, .enabled(if: standInApplies, "macOS has the real SwiftUI; build the apps with Xcode there"))
struct MinimumPlatformsProjectTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/MinimumPlatforms").path

    /// The fixture, copied as `Shop`, after `add feature Weather`, `add driver Barcode` and
    /// `add usecase Checkout --uses Device`.
    private func grownFixture() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: directory.path + "/Shop")
        try? FileManager.default.removeItem(atPath: directory.path + "/Shop/.build")
        let package = directory.path + "/Shop"
        for arguments in [["add", "feature", "Weather"], ["add", "driver", "Barcode"], ["add", "usecase", "Checkout", "--uses", "Device"]] {
            let result = try Shell.fia(arguments, in: package)
            #expect(result.status == 0, "\(arguments): \(result.stdout)\(result.stderr)")
        }
        return (directory, package)
    }

    private func targets(_ package: String) throws -> [AppleTarget] {
        AppleTarget.minimums(ofManifest: try String(contentsOfFile: package + "/Package.swift", encoding: .utf8))
    }

    @Test func addWritesCodeThePackagesMinimumsCompile() throws {
        let (directory, package) = try grownFixture()
        #expect(try targets(package) == [AppleTarget(platform: "iOS", version: "15.0"), AppleTarget(platform: "macOS", version: "12.0")])
        let presenter = try directory.read("Shop/Sources/PresentationLayer/Weather/WeatherPresenter.swift")
        #expect(presenter.contains("    @Published\n    #endif\n    public private(set) var state"), "\(presenter)")
        #expect(presenter.contains("extension WeatherPresenter: ObservableObject {}"))
        #expect(!presenter.contains("\n@Observable\n") && !presenter.contains("import Observation"))
        let view = try directory.read("Shop/Sources/PresentationLayer/Weather/WeatherView.swift")
        #expect(view.contains("@StateObject private var presenter: WeatherPresenter<Dependency>"))
        #expect(view.contains("NavigationView {") && !view.contains("NavigationStack {"))

        let build = try Shell.buildWithTests(in: package)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let (test, ran) = try Shell.swiftTest(in: package)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        let declared = Shell.declaredTests(in: package)
        #expect(declared > 0 && ran == declared, "swift test ran \(ran.map(String.init) ?? "no") of \(declared) tests")

        for target in try targets(package) {
            let result = try SwiftUITypecheck(project: package, target: target).run()
            #expect(result.status == 0, "\(target): \(result.stdout)\(result.stderr)")
        }
    }

    /// One planted mistake per run, at each minimum: iOS 17's `ContentUnavailableView` outside
    /// `if #available`, and an `@Observable` presenter (Observation's own availability).
    @Test(arguments: [
        ("Sources/PresentationLayer/Weather/WeatherView.swift",
         "            } else {\n                Label(\"No Weather yet\", systemImage: \"tray\")",
         "            } else {\n                ContentUnavailableView(\"No Weather yet\", systemImage: \"tray\")",
         ["iOS": "error: 'ContentUnavailableView' is only available in iOS 17.0 or newer",
          "macOS": "error: 'ContentUnavailableView' is only available in macOS 14.0 or newer"]),
        ("Sources/PresentationLayer/Weather/WeatherPresenter.swift", "@MainActor\npublic final class", "@MainActor\n@Observation.Observable\npublic final class",
         ["iOS": "error: 'Observable()' is only available in iOS 17.0 or newer",
          "macOS": "error: 'Observable()' is only available in macOS 14.0 or newer"]),
    ])
    func anAPIAboveTheMinimumFailsTheTypecheck(file: String, original: String, mistake: String, diagnostics: [String: String]) throws {
        let (directory, package) = try grownFixture()
        defer { withExtendedLifetime(directory) {} }
        let path = package + "/" + file
        let source = try String(contentsOfFile: path, encoding: .utf8)
        #expect(source.contains(original), "'\(file)' has no '\(original)'")
        try source.replacingOccurrences(of: original, with: mistake).write(toFile: path, atomically: true, encoding: .utf8)
        if file.hasSuffix("Presenter.swift") {
            try ("import Observation\n" + (try String(contentsOfFile: path, encoding: .utf8))).write(toFile: path, atomically: true, encoding: .utf8)
        }
        for target in try targets(package) {
            let result = try SwiftUITypecheck(project: package, target: target).run()
            let diagnostic = diagnostics[target.platform]!
            let lines = (result.stdout + result.stderr).split(separator: "\n")
            #expect(result.status != 0, "\(target)")
            #expect(lines.contains { $0.contains((file as NSString).lastPathComponent) && $0.contains(diagnostic) },
                    "\(target): no '\(diagnostic)':\n\(result.stderr)")
        }
    }
}
