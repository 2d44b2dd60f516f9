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
