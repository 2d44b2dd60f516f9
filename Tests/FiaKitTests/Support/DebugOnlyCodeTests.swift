@testable import FiaKit
import Testing

/// Where only a debug build or a preview compiles a declaration: preview stubs are no interactors.
struct DebugOnlyCodeTests {
    static let source = """
        struct Release {}                 // 1
        #if DEBUG                         // 2
        struct Stub {}                    // 3
        #else                             // 4
        struct ReleaseOnly {}             // 5
        #endif                            // 6
        #if !DEBUG                        // 7
        struct NotDebug {}                // 8
        #else                             // 9
        struct DebugElse {}               // 10
        #endif                            // 11
        #if os(iOS)                       // 12
        struct Phone {}                   // 13
        #elseif DEBUG                     // 14
        struct DebugElseIf {}             // 15
        #endif                            // 16
        #if DEBUG || TESTING              // 17
        struct Either {}                  // 18
        #endif                            // 19
        #Preview("List") {                // 20
            struct Local {}               // 21
            Text("x")                     // 22
        }                                 // 23
        #if DEBUG && targetEnvironment(simulator) // 24
        #if os(iOS)                       // 25
        struct Nested {}                  // 26
        #endif                            // 27
        #endif                            // 28
        struct After {}                   // 29
        """

    @Test(arguments: [
        (1, false), (3, true), (5, false), (8, false), (10, true), (13, false), (15, true),
        (18, false), (21, true), (22, true), (26, true), (29, false),
    ])
    func debugOnlyLines(line: Int, debugOnly: Bool) {
        #expect(DebugOnlyCode.contains(line: line, in: Self.source) == debugOnly, "line \(line)")
    }

    @Test func unlexableSourceIsNotDebugOnly() {
        #expect(!DebugOnlyCode.contains(line: 2, in: "#if DEBUG\nlet s = \"unterminated\n#endif\n"))
    }
}
