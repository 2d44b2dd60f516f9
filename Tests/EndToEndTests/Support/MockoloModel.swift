import Foundation

/// Which mocks Mockolo generates for a package, modelled from its source (uber/mockolo 2.6.1), so
/// a test can tell a recorded output of Mockolo from what the sources now ask for:
/// - a protocol is mocked when a `///` doc comment in the leading trivia of its declaration, of its
///   attributes or of its modifiers contains the annotation `@mockable` (plain `//` comments do
///   not count): `ProtocolDeclSyntax.annotationMetadata(with:)` and `Trivia.annotationMetadata(with:)`
///   in Sources/MockoloFramework/Parsers/SwiftSyntaxExtensions.swift;
/// - its mock is named `<Protocol>Mock`, unless the annotation says `override: name = X`:
///   `ResolvedEntity.model()` in Sources/MockoloFramework/Models/ParsedEntity.swift
///   (`metadata?.nameOverride ?? (key + "Mock")`), the argument read by `Trivia.metadata(with:in:)`.
/// Only top-level declarations on their own lines, as the fixture's and fia's are; `/** */` doc
/// comments, which Mockolo also reads, are not modelled (neither writes them).
enum MockoloModel {
    /// The names of the mocks Mockolo generates for the protocols `source` declares.
    static func mockNames(declaredIn source: String) -> [String] {
        var names: [String] = []
        var trivia: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("///") {
                trivia.append(String(code.dropFirst(3)))
                continue
            }
            if code.isEmpty || code.hasPrefix("//") { continue }  // still leading trivia
            var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(String(first)) {
                words = words.dropFirst()
            }
            if words.isEmpty { continue }  // a line of attributes or modifiers: the declaration follows
            if words.first == "protocol", words.count > 1,
               let annotation = trivia.first(where: { $0.contains("@mockable") }) {
                let name = String(words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                names.append(nameOverride(in: annotation) ?? name + "Mock")
            }
            trivia = []
        }
        return names
    }

    /// The mock classes (and actors) a generated file declares: the types named `…Mock`.
    static func mockClasses(in generated: String) -> [String] {
        generated.split(separator: "\n").compactMap { line in
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, modifiers.contains(String(first)) || first == "final" {
                words = words.dropFirst()
            }
            guard let kind = words.first, kind == "class" || kind == "actor", words.count > 1 else { return nil }
            let name = String(words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return name.hasSuffix("Mock") ? name : nil
        }
    }

    /// The mocks Mockolo generates for every Swift file under `folder` but `excluded` (the
    /// generated file itself, whose classes Mockolo reads as mocks, never as protocols to mock).
    static func mockNames(under folder: String, excluding excluded: String) throws -> [String] {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && folder + "/" + $0 != excluded }.sorted() ?? []
        return try files.flatMap { mockNames(declaredIn: try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
    }

    private static let modifiers: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]

    /// `X` in `@mockable(override: name = X)` (arguments separated by `;`).
    private static func nameOverride(in annotation: String) -> String? {
        guard let start = annotation.range(of: "override:") else { return nil }
        let argument = annotation[start.upperBound...].prefix { $0 != ";" && $0 != ")" }
        let pair = argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        return pair.count == 2 && pair[0] == "name" ? pair[1] : nil
    }
}
