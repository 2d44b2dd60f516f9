@testable import FiaKit
import Testing

struct SwiftSourceEditorImportTests {
    private static let body = "public final class DIContainer {}\n"

    @Test(arguments: [
        // A sorted block stays sorted: at the top, in the middle, at the end.
        ("import DomainLayer\nimport SettingsFramework\n", "Combine", "import Combine\nimport DomainLayer\nimport SettingsFramework\n"),
        ("import DomainLayer\nimport SettingsFramework\n", "PresentationLayer",
         "import DomainLayer\nimport PresentationLayer\nimport SettingsFramework\n"),
        ("import DomainLayer\nimport PresentationLayer\n", "SettingsFramework",
         "import DomainLayer\nimport PresentationLayer\nimport SettingsFramework\n"),
        // Sorting ignores case and attributes.
        ("@testable import DomainLayer\nimport os\n", "Observation", "@testable import DomainLayer\nimport Observation\nimport os\n"),
        // An unsorted block gets the import after its last one.
        ("import PresentationLayer\nimport DomainLayer\n", "Combine", "import PresentationLayer\nimport DomainLayer\nimport Combine\n"),
        // A trailing comment stays with its import; conditional imports are not part of the block.
        ("import A // why\n", "B", "import A // why\nimport B\n"),
        ("import A\n#if canImport(UIKit)\nimport UIKit\n#endif\n", "B", "import A\nimport B\n#if canImport(UIKit)\nimport UIKit\n#endif\n"),
        // No imports: after a header comment followed by a blank line, else at the very top.
        ("//\n//  DIContainer.swift\n//\n\n/// The container.\n", "A", "//\n//  DIContainer.swift\n//\n\nimport A\n\n/// The container.\n"),
        ("/// The container.\n", "A", "import A\n\n/// The container.\n"),
        ("// import A\nlet s = \"import A\"\n", "A", "import A\n\n// import A\nlet s = \"import A\"\n"),
        ("", "A", "import A\n\n"),
    ])
    func addsTheImportWhereItBelongs(source: String, module: String, expected: String) throws {
        let edited = try SwiftSourceEditor.addImport(module, in: source + Self.body)
        #expect(edited == expected + Self.body)
        #expect(try SwiftSourceEditor.addImport(module, in: edited) == edited)
    }

    @Test func aByteOrderMarkStaysFirstAndHidesNoImport() throws {
        #expect(try SwiftSourceEditor.addImport("A", in: "\u{FEFF}import B\n") == "\u{FEFF}import A\nimport B\n")
        #expect(try SwiftSourceEditor.addImport("B", in: "\u{FEFF}import B\n") == "\u{FEFF}import B\n")
        #expect(try SwiftSourceEditor.addImport("A", in: "\u{FEFF}/// Doc.\nstruct S {}\n") == "\u{FEFF}import A\n\n/// Doc.\nstruct S {}\n")
    }

    @Test func anEmptyFileGetsJustTheImport() throws {
        #expect(try SwiftSourceEditor.addImport("A", in: "") == "import A\n")
        #expect(try SwiftSourceEditor.addImport("A", in: "\n") == "import A\n\n")
    }

    @Test(arguments: [
        "import DomainLayer\n", "@testable import DomainLayer\n", "@_exported import DomainLayer\n",
        "public import DomainLayer\n", "@_spi(Testing) import DomainLayer\n", "import struct DomainLayer.Settings\n",
        "import actor DomainLayer.Store\n",
        "#if canImport(DomainLayer)\nimport DomainLayer\n#endif\n",
    ])
    func anExistingImportCounts(source: String) throws {
        #expect(try SwiftSourceEditor.addImport("DomainLayer", in: source) == source)
    }

    @Test func refusesUnreadableSourceAndChangesNothing() {
        let source = "import A\nlet s = \"\"\"\nopen\n"
        var edited = source
        #expect(throws: SourceEditError.unreadable("unterminated multi-line string literal starting on line 2")) {
            edited = try SwiftSourceEditor.addImport("B", in: source)
        }
        #expect(edited == source)
    }
}

/// The byte shortcuts the import editor takes agree with the string rules they stand for.
struct ImportEditingByteRuleTests {
    private static let names = [
        "", "a", "A", "B", "b", "Ab", "aB", "abc", "Abd", "DomainLayer", "domainlayer", "Domain_Layer", "Domain", "os", "OSLog",
        "Z9", "z_", "_z", "Ä", "ä", "é", "e\u{301}", "Kelvin\u{212A}", "KelvinK", "Feature10Framework", "Feature9Framework",
    ]

    @Test func caseInsensitiveOrderIsLowercasedStringOrder() {
        for a in Self.names {
            for b in Self.names {
                #expect(SwiftSourceEditor.sortsBeforeIgnoringCase(a, b) == (a.lowercased() < b.lowercased()), "\(a) vs \(b)")
            }
        }
    }

    @Test func wordsAreMatchedAsTheTokensStrings() throws {
        // Each token's text against the import kinds and access modifiers, as `Set.contains(string(at:))` says.
        let source = "public `struct` private fileprivate open package internal var `var` func typealias protocol Publics publi ovar Ä \u{212A}ind enum\n"
        let index = try SwiftSourceIndex(source)
        for position in index.tokens.indices {
            let text = index.string(at: position)
            #expect(index.text(at: position, isOneOf: .importKinds) == SwiftImport.kinds.contains(text), "\(text)")
            #expect(index.text(at: position, isOneOf: .accessModifiers) == SwiftSourceIndex.Keywords.accessModifiers.words.contains(text), "\(text)")
        }
        // Bytes beyond ASCII can still make an ASCII word's string: the Kelvin sign is a `K`.
        let kelvin = try SwiftSourceIndex("\u{212A}ind Kind kind\n")
        #expect(kelvin.tokens.indices.map { kelvin.text(at: $0, isOneOf: .init(["Kind", "Length"])) } == [true, true, false])
    }
}
