@testable import FiaKit
import Testing

/// Expects `edit(input) == expected`, and that applying the edit again changes nothing.
func expectEdit(
    _ input: String, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ edit: (String) throws(ManifestEditError) -> String
) {
    do {
        let once = try edit(input)
        #expect(once == expected, "\n\(LineDiff.unified(from: expected, to: once, path: "Package.swift"))", sourceLocation: sourceLocation)
        let twice = try edit(once)
        #expect(twice == once, "not idempotent", sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    }
}

/// Expects `edit` to refuse `input` with `expected`, leaving a file written the way
/// callers write (`file = try edit(file)`) byte-identical.
func expectRefusal(
    _ expected: ManifestEditError, _ input: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ edit: (String) throws(ManifestEditError) -> String
) {
    var file = input
    var caught: ManifestEditError?
    do {
        file = try edit(file)
    } catch {
        caught = error
    }
    #expect(caught == expected, sourceLocation: sourceLocation)
    #expect(file == input, "the file changed", sourceLocation: sourceLocation)
    #expect(Array(file.utf8) == Array(input.utf8), sourceLocation: sourceLocation)
}
