@testable import FiaKit
import Foundation
import Testing

/// The generated `App/project.yml` runs `fia doctor --format xcode` in a build phase of both apps,
/// and never fails the build when fia is not installed.
struct DoctorBuildPhaseTests {
    static let spec = FixtureProject.freshXcodeGen.files["App/project.yml"] ?? ""

    /// Each `script: |` block's lines, dedented.
    static var scripts: [String] {
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.filter { lines[$0].hasSuffix("script: |") }.map { start in
            let body = lines[(start + 1)...].prefix { $0.hasPrefix("          ") }
            return body.map { String($0.dropFirst(10)) }.joined(separator: "\n") + "\n"
        }
    }

    @Test func bothAppsRunDoctorInXcodeFormat() {
        #expect(Self.scripts.count == 2)
        for script in Self.scripts {
            #expect(script.contains(#"fia doctor --project "$SRCROOT/.." --format xcode"#))
        }
        let spec = XcodeGenSpec(yaml: Self.spec)
        #expect(spec.packageProducts["DevelopmentApp"]?.map(\.product) == ["DomainLayer", "PresentationLayer"])
        #expect(spec.packageProducts["ProductionApp"]?.map(\.product) == ["DomainLayer", "PresentationLayer", "DependencyInjectionLayer"])
    }

    @Test func withoutFiaThePhaseWarnsAndSucceeds() throws {
        let script = try #require(Self.scripts.first)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        // A PATH without fia (and a HOME without ~/.local/bin/fia).
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "SRCROOT": "/nonexistent/App"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard !FileManager.default.isExecutableFile(atPath: "/usr/local/bin/fia"), !FileManager.default.isExecutableFile(atPath: "/opt/homebrew/bin/fia") else {
            return  // fia is installed on this machine: the other branch runs, which this test is not about.
        }
        #expect(process.terminationStatus == 0)
        #expect(text.hasPrefix("warning: fia is not installed"))
    }
}
