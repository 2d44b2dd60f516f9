@testable import FiaKit

/// `Suppression`: the `// fia:ignore <check> — <reason>` comments doctor honours in a project's files.
/// Invariants: a file's suppressions read from its text are those read from the loader's scan of it;
/// each names a check of the allowed characters, a reason without surrounding blanks or line breaks,
/// and a line of the file; written again as a comment, a suppression reads the same.
func fuzz(_ input: FuzzInput) {
    let text = input.text
    let path = "Sources/App/File.swift"
    let suppressions = Suppression.scan(text, path: path)
    let scanned = ((try? ImportScanner.scan(text))?.suppressionComments ?? []).compactMap {
        Suppression.parse(comment: $0.text.dropFirst(2), path: path, line: $0.line)
    }
    require(suppressions == scanned, "read from the text: \(suppressions), from the scan: \(scanned)")
    require(suppressions.isEmpty || Suppression.mentionsMarker(text), "a suppression in a text that does not mention the marker")

    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    for suppression in suppressions {
        require((1...lines).contains(suppression.line), "suppression on line \(suppression.line) of \(lines)")
        require(suppression.check.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) }, "check '\(suppression.check)'")
        require(suppression.reason == String(suppression.reason.trimmingBlanks()), "reason '\(suppression.reason)' keeps blanks")
        require(!suppression.reason.contains(where: \.isNewline), "reason '\(suppression.reason)' holds a line break")
        // Written again with the check and the reason fia reads, it reads the same.
        let comment = "// fia:ignore \(suppression.check) — \(suppression.reason)"
        let again = Suppression.parse(comment: comment.dropFirst(2)[...], path: path, line: suppression.line)
        require(again == suppression, "\(suppression) written as '\(comment)' reads \(String(describing: again))")
    }

    // Any one line, as a comment's text.
    for line in text.split(separator: "\n").prefix(4) {
        guard Suppression.parse(comment: line, path: path, line: 1) != nil else { continue }
        require(line.contains(Suppression.marker), "a suppression from '\(line)', which does not hold the marker")
    }
}
