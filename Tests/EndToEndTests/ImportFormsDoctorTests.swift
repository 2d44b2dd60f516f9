import Foundation
import Testing

/// Doctor reads an `import` as the compiler does: whatever form the compiler accepts (parts on
/// separate lines, attributes before it, a kind and a symbol, inside `#if`), a DomainLayer file
/// importing a framework module is reported. Each fixture is first checked with the real
/// `swiftc -parse`, so none is a form only fia would accept.
struct ImportFormsDoctorTests {
    static let fixtures: [(source: String, line: Int)] = [
        ("import\n    SettingsFramework\n", 1),
        ("@testable import SettingsFramework\n", 1),
        ("@_exported import SettingsFramework\n", 1),
        ("@preconcurrency import SettingsFramework\n", 1),
        ("import struct SettingsFramework.SettingsDriver\n", 1),
        ("#if DEBUG\nimport SettingsFramework\n#else\nimport Foundation\n#endif\n", 2),
        ("// A declaration spread over lines.\n@preconcurrency\npublic\nimport\n  class\n  SettingsFramework.SettingsDriver\n", 4),
    ]

    @Test func everyImportFormTheCompilerAcceptsIsChecked() throws {
        let directory = try TemporaryDirectory()
        let created = try Shell.fia(["new", "Demo"], in: directory.path)
        try #require(created.status == 0, "\(created.stderr)")
        let project = directory.path + "/Demo"
        let added = try Shell.fia(["add", "feature", "Settings"], in: project)
        try #require(added.status == 0, "\(added.stderr)")
        let probe = project + "/Sources/DomainLayer/Probe.swift"
        for (source, line) in Self.fixtures {
            try source.write(toFile: probe, atomically: true, encoding: .utf8)
            let parsed = try Shell.run("swiftc", ["-parse", probe], in: project)
            try #require(parsed.status == 0, "swiftc -parse refuses \(source): \(parsed.stderr)")
            let doctor = try Shell.fia(["doctor"], in: project)
            #expect(doctor.status == 1, "\(source): \(doctor.stdout)")
            #expect(doctor.stdout.contains("Sources/DomainLayer/Probe.swift:\(line)"), "\(source): \(doctor.stdout)")
            #expect(doctor.stdout.contains("'DomainLayer' imports 'SettingsFramework', but"), "\(source): \(doctor.stdout)")
        }
    }
}
