@testable import FiaKit
import Testing

/// What `.ci/fuzz` found (and review of the parsers it drives), each as its minimized input:
/// every test failed before its fix. The harness that found it is named in each test.
struct FuzzFindingTests {
    /// XcodeGenSpec: a `project.yml` with CRLF line breaks read as a single line (a `\r\n` is one
    /// `Character`, which a split at "\n" characters missed), so doctor saw no targets in it.
    @Test func aSpecWithCRLFLineBreaksReadsAsWithLF() {
        let yaml = "targets:\n  App:\n    dependencies:\n      - package: Demo\n        product: DomainLayer\n"
        let spec = XcodeGenSpec(yaml: yaml)
        #expect(spec.targetLines == ["App": 2])
        #expect(XcodeGenSpec(yaml: yaml.replacing("\n", with: "\r\n")) == spec)
        #expect(XcodeGenSpec(yaml: "# é\r\n" + yaml.replacing("\n", with: "\r\n")).targetLines == ["App": 3])
    }
}
