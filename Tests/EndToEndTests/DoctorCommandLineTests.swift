import Foundation
import Testing

/// `fia doctor` on generated projects broken in the ways FIA erodes. Each case mutates a fresh
/// copy of one generated project and expects exit 1 with the culprit's path in the report.
struct DoctorCommandLineTests {
    struct Breakage: CustomTestStringConvertible, Sendable {
        var name: String
        /// The file the finding must name, as `path` or `path:line`.
        var reported: String
        var mutate: @Sendable (TemporaryDirectory) throws -> Void
        var testDescription: String { name }
    }

    /// `fia new Demo` + Settings + Profile --uses Settings, on disk.
    private func generatedProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for arguments in [["new", "Demo"], ["add", "feature", "Settings", "--project", "Demo"], ["add", "feature", "Profile", "--uses", "Settings", "--project", "Demo"]] {
            let result = try Shell.fia(arguments, in: directory.path)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return directory
    }

    private static func replace(_ old: String, with new: String, in file: String) -> @Sendable (TemporaryDirectory) throws -> Void {
        { directory in
            let text = try directory.read("Demo/" + file)
            try #require(text.contains(old), "\(file) does not contain \(old)")
            try directory.write(text.replacingOccurrences(of: old, with: new), to: "Demo/" + file)
        }
    }

    private static func editPlan(_ plan: String, _ change: @escaping @Sendable ([[String: Any]]) -> [[String: Any]]) -> @Sendable (TemporaryDirectory) throws -> Void {
        { directory in
            let path = "Demo/TestPlans/\(plan).xctestplan"
            var json = try JSONSerialization.jsonObject(with: Data(directory.read(path).utf8)) as! [String: Any]
            json["testTargets"] = change(json["testTargets"] as! [[String: Any]])
            let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
            try directory.write(String(decoding: data, as: UTF8.self), to: path)
        }
    }

    static let breakages: [Breakage] = [
        Breakage(name: "PresentationLayer imports a framework module", reported: "Sources/PresentationLayer/Settings/SettingsPresenter.swift:3",
                 mutate: replace("import Observation\n", with: "import Observation\nimport SettingsFramework\n", in: "Sources/PresentationLayer/Settings/SettingsPresenter.swift")),
        Breakage(name: "DomainLayer depends on PresentationLayer", reported: "Package.swift",
                 mutate: replace("name: \"DomainLayer\",\n            path:", with: "name: \"DomainLayer\",\n            dependencies: [\"PresentationLayer\"],\n            path:", in: "Package.swift")),
        Breakage(name: "a dependency cycle between framework modules", reported: "Package.swift",
                 mutate: { directory in
                     try replace("name: \"SettingsFramework\",\n            dependencies: [\"DomainLayer\"]", with: "name: \"SettingsFramework\",\n            dependencies: [\"DomainLayer\", \"ProfileFramework\"]", in: "Package.swift")(directory)
                     try replace("name: \"ProfileFramework\",\n            dependencies: [\"DomainLayer\"]", with: "name: \"ProfileFramework\",\n            dependencies: [\"DomainLayer\", \"SettingsFramework\"]", in: "Package.swift")(directory)
                 }),
        Breakage(name: "a PresenterDependency missing from DIContainerDependency", reported: "Sources/PresentationLayer/DIContainerDependency.swift",
                 mutate: replace(",\n    ProfilePresenterDependency", with: "", in: "Sources/PresentationLayer/DIContainerDependency.swift")),
        Breakage(name: "a driver missing from MockDIContainer", reported: "Sources/PresentationLayer/Mock/MockDIContainer.swift",
                 mutate: replace("    public let settingsDriver = MockSettingsDriver()\n", with: "", in: "Sources/PresentationLayer/Mock/MockDIContainer.swift")),
        Breakage(name: "a test target missing from UnitTests", reported: "TestPlans/UnitTests.xctestplan",
                 mutate: editPlan("UnitTests") { $0.filter { ($0["target"] as? [String: Any])?["name"] as? String != "SettingsFrameworkTests" } }),
        Breakage(name: "a plan naming a target that does not exist", reported: "TestPlans/DriverTests.xctestplan",
                 mutate: editPlan("DriverTests") { $0 + [["target": ["containerPath": "container:", "identifier": "GhostTests", "name": "GhostTests"]]] }),
        Breakage(name: "the Development app links DependencyInjectionLayer", reported: "App/Demo.xcodeproj/project.pbxproj",
                 mutate: replace("\t\t\t\tF1A000000000000000000111 /* PresentationLayer */,\n\t\t\t);\n\t\t\tproductName = DevelopmentApp;",
                                 with: "\t\t\t\tF1A000000000000000000111 /* PresentationLayer */,\n\t\t\t\tF1A000000000000000000212 /* DependencyInjectionLayer */,\n\t\t\t);\n\t\t\tproductName = DevelopmentApp;",
                                 in: "App/Demo.xcodeproj/project.pbxproj")),
        Breakage(name: "import SwiftUI in DomainLayer", reported: "Sources/DomainLayer/Entities/Settings.swift:1",
                 mutate: replace("/// Settings as", with: "import SwiftUI\n/// Settings as", in: "Sources/DomainLayer/Entities/Settings.swift")),
    ]

    @Test func aGeneratedProjectPasses() throws {
        let directory = try generatedProject()
        let result = try Shell.fia(["doctor"], in: directory.path + "/Demo")
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("✓"))
    }

    @Test(arguments: breakages)
    func reportsTheBreakage(_ breakage: Breakage) throws {
        let directory = try generatedProject()
        try breakage.mutate(directory)
        let before = directory.snapshot()
        let result = try Shell.fia(["doctor"], in: directory.path + "/Demo")
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("✗"))
        #expect(result.stdout.contains(breakage.reported), "expected \(breakage.reported) in:\n\(result.stdout)")

        let json = try Shell.fia(["doctor", "--json"], in: directory.path + "/Demo")
        #expect(json.status == 1)
        let findings = try Self.findings(in: json.stdout)
        let file = breakage.reported.split(separator: ":").first.map(String.init)
        #expect(findings.contains { $0["file"] as? String == file && $0["severity"] as? String == "error" }, "\(json.stdout)")
        #expect(directory.snapshot() == before, "doctor must never write")
    }

    /// A finding in a file with CRLF line breaks gets its column as in one with LF: the line is
    /// found by the one line splitter (a split at "\n" characters found no line 2 in a CRLF file).
    @Test func aFindingInACRLFFileHasItsColumn() throws {
        let directory = try generatedProject()
        let file = "Sources/PresentationLayer/Settings/SettingsPresenter.swift"
        try Self.replace("import Observation\n", with: "import Observation\n   import SettingsFramework\n", in: file)(directory)
        try directory.write(try directory.read("Demo/" + file).replacingOccurrences(of: "\n", with: "\r\n"), to: "Demo/" + file)
        let json = try Shell.fia(["doctor", "--json"], in: directory.path + "/Demo")
        let finding = try #require(try Self.findings(in: json.stdout).first { $0["file"] as? String == file }, "\(json.stdout)")
        #expect(finding["line"] as? Int == 3)
        #expect(finding["column"] as? Int == 4)
    }

    @Test func importsInCommentsAndStringsAreNotReported() throws {
        let directory = try generatedProject()
        try Self.replace("import Observation\n", with: """
            import Observation
            // import SettingsFramework
            /* import SwiftUI */
            let note = "import SettingsFramework"

            """, in: "Sources/PresentationLayer/Settings/SettingsPresenter.swift")(directory)
        let result = try Shell.fia(["doctor"], in: directory.path + "/Demo")
        #expect(result.status == 0, "\(result.stdout)")
    }

    /// The findings of `fia doctor --json`, wherever the document keeps them.
    static func findings(in json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        if let array = object as? [[String: Any]] { return array }
        let document = try #require(object as? [String: Any])
        return try #require(document["findings"] as? [[String: Any]])
    }
}
