@testable import FiaKit
import Foundation
import Testing

/// fia links no Foundation on Linux (its ICU makes the binary 74 MB and start-up slow): every
/// `import Foundation` in the library must sit in the `#else` (macOS) branch of a
/// `#if canImport(FoundationEssentials)` or `#if canImport(Glibc)`.
/// One unconditional import anywhere brings all of Foundation back, silently.
struct FoundationFreeTests {
    static let sources = Path.join(Path.parent(Path.parent(Path.parent(Path.parent(#filePath)))), "Sources")

    @Test func everyFoundationImportIsConditional() throws {
        var unconditional: [String] = []
        for folder in ["FiaKit", "fia"] {
            let root = Path.join(Self.sources, folder)
            for file in try LocalFileSystem().files(under: root) where file.hasSuffix(".swift") {
                let text = try #require(try LocalFileSystem().contents(of: Path.join(root, file)))
                // For each open `#if`, whether the lines are in its `#else` branch.
                var inElse: [Bool] = []
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.drop { $0 == " " }
                    if trimmed.hasPrefix("#if") { inElse.append(false) }
                    if trimmed.hasPrefix("#else"), !inElse.isEmpty { inElse[inElse.count - 1] = true }
                    if trimmed.hasPrefix("#endif") { _ = inElse.popLast() }
                    if trimmed == "import Foundation" && inElse.last != true { unconditional.append("\(folder)/\(file):\(number + 1)") }
                }
            }
        }
        #expect(unconditional.isEmpty, "import Foundation only under '#if canImport(FoundationEssentials) … #else': \(unconditional)")
    }
}
