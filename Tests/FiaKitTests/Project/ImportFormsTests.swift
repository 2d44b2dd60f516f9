@testable import FiaKit
import Foundation
import Testing

/// The import forms doctor's fixtures use are Swift the compiler accepts: `swiftc -parse` reads
/// each (so a finding on them is one the compiler would agree with), and ImportScanner reads the
/// module each names.
struct ImportFormsTests {
    @Test(arguments: DoctorCheckFixtures.importForms.map(\.name))
    func theCompilerParsesTheFormAndTheScannerReadsItsModule(name: String) throws {
        let form = try #require(DoctorCheckFixtures.importForms.first { $0.name == name })
        let file = NSTemporaryDirectory() + "fia-import-\(UUID().uuidString).swift"
        try (form.source + "let x = 1\n").write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", file]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc -parse: \(message)")
        let imports = try ImportScanner.scan(form.source).imports
        #expect(imports.map(\.module) == ["SettingsFramework"])
        #expect(imports.map(\.line) == [form.line])
    }
}
