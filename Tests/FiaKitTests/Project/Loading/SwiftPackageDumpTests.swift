@testable import FiaKit
import Foundation
import Testing

struct SwiftPackageDumpTests {
    @Test func prefersTheCompilersDiagnostic() {
        let stderr = """
            error: 'demo': Invalid manifest (compiled with: ["/usr/bin/swiftc", "-vfsoverlay", "/tmp/vfs.yaml"])
            /tmp/demo/Package.swift:147:8: error: expected initial value after '='
            145 |     ])
                |        `- error: expected initial value after '='
            error: invalid manifests at [<AbsolutePath:"/tmp/demo">]
            """
        #expect(SwiftPackageDump.firstError(in: stderr) == "/tmp/demo/Package.swift:147:8: error: expected initial value after '='")
    }

    @Test func otherwiseTheFirstErrorWithoutTheInvocation() {
        #expect(SwiftPackageDump.firstError(in: "warning: x\nerror: 'demo': Invalid manifest (compiled with: [\"swiftc\"])\n")
            == "error: 'demo': Invalid manifest")
        #expect(SwiftPackageDump.firstError(in: "") == nil)
    }

    @Test func failuresReadAsOneSentence() {
        #expect(SwiftPackageDumpError.failed(status: 1, message: "error: bad").description == "it exited with status 1: error: bad")
        #expect(SwiftPackageDumpError.cannotStart(reason: "no such file").description == "could not run 'swift': no such file")
    }
}

extension SwiftPackageDumpTests {
    /// The fallback for real: `swift package dump-package` on a manifest built in code, on disk.
    @Test func doctorReadsAComputedManifestThroughSwiftPM() throws {
        let root = Path.join(FileManager.default.temporaryDirectory.path, "fia-doctor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = DoctorProjectTests.computed
        try LocalFileSystem().write(project.files.map { (Path.join(root, $0.key), $0.value) })

        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: LocalFileSystem(), currentDirectory: root, output: recording.output())
        let status = Fia.run(arguments: ["doctor"], context: context)
        #expect(status == 0, "\(recording.standardOutput)\(recording.standardError)")
        #expect(recording.standardOutput.hasSuffix("doctor: 0 errors, 0 warnings in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped)\n"))
        #expect(throws: ManifestEditError.self, "the manifest must not be literal") {
            try ManifestReader.read(project.files["Package.swift"]!)
        }
    }
}
