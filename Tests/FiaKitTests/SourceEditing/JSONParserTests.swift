@testable import FiaKit
import Foundation
import Testing

struct JSONParserTests {
    @Test func recordsOffsetsAndLines() throws {
        let source = "{\n  \"é\" : [\n    true, null, -1.5e3\n  ],\n  \"s\" : \"a\\u00e9\\ud83d\\ude00\\n\"\n}"
        let document = try JSONParser.parse(source)
        let bytes = Array(source.utf8)
        #expect(document.start == 0 && document.end == bytes.count)
        let array = try #require(document["é"])
        #expect(array.line == 2)
        #expect(bytes[array.start] == UInt8(ascii: "[") && bytes[array.end - 1] == UInt8(ascii: "]"))
        #expect(array.elements?.map(\.kind) == [.bool(true), .null, .number("-1.5e3")])
        #expect(array.elements?.map(\.line) == [3, 3, 3])
        #expect(document["s"]?.stringValue == "aé😀\n")
        #expect(document.members?.map(\.line) == [2, 5])
    }

    /// Documents on which this parser and Foundation's must agree about validity.
    static let documents = [
        "{}", "[]", " [1, 2.5, -0, 1e5, 1E-5, 0.25e+2] ", "{\"a\" : {\"b\" : [null, true, false]}}",
        "\"\\/\\b\\f\\r\\t\"", "[\"\\uD83D\\uDE00\"]", "\u{FEFF}{}",
        "", "{", "[01]", "[.5]", "[1.]", "[-]", "[+1]", "[1e]", "['a']",
        "{a : 1}", "[\"\t\"]", "[\"\\u12\"]", "[nul]", "[1] [2]", "[\"\\uDE00\"]",
    ]

    @Test(arguments: documents)
    func agreesWithFoundationOnValidity(document: String) {
        let ours = (try? JSONParser.parse(document)) != nil
        let foundations = (try? JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed])) != nil
        #expect(ours == foundations, "\(document.debugDescription)")
    }

    /// RFC 8259 has no trailing commas; Foundation on Linux tolerates them, Xcode's plan reader need not.
    @Test(arguments: ["[1,]", "{\"a\" : 1,}"])
    func refusesTrailingCommas(document: String) {
        #expect(throws: TestPlanError.self) { try JSONParser.parse(document) }
    }

    @Test func refusesDeepNesting() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: TestPlanError.invalidJSON(line: 1, reason: "nesting deeper than 512 levels")) {
            try JSONParser.parse(deep)
        }
    }
}
