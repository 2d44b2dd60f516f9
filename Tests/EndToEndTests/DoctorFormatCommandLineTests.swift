import Foundation
import Testing

/// The built `fia doctor` in Xcode format on disk: each line names the real file and line.
struct DoctorFormatCommandLineTests {
    @Test func xcodeLinesNameTheRealFileAndLine() throws {
        let directory = try TemporaryDirectory()
        try #require(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)
        let file = "Demo/Sources/PresentationLayer/DIContainerDependency.swift"
        try directory.write(try directory.read(file) + "\n    import DependencyInjectionLayer\n", to: file)

        let run = try Shell.fia(["doctor", "--format", "xcode"], in: directory.path + "/Demo/Sources")
        #expect(run.status == 1)
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasSuffix("[imports.cross-layer]") })
        let match = try #require(line.wholeMatch(of: #/(/[^:]+):(\d+):(\d+): error: .+ \[imports\.cross-layer\]/#))
        let text = try String(contentsOfFile: String(match.1), encoding: .utf8)
        let source = text.split(separator: "\n", omittingEmptySubsequences: false)[Int(match.2)! - 1]
        #expect(source == "    import DependencyInjectionLayer")
        #expect(Int(match.3) == 5)
        #expect(String(match.1).hasSuffix("/Demo/Sources/PresentationLayer/DIContainerDependency.swift"))
    }
}

/// CI runs doctor at the repository's root, with the package in a subfolder (both FIA samples'
/// layout): every format names files that exist from there — relative to it, or absolute (Xcode) —
/// and SARIF's base is that root. With no `.git` to say where the repository is, the directory
/// doctor runs in is taken for it.
@Suite(.serialized)
struct DoctorPathsFromTheRepositoryRootTests {
    /// Every path a report names, as written (relative or absolute).
    static func paths(in output: String, format: String) throws -> [String] {
        func all(_ regex: Regex<(Substring, Substring)>) -> [String] { output.matches(of: regex).map { String($0.1) } }
        switch format {
        case "text": return all(#/[✗!] ([^:\n]+)(?::\d+)?: /#)
        case "json": return all(#/"file" : "([^"]+)"/#)
        case "xcode": return all(#/(?m)^([^:\n]+)(?::\d+)*: (?:error|warning): /#)
        case "github": return all(#/::(?:error|warning) file=([^,:]+)/#)
        case "junit": return all(#/(?:error|warning): ([^:\n]+)(?::\d+)?: /#)
        case "sarif":
            let base = try #require(output.firstMatch(of: #/"%SRCROOT%" : \{\s*"uri" : "file://([^"]+)"/#))
            return all(#/"uri" : "([^"]+)",\s*"uriBaseId"/#).map { String(base.1) + $0.removingPercentEncoding! }
        default: return []
        }
    }

    /// A repository with a planted violation in the package and one in an app beside it, and the
    /// arguments that run doctor on it from its root.
    static let repositories: [(fixture: String, arguments: [String], plant: [(file: String, from: String, to: String)])] = [
        ("ReadmeStyle", [], [
            ("ReadmeStyle/Development/Development/ContentView.swift", "import DomainLayer", "import DependencyInjectionLayer"),
            ("ReadmeStyle/FIASamplePackage/Sources/DomainLayer/Entity/License.swift", "public struct License", "import SwiftUI\npublic struct License"),
        ]),
        ("PrefixedLayers", ["--project", "ShopKit"], []),
    ]

    @Test(arguments: ["text", "json", "xcode", "github", "sarif", "junit"], [false, true])
    func everyFormatNamesFilesThatExistFromTheRoot(format: String, withGit: Bool) throws {
        for repository in Self.repositories {
            let directory = try TemporaryDirectory()
            try FileManager.default.copyItem(atPath: HandWrittenProjectTests.fixtures + "/" + repository.fixture, toPath: directory.path + "/" + repository.fixture)
            for plant in repository.plant {
                try directory.write(try directory.read(plant.file).replacingOccurrences(of: plant.from, with: plant.to), to: plant.file)
            }
            let root = directory.path + "/" + repository.fixture
            if withGit { try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: false) }
            let run = try Shell.fia(["doctor", "--format", format] + repository.arguments, in: root)
            #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
            let paths = try Self.paths(in: run.stdout, format: format)
            #expect(paths.count >= 2, "\(format): \(run.stdout)")
            for path in paths {
                let resolved = path.hasPrefix("/") ? path : root + "/" + path
                #expect(FileManager.default.fileExists(atPath: resolved), "\(repository.fixture) \(format): '\(path)' does not exist from the root")
                #expect(format == "xcode" || format == "sarif" || !path.hasPrefix("/"), "\(format): '\(path)' is absolute")
            }
            if format == "sarif" {
                #expect(run.stdout.contains("\"uri\" : \"file://\(root)/\""), "SARIF's base is not the repository root:\n\(run.stdout)")
            }
        }
    }
}
