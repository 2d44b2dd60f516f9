@testable import FiaKit
import Testing

/// `SwiftImport.moduleIndex` is the one rule doctor's scanner (`ImportScanner`) and the source
/// editor's index (`SwiftSourceIndex.imports()`) read an import's module by: both give the same
/// modules for the same text, as the compiler reads it.
struct SwiftImportTests {
    static let sources: [(source: String, modules: [String])] = [
        ("import Foundation\n", ["Foundation"]),
        ("import struct DomainLayer.Settings\nimport func Darwin.sqrt\n", ["DomainLayer", "Darwin"]),
        ("@testable import PresentationLayer\n@_exported import DomainLayer\n", ["PresentationLayer", "DomainLayer"]),
        ("import\n    SettingsFramework\n", ["SettingsFramework"]),
        ("import struct\n  X.Y\n", ["X"]),
        ("#if canImport(UIKit)\nimport UIKit\n#endif\n", ["UIKit"]),
        // An argument label spelt `import` is no import.
        ("func f(import x: Int) {}\nlet t = (1, import: 2)\n", []),
        // `import` then nothing that names a module.
        ("import\n", []),
    ]

    @Test(arguments: sources.indices)
    func scannerAndEditorReadTheSameModules(case index: Int) throws {
        let (source, modules) = Self.sources[index]
        #expect(try ImportScanner.scan(source).imports.map(\.module) == modules, "scanner: \(source)")
        #expect(try SwiftSourceIndex(source).imports().map(\.module) == modules, "editor: \(source)")
    }

    @Test func theRuleOverBareTokens() {
        // `import struct X.Y` as identifiers and punctuation, asked of by index.
        let tokens = ["import", "struct", "X", ".", "Y"]
        let isIdentifier = { (index: Int) in tokens[index] != "." }
        let module = SwiftImport.moduleIndex(
            afterImportAt: 0, count: tokens.count, isIdentifier: isIdentifier, isKind: { SwiftImport.kinds.contains(tokens[$0]) },
            isPunctuation: { tokens[$0] == String(UnicodeScalar($1)) })
        #expect(module == 2)
        // A kind with nothing after it is the module's name (`import struct` alone names `struct`).
        #expect(SwiftImport.moduleIndex(
            afterImportAt: 0, count: 2, isIdentifier: isIdentifier, isKind: { SwiftImport.kinds.contains(tokens[$0]) },
            isPunctuation: { _, _ in false }) == 1)
    }
}
