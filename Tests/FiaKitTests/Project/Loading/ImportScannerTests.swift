@testable import FiaKit
import Testing

struct ImportScannerTests {
    typealias Import = SourceSummary.Import

    static let forms: [(source: String, expected: [Import])] = [
        ("import DomainLayer", [Import(module: "DomainLayer", line: 1)]),
        ("@testable import PresentationLayer", [Import(module: "PresentationLayer", line: 1)]),
        ("public import DomainLayer\n@preconcurrency internal import Combine", [
            Import(module: "DomainLayer", line: 1), Import(module: "Combine", line: 2),
        ]),
        ("import struct DomainLayer.Settings", [Import(module: "DomainLayer", line: 1)]),
        ("import func Foundation.sqrt\nimport Foundation.NSString", [
            Import(module: "Foundation", line: 1), Import(module: "Foundation", line: 2),
        ]),
        ("@_exported import `DomainLayer`", [Import(module: "DomainLayer", line: 1)]),
        // The compiler takes the parts of an import on separate lines.
        ("import\n    SettingsFramework", [Import(module: "SettingsFramework", line: 1)]),
        ("@preconcurrency\npublic\nimport\n  struct\n  SettingsFramework.SettingsDriver", [Import(module: "SettingsFramework", line: 3)]),
        // `import` as an argument label is no import, on one line or two.
        ("func f(import x: Int) {}\nf(import: 1)\ng(a, import\n  y: 2)", []),
    ]

    @Test(arguments: forms)
    func readsImportForms(_ source: String, _ expected: [Import]) throws {
        #expect(try ImportScanner.scan(source).imports == expected)
    }

    @Test func importsInCommentsAndStringsAreNotImports() throws {
        let source = #"""
            // import SettingsFramework
            /* import SettingsFramework
               /* nested */ import SettingsFramework */
            let a = "import SettingsFramework"
            let b = """
            import SettingsFramework
            """
            let c = #"import "SettingsFramework""#
            let d = "\(x) import SettingsFramework"
            /// import SettingsFramework
            import DomainLayer
            """#
        #expect(try ImportScanner.scan(source).imports == [Import(module: "DomainLayer", line: 11)])
    }

    @Test func anIdentifierNamedImportIsNotAnImport() throws {
        let source = "let `import` = 1\nprint(`import`)\nconfig.import(Foo)\nlet x = y.import\n"
        #expect(try ImportScanner.scan(source).imports == [])
    }

    @Test func canImportGuardsTheModuleItNames() throws {
        let source = """
            #if canImport(UIKit)
            import UIKit
            import Foundation
            #elseif canImport(AppKit) && os(macOS)
            import AppKit
            #else
            import SwiftUI
            #endif
            #if !canImport(Combine)
            import Combine
            #endif
            #if canImport(Observation) || DEBUG
            import Observation
            #endif
            #if os(iOS)
            #if canImport(SettingsFramework)
            #if DEBUG
            import SettingsFramework
            #endif
            #endif
            #endif
            import UIKit
            """
        let imports = try ImportScanner.scan(source).imports
        #expect(imports.map(\.module) == ["UIKit", "Foundation", "AppKit", "SwiftUI", "Combine", "Observation", "SettingsFramework", "UIKit"])
        #expect(imports.map(\.isGuardedByCanImport) == [true, false, true, false, false, false, true, false])
        #expect(imports.map(\.line) == [2, 3, 5, 7, 10, 13, 18, 22])
    }

    @Test func readsTypeDeclarations() throws {
        let source = """
            public final class MockDIContainer: DIContainerDependency {
                class func make() -> MockDIContainer { MockDIContainer() }
                class var shared: MockDIContainer { make() }
                struct Nested {}
            }
            enum Kind { case a }
            actor Store {}
            protocol P: class {}
            let s = "class NotAType"
            """
        let types = try ImportScanner.scan(source).types
        #expect(types.map(\.name) == ["MockDIContainer", "Nested", "Kind", "Store"])
        #expect(types.map(\.line) == [1, 4, 6, 7])
    }

    @Test func collectsIdentifiersOutsideCommentsAndStrings() throws {
        let summary = try ImportScanner.scan("let p = SettingsPresenter() // ProfilePresenter\nlet s = \"LicenseListPresenter\"")
        #expect(summary.identifiers.contains("SettingsPresenter"))
        #expect(!summary.identifiers.contains("ProfilePresenter"))
        #expect(!summary.identifiers.contains("LicenseListPresenter"))
    }

    @Test func unterminatedSourceThrowsTheLexerError() {
        #expect(throws: SwiftLexerError(line: 2, what: "block comment")) {
            try ImportScanner.scan("import DomainLayer\n/* never closed")
        }
    }
}
