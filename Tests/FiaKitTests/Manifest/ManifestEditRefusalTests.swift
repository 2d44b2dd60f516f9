@testable import FiaKit
import Testing

/// Every refusal: the error value, and the file left byte-identical.
struct ManifestEditRefusalTests {
    func addB(_ source: String) throws(ManifestEditError) -> String {
        try ManifestEditor.addTarget(named: "B", declaration: ".target(name: \"B\")", to: source)
    }

    func addC(_ source: String) throws(ManifestEditError) -> String {
        try ManifestEditor.addDependency("C", toTarget: "A", in: source)
    }

    @Test func targetsBoundToAVariable() {
        expectRefusal(.notAnArrayLiteral(argument: "targets"), """
        let targets: [Target] = [
            .target(name: "A"),
        ]
        let package = Package(name: "P", targets: targets)
        """, addB)
    }

    @Test func targetsBuiltByAFunction() {
        expectRefusal(.notAnArrayLiteral(argument: "targets"), """
        let package = Package(name: "P", targets: makeTargets())
        """, addB)
    }

    @Test func targetsConcatenated() {
        expectRefusal(.notAnArrayLiteral(argument: "targets"), """
        let package = Package(name: "P", targets: [.target(name: "A")] + extraTargets)
        """, addC)
    }

    @Test func conditionalCompilationInTargets() {
        expectRefusal(.conditionalCompilation(line: 4), """
        let package = Package(
            name: "P",
            targets: [
                #if os(Linux)
                .target(name: "Linux"),
                #endif
                .target(name: "A"),
            ]
        )
        """, addB)
    }

    @Test func conditionalCompilationInDependencies() {
        expectRefusal(.conditionalCompilation(line: 3), """
        let package = Package(name: "P", targets: [
            .target(name: "A", dependencies: [
                #if canImport(Darwin)
                "Darwin",
                #endif
            ]),
        ])
        """, addC)
    }

    @Test func noPackageCall() {
        expectRefusal(.missingPackageCall, """
        import PackageDescription
        func makePackage() -> Package { Package(name: "P", targets: []) }
        """, addB)
    }

    @Test func onePackageCallPerBranch() {
        expectRefusal(.multiplePackageCalls(lines: [2, 4]), """
        #if os(Linux)
        let package = Package(name: "P", targets: [])
        #else
        let package = Package(name: "P", targets: [.target(name: "A")])
        #endif
        """, addB)
    }

    @Test func noTargetsArgument() {
        expectRefusal(.missingArgument("targets"), """
        let package = Package(name: "P", products: [.library(name: "A", targets: ["A"])])
        """, addB)
    }

    @Test func targetNotFound() {
        expectRefusal(.targetNotFound("A"), """
        let package = Package(name: "P", targets: [.target(name: "B", dependencies: [.target(name: "A")])])
        """, addC)
    }

    @Test func targetHiddenBehindAVariable() {
        expectRefusal(.unsupportedTargetForm(line: 3), """
        let package = Package(name: "P", targets: [
            .target(name: "Z"),
            sharedTarget,
        ])
        """, addB)
    }

    @Test func dependenciesBoundToAVariable() {
        expectRefusal(.notAnArrayLiteral(argument: "dependencies"), """
        let package = Package(name: "P", targets: [.target(name: "A", dependencies: common)])
        """, addC)
    }

    @Test func unbalancedBrackets() {
        expectRefusal(.unbalancedBracket(line: 2), """
        let package = Package(name: "P", targets: [
            .target(name: "A"]),
        ])
        """, addB)
    }

    @Test func unterminatedString() {
        expectRefusal(.unreadable(SwiftLexerError(line: 1, what: "string literal")), """
        let package = Package(name: "P, targets: [])
        """, addB)
    }

    @Test func unterminatedBlockComment() {
        expectRefusal(.unreadable(SwiftLexerError(line: 2, what: "block comment")), """
        let package = Package(name: "P", targets: [])
        /* /* nested */ never closed
        """, addB)
    }

    @Test func binaryTargetTakesNoDependencies() {
        expectRefusal(.cannotHaveDependencies(target: "A"), """
        let package = Package(name: "P", targets: [.binaryTarget(name: "A", path: "A.xcframework")])
        """, addC)
    }

    @Test func dependencyThatCannotBeAStringLiteral() {
        expectRefusal(.invalidName(#"C", "D"#), """
        let package = Package(name: "P", targets: [.target(name: "A")])
        """) { source throws(ManifestEditError) in
            try ManifestEditor.addDependency(#"C", "D"#, toTarget: "A", in: source)
        }
    }

    @Test func declarationForAnotherTarget() {
        expectRefusal(.declarationDoesNotDeclare(target: "B"), """
        let package = Package(name: "P", targets: [.target(name: "A")])
        """) { source throws(ManifestEditError) in
            try ManifestEditor.addTarget(named: "B", declaration: ".target(name: \"Bee\")", to: source)
        }
    }

    @Test func messagesAreLowercaseSentences() {
        #expect(ManifestEditError.notAnArrayLiteral(argument: "targets").description
            == "unable to find array literal for 'targets' argument")
        #expect(ManifestEditError.unreadable(SwiftLexerError(line: 3, what: "string literal")).description
            == "unable to read the manifest: unterminated string literal starting on line 3")
        #expect(ManifestEditError.targetNotFound("A").description == "unable to find target 'A' in the 'targets' array")
    }
}
