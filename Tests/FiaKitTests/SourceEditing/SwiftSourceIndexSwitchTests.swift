@testable import FiaKit
import Testing

/// `SwiftSourceIndex.enumCases(of:)` and `switchBranches(inFunction:)`, the router check's readers.
struct SwiftSourceIndexSwitchTests {
    static let source = """
        enum Screen {
            case a, b(Int)
            // case commented
            case c
            case `default`
        }
        extension Screen {
            func view(flag: Bool) -> String {
                switch self {
                case .a, .b(let value) where value > 0:
                    if case .c = self { return "no" }
                    return "A" + ".x"
                case let .b(value):
                    return "B\\(value)"
                case .`default`:
                    return Text.d.value
                default:
                    return "C"
                }
            }
        }
        """

    @Test func readsTheCasesAndTheBranches() throws {
        let index = try SwiftSourceIndex(Self.source)
        let cases = try #require(try index.enumCases(of: "Screen"))
        #expect(cases.map(\.name) == ["a", "b", "c", "default"])
        #expect(cases.map(\.line) == [2, 2, 4, 5])
        let branches = try #require(try index.switchBranches(inFunction: "view"))
        #expect(branches.map(\.cases) == [["a", "b"], ["b"], ["default"], []])
        #expect(branches.map { index.tokens[$0.label].line } == [10, 13, 15, 17])
        // The statements are the branch's own: from after its label's `:` up to the next label.
        #expect(branches[2].statements.map { index.string(at: $0) } == ["return", "Text", ".", "d", ".", "value"])
        #expect(index.string(at: branches[3].statements.last!) == "\"C\"")
    }

    @Test func answersNilWithoutTheEnumOrTheSwitch() throws {
        let index = try SwiftSourceIndex("struct Screen {}\nfunc view() { if true {} }\n")
        #expect(try index.enumCases(of: "Screen") == nil)
        #expect(try index.switchBranches(inFunction: "view") == nil)
        #expect(try index.switchBranches(inFunction: "missing") == nil)
    }
}
