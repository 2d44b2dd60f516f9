@testable import FiaKit

/// The blueprint template parser (`TemplateScanner`, `TemplateParser`, `TemplateTokenReader`):
/// fia's blueprints and a project's overrides in `.fia/Blueprints/`.
/// Invariants: the segments, their delimiters put back, are the source, each on the line it
/// starts on; a template that parses renders (or names its error) without a crash; a source
/// without tags renders as itself.
func fuzz(_ input: FuzzInput) {
    let source = input.text
    let name = "fuzz/Template.swift"
    guard let segments = try? TemplateScanner.segments(of: source, name: name) else {
        require((try? Template(source: source, name: name)) == nil, "a template parses whose segments do not")
        return
    }
    var rebuilt = ""
    for segment in segments {
        let line = rebuilt.utf8.count { $0 == UInt8(ascii: "\n") } + 1
        require(segment.line == line, "a \(segment.kind) segment on line \(segment.line) starts on line \(line)")
        switch segment.kind {
        case .text: rebuilt += segment.content
        case .output: rebuilt += "{{" + segment.content + "}}"
        case .block: rebuilt += "{%" + segment.content + "%}"
        case .comment: rebuilt += "{#" + segment.content + "#}"
        }
    }
    require(rebuilt == source, "the segments put back are not the source:\n\(rebuilt)")

    guard let template = try? Template(source: source, name: name) else { return }
    // One element per list: nested loops then render once each, not exponentially often.
    let item: [String: TemplateValue] = ["name": "Item", "isLast": true]
    let context: [String: TemplateValue] = ["name": "Demo", "flag": true, "empty": "", "items": .list([item])]
    let rendered = try? template.render(context)
    if segments.allSatisfy({ $0.kind == .text }) {
        require(rendered == source, "a template without tags renders as \(String(describing: rendered))")
    }
}
