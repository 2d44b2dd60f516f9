@testable import FiaKit

/// `MockoloRegeneration.makeTarget(in:)`: the Makefile target a project runs Mockolo with, which
/// `add` prints in a project whose mocks Mockolo generates. Invariants: the target found is a rule
/// of the Makefile (a line starting with its name and a colon) whose recipe runs `mockolo`; a
/// Makefile with CRLF line breaks reads as with LF.
func fuzz(_ input: FuzzInput) {
    let text = input.text
    let target = MockoloRegeneration.makeTarget(in: text)
    if let target {
        require(!target.isEmpty && !target.contains { " =$()\t\n".contains($0) }, "target '\(target)'")
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        let blank = { (character: Character) in character == " " || character == "\t" }
        require(lines.contains { $0.drop(while: blank).hasPrefix(target) && $0.drop(while: blank).dropFirst(target.count).drop(while: blank).hasPrefix(":") },
                "target '\(target)' is no rule of the Makefile")
        require(text.contains("mockolo"), "target '\(target)' of a Makefile that never runs mockolo")
    }
    if !input.bytes.contains(UInt8(ascii: "\r")) {
        let withCRLF = MockoloRegeneration.makeTarget(in: text.replacing("\n", with: "\r\n"))
        require(withCRLF == target, "with CRLF line breaks the target is \(String(describing: withCRLF)), with LF \(String(describing: target))")
    }
}
