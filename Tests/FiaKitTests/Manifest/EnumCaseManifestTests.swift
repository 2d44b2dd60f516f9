@testable import FiaKit
import Testing

/// Manifests whose targets are built from enum cases: one input → expected pair per layout, the
/// targets SwiftPM reports before and after written by hand (as `dump-package` would print them),
/// and one test per refusal, the file left byte-identical.
struct EnumCaseManifestTests {
    typealias Target = PackageManifest.Target

    static func regular(_ name: String, _ dependencies: [String], path: String? = nil, products: [String] = []) -> Target {
        Target(name: name, kind: .regular, dependencies: dependencies.map { .init(name: $0) } + products.map { .init(name: $0, isProduct: true) }, path: path)
    }

    static func test(_ name: String, _ dependencies: [String]) -> Target {
        Target(name: name, kind: .test, dependencies: dependencies.map { .init(name: $0) })
    }

    /// What `add feature Weather` asks of the manifest, in its order: the module, the DI layer's
    /// dependency on it, its test target (each edit reading what the one before predicted).
    static func addWeather(to source: String, manifest: PackageManifest, scans: ManifestScans) throws(ManifestEditError) -> String {
        var edited = try ManifestEditor.addTarget(
            named: "WeatherFramework",
            declaration: ".target(\n    name: \"WeatherFramework\",\n    dependencies: [\"DomainLayer\"],\n    path: \"Sources/FrameworkLayer/WeatherFramework\"\n)",
            to: source, scans: scans, manifest: manifest)
        edited = try ManifestEditor.addDependency("WeatherFramework", toTarget: "DependencyInjectionLayer", in: edited, scans: scans, manifest: manifest)
        return try ManifestEditor.addTarget(
            named: "WeatherFrameworkTests",
            declaration: ".testTarget(\n    name: \"WeatherFrameworkTests\",\n    dependencies: [\"DomainLayer\", \"WeatherFramework\"]\n)",
            to: edited, scans: scans, manifest: manifest)
    }

    /// Expects the add to give `expected`, SwiftPM's reading of it predicted as `after`, the add
    /// on `expected` (read as `after`) to change nothing, and removing the new module to give `input` back.
    func expectAdd(_ input: String, _ before: [Target], _ expected: String, _ after: [Target], sourceLocation: SourceLocation = #_sourceLocation) {
        let scans = ManifestScans()
        let manifest = PackageManifest(name: "P", targets: before)
        do {
            let once = try Self.addWeather(to: input, manifest: manifest, scans: scans)
            #expect(once == expected, "\n\(LineDiff.unified(from: expected, to: once, path: "Package.swift"))", sourceLocation: sourceLocation)
            #expect(scans.predicted(for: once)?.targets == after, "prediction: \(String(describing: scans.predicted(for: once)?.targets.map(\.name)))", sourceLocation: sourceLocation)
            let read = PackageManifest(name: "P", targets: after)
            #expect(try Self.addWeather(to: once, manifest: read, scans: ManifestScans()) == once, "not idempotent", sourceLocation: sourceLocation)
            var removed = try ManifestEditor.removeDependency("WeatherFramework", in: once, manifest: read)
            removed = try ManifestEditor.removeTarget(named: "WeatherFramework", from: removed, manifest: read)
            #expect(removed == input, "\n\(LineDiff.unified(from: input, to: removed, path: "Package.swift"))", sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - The FIA author's practical layout: cases named in lowerCamel, mapped through a payload enum

    static let practical = """
    extension String {
        var initialUppercased: String { prefix(1).uppercased() + dropFirst() }
    }

    enum FrameworkTargetType: CaseIterable {
        case firebase
        case license

        var folderName: String { "\\(self)".initialUppercased }
    }

    enum TargetType: CaseIterable {
        case dependencyInjection
        case domain
        case framework(FrameworkTargetType)

        static var allCases: [TargetType] {
            FrameworkTargetType.allCases.map { .framework($0) } + [.dependencyInjection, .domain]
        }

        var name: String {
            switch self {
            case .framework(let type): "\\(type.folderName)Framework"
            default: "\\(self)".initialUppercased + "Layer"
            }
        }

        var dependency: Target.Dependency { .init(stringLiteral: name) }
    }

    let package = Package(
        name: "P",
        targets: TargetType.allCases.map { $0.target } + FrameworkTargetType.allCases.map { $0.testTarget }
    )

    extension TargetType {
        var dependencies: [Target.Dependency] {
            switch self {
            case .dependencyInjection:
                FrameworkTargetType.allCases.map { TargetType.framework($0).dependency } + [TargetType.domain.dependency]
            case .domain:
                []
            case .framework(.firebase):
                [
                    TargetType.domain.dependency,
                    .product(name: "FirebaseAnalytics", package: "firebase-ios-sdk"),
                ]
            case .framework(.license): // no SDK
                [
                    TargetType.domain.dependency,
                ]
            }
        }
    }

    """

    static let practicalBefore: [Target] = [
        regular("FirebaseFramework", ["DomainLayer"], path: "./Sources/FrameworkLayer/FirebaseFramework", products: ["FirebaseAnalytics"]),
        regular("LicenseFramework", ["DomainLayer"], path: "./Sources/FrameworkLayer/LicenseFramework"),
        regular("DependencyInjectionLayer", ["FirebaseFramework", "LicenseFramework", "DomainLayer"], path: "./Sources/DependencyInjectionLayer"),
        regular("DomainLayer", [], path: "./Sources/DomainLayer"),
        test("FirebaseFrameworkTests", ["DomainLayer", "FirebaseFramework"]),
        test("LicenseFrameworkTests", ["DomainLayer", "LicenseFramework"]),
    ]

    @Test func practicalLayoutGetsACaseAndTheArmOfTheCaseWithoutSDKs() {
        let lastArmEnd = "                TargetType.domain.dependency,\n            ]\n        }\n"
        let expected = Self.practical
            .replacing("    case license\n\n", with: "    case license\n    case weather\n\n")
            .replacing(lastArmEnd, with: "                TargetType.domain.dependency,\n            ]\n"
                + "        case .framework(.weather): // no SDK\n            [\n                TargetType.domain.dependency,\n            ]\n        }\n")
        var after = Self.practicalBefore
        after[2].dependencies.append(.init(name: "WeatherFramework"))
        after += [
            Self.regular("WeatherFramework", ["DomainLayer"], path: "./Sources/FrameworkLayer/WeatherFramework"),
            Self.test("WeatherFrameworkTests", ["DomainLayer", "WeatherFramework"]),
        ]
        expectAdd(Self.practical, Self.practicalBefore, expected, after)
    }

    @Test func practicalLayoutRenamesTheCaseEverywhere() throws {
        var after = Self.practicalBefore
        after[1].name = "GlossaryFramework"
        after[1].path = "./Sources/FrameworkLayer/GlossaryFramework"
        after[2].dependencies[1].name = "GlossaryFramework"
        after[5] = Self.test("GlossaryFrameworkTests", ["DomainLayer", "GlossaryFramework"])
        let scans = ManifestScans()
        let renamed = try ManifestEditor.renameEnumCases(
            ["LicenseFramework": "GlossaryFramework", "LicenseFrameworkTests": "GlossaryFrameworkTests"],
            in: ManifestScanner(Self.practical), manifest: PackageManifest(name: "P", targets: Self.practicalBefore), scans: scans)
        #expect(renamed == Self.practical.replacing("case license", with: "case glossary").replacing(".framework(.license)", with: ".framework(.glossary)"))
        #expect(scans.predicted(for: renamed)?.targets == after)
    }

    // MARK: - Raw values, one `target` for every case (no switch)

    static let rawValues = """
    enum Layer: String, CaseIterable {
        case domain = "DomainLayer"
        case dependencyInjection = "DependencyInjectionLayer"

        var target: Target {
            switch self {
            case .domain: .target(name: rawValue)
            case .dependencyInjection: .target(name: rawValue, dependencies: ["DomainLayer"] + FrameworkModule.allCases.map { .target(name: $0.rawValue) })
            }
        }
    }

    enum FrameworkModule: String, CaseIterable {
        case licenseData = "LicenseDataFramework"
        case preferences = "PreferencesFramework"

        var target: Target { .target(name: rawValue, dependencies: ["DomainLayer"], path: "Sources/FrameworkLayer/\\(rawValue)") }
        var testTarget: Target { .testTarget(name: rawValue + "Tests", dependencies: ["DomainLayer", .target(name: rawValue)]) }
    }

    let package = Package(
        name: "P",
        targets: Layer.allCases.map(\\.target) + FrameworkModule.allCases.map(\\.target) + FrameworkModule.allCases.map(\\.testTarget)
    )

    """

    static let rawValuesBefore: [Target] = [
        regular("DomainLayer", []),
        regular("DependencyInjectionLayer", ["DomainLayer", "LicenseDataFramework", "PreferencesFramework"]),
        regular("LicenseDataFramework", ["DomainLayer"], path: "Sources/FrameworkLayer/LicenseDataFramework"),
        regular("PreferencesFramework", ["DomainLayer"], path: "Sources/FrameworkLayer/PreferencesFramework"),
        test("LicenseDataFrameworkTests", ["DomainLayer", "LicenseDataFramework"]),
        test("PreferencesFrameworkTests", ["DomainLayer", "PreferencesFramework"]),
    ]

    @Test func rawValueEnumGetsACaseWithItsRawValue() {
        var after = Self.rawValuesBefore
        after[1].dependencies.append(.init(name: "WeatherFramework"))
        after.append(Self.regular("WeatherFramework", ["DomainLayer"], path: "Sources/FrameworkLayer/WeatherFramework"))
        after.append(Self.test("WeatherFrameworkTests", ["DomainLayer", "WeatherFramework"]))
        let expected = Self.rawValues.replacing(
            "    case preferences = \"PreferencesFramework\"\n", with: "    case preferences = \"PreferencesFramework\"\n    case weather = \"WeatherFramework\"\n")
        expectAdd(Self.rawValues, Self.rawValuesBefore, expected, after)
    }

    // MARK: - Cases on one line, listed again one by one in an array

    static let oneLine = """
    enum Driver: CaseIterable {
        case license, settings

        var name: String { "\\(self)".prefix(1).uppercased() + "\\(self)".dropFirst() + "Framework" }
        var target: Target { .target(name: name, dependencies: ["DomainLayer"], path: "Sources/FrameworkLayer/\\(name)") }
        var testTarget: Target { .testTarget(name: name + "Tests", dependencies: ["DomainLayer", .target(name: name)]) }
    }

    let package = Package(
        name: "P",
        targets: [
            .target(name: "DomainLayer"),
            .target(name: "DependencyInjectionLayer", dependencies: [
                "DomainLayer",
                .target(name: Driver.license.name), // each driver
                .target(name: Driver.settings.name),
            ]),
        ] + Driver.allCases.flatMap { [$0.target, $0.testTarget] }
    )

    """

    static let oneLineBefore: [Target] = [
        regular("DomainLayer", []),
        regular("DependencyInjectionLayer", ["DomainLayer", "LicenseFramework", "SettingsFramework"]),
        regular("LicenseFramework", ["DomainLayer"], path: "Sources/FrameworkLayer/LicenseFramework"),
        test("LicenseFrameworkTests", ["DomainLayer", "LicenseFramework"]),
        regular("SettingsFramework", ["DomainLayer"], path: "Sources/FrameworkLayer/SettingsFramework"),
        test("SettingsFrameworkTests", ["DomainLayer", "SettingsFramework"]),
    ]

    @Test func casesOnOneLineAndAnArrayListingThem() {
        var after = Self.oneLineBefore
        after[1].dependencies.append(.init(name: "WeatherFramework"))
        after.append(Self.regular("WeatherFramework", ["DomainLayer"], path: "Sources/FrameworkLayer/WeatherFramework"))
        after.append(Self.test("WeatherFrameworkTests", ["DomainLayer", "WeatherFramework"]))
        let expected = Self.oneLine
            .replacing("case license, settings\n", with: "case license, settings, weather\n")
            .replacing(
                "            .target(name: Driver.settings.name),\n",
                with: "            .target(name: Driver.settings.name),\n            .target(name: Driver.weather.name),\n")
        expectAdd(Self.oneLine, Self.oneLineBefore, expected, after)
    }

    // MARK: - Refusals

    func expectAddRefused(_ expected: ManifestEditError, _ input: String, _ before: [Target], sourceLocation: SourceLocation = #_sourceLocation) {
        expectRefusal(expected, input, sourceLocation: sourceLocation) { source throws(ManifestEditError) in
            try Self.addWeather(to: source, manifest: PackageManifest(name: "P", targets: before), scans: ManifestScans())
        }
    }

    @Test func targetsFromAFunctionNameTheDeclarationToWrite() {
        expectAddRefused(
            .targetsBuiltInCode(
                target: "WeatherFramework",
                declaration: #".target(name: "WeatherFramework", dependencies: ["DomainLayer"], path: "Sources/FrameworkLayer/WeatherFramework")"#),
            "let package = Package(name: \"P\", targets: makeTargets())\n",
            [Self.regular("DomainLayer", []), Self.regular("DependencyInjectionLayer", ["DomainLayer"])])
    }

    @Test func noArmToCopyNamesTheArmToWrite() {
        // Every framework module has an SDK: no arm is the new module's.
        var before = Self.practicalBefore
        before[1].dependencies.append(.init(name: "Licenses", isProduct: true))
        expectAddRefused(.enumCaseArmBuiltInCode(line: 38, arm: "case .framework(.weather):"), Self.practical, before)
    }

    @Test func aDependencyListedByNameIsNamedToAddByHand() {
        let input = Self.rawValues.replacing(#"["DomainLayer"] + FrameworkModule.allCases.map { .target(name: $0.rawValue) }"#, with: #"["DomainLayer", "LicenseDataFramework", "PreferencesFramework"]"#)
        expectAddRefused(.dependencyBuiltInCode(dependency: "WeatherFramework", target: "DependencyInjectionLayer"), input, Self.rawValuesBefore)
    }

    @Test func twoEnumsThatCouldTakeTheCaseAreRefused() {
        let input = Self.rawValues.replacing("let package", with: """
        enum Mirror: String, CaseIterable {
            case licenseData = "LicenseDataFramework"
            case preferences = "PreferencesFramework"
        }

        let package
        """)
        expectAddRefused(.ambiguousEnumCase(target: "WeatherFramework", enums: ["FrameworkModule", "Mirror"]), input, Self.rawValuesBefore)
    }

    /// A switch spelling each case out (`case .license: "License"`): a copy of the arm would name the sibling.
    static let spelledOut = practical.replacing(
        "    var folderName: String { \"\\(self)\".initialUppercased }\n",
        with: "        var folderName: String {\n        switch self {\n        case .firebase: \"Firebase\"\n        case .license: \"License\"\n        }\n    }\n")

    @Test func anArmSpellingTheSiblingOutIsNotCopied() {
        #expect(Self.spelledOut.contains("case .license: \"License\""))
        expectAddRefused(.enumCaseArmBuiltInCode(line: 10, arm: "case .weather:"), Self.spelledOut, Self.practicalBefore)
    }

    @Test func renamingACaseSpelledOutInAStringIsRefused() {
        expectRefusal(.targetBuiltInCode(target: "LicenseFramework", change: "rename"), Self.spelledOut) { source throws(ManifestEditError) in
            try ManifestEditor.renameEnumCases(
                ["LicenseFramework": "GlossaryFramework", "LicenseFrameworkTests": "GlossaryFrameworkTests"],
                in: ManifestScanner(source), manifest: PackageManifest(name: "P", targets: Self.practicalBefore), scans: nil)
        }
    }

    @Test func removingTheLastCaseIsRefused() {
        let input = Self.oneLine.replacing("case license, settings", with: "case license").replacing("            .target(name: Driver.settings.name),\n", with: "")
        let before = Array(Self.oneLineBefore.prefix(4))
        expectRefusal(.targetBuiltInCode(target: "LicenseFramework", change: "remove"), input) { source throws(ManifestEditError) in
            try ManifestEditor.removeTarget(named: "LicenseFramework", from: source, manifest: PackageManifest(name: "P", targets: before))
        }
    }

    @Test func renamingACaseAnotherEnumHasIsRefused() {
        let input = Self.practical.replacing("case domain\n", with: "case domain\n    case license\n")
        expectRefusal(.targetBuiltInCode(target: "LicenseFramework", change: "rename"), input) { source throws(ManifestEditError) in
            try ManifestEditor.renameEnumCases(
                ["LicenseFramework": "GlossaryFramework", "LicenseFrameworkTests": "GlossaryFrameworkTests"],
                in: ManifestScanner(source), manifest: PackageManifest(name: "P", targets: Self.practicalBefore), scans: nil)
        }
    }

    @Test func renamingOneOfTheTargetsACaseMakesIsRefused() {
        expectRefusal(.targetBuiltInCode(target: "LicenseFramework", change: "rename"), Self.practical) { source throws(ManifestEditError) in
            try ManifestEditor.renameEnumCases(
                ["LicenseFramework": "GlossaryFramework"], in: ManifestScanner(source),
                manifest: PackageManifest(name: "P", targets: Self.practicalBefore), scans: nil)
        }
    }
}
