@testable import FiaKit
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `fia doctor --format …` on a project with known findings: one error (a framework import in
/// PresentationLayer) and one warning (a presenter without tests).
struct DoctorFormatTests {
    static let project = DoctorCheckFixtures.withKnownFindings
    static let importLine = project.line(of: "import SettingsFramework", in: DoctorCheckFixtures.settingsPresenter)

    @Test func xcodeLinesPointAtTheRealFileAndLine() throws {
        let run = DoctorHarness(Self.project).doctor("--format", "xcode")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let pattern = #/^(/[^:]+):(\d+):(\d+): (error|warning): (.+) \[([a-z.-]+)\]$/#
        let findingLines = lines.filter { !$0.hasPrefix("doctor:") }
        #expect(findingLines.count == 2)
        for line in findingLines {
            let match = try #require(line.wholeMatch(of: pattern), "not an Xcode diagnostic: \(line)")
            let path = String(match.1)
            let relative = String(path.dropFirst(FixtureProject.root.count + 1))
            let text = try #require(Self.project.files[relative], "no file '\(path)'")
            let sourceLine = text.split(separator: "\n", omittingEmptySubsequences: false)[Int(match.2)! - 1]
            #expect(Int(match.3)! == sourceLine.prefix { $0 == " " }.count + 1)
            if match.6 == "imports.cross-layer" {
                #expect(match.4 == "error" && Int(match.2) == Self.importLine && sourceLine == "import SettingsFramework")
            } else {
                #expect(match.6 == "wiring.presenter-tests" && match.4 == "warning" && sourceLine.contains("class LicenseListPresenter"))
            }
        }
        #expect(lines.last == "doctor: 1 error, 1 warning in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped)")
    }

    @Test func xcodeLeavesOutAnUnknownLine() {
        let report = DoctorReport(results: [.init(id: "layout.layer-targets", title: "t", group: .layout, findings: [
            Finding(check: "layout.layer-targets", severity: .error, message: "the package has no target 'X'", file: "Package.swift", hint: "h"),
        ], skipped: false)])
        #expect(report.xcode(location: ReportLocation(root: "/p")).hasPrefix("/p/Package.swift: error: the package has no target 'X' [layout.layer-targets]\n"))
    }

    @Test func githubEscapesMessagesAndProperties() {
        let finding = Finding(
            check: "layout.config", severity: .warning, message: "100% broken, see: a\r\nb", file: "Odd, dir/a:b.swift",
            line: 7, column: 2, hint: "fix it"
        )
        let report = DoctorReport(results: [.init(id: "layout.config", title: "t", group: .layout, findings: [finding], skipped: false)])
        #expect(report.github(location: ReportLocation(root: "/repo/app", repositoryRoot: "/repo")) ==
            "::warning file=app/Odd%2C dir/a%3Ab.swift,line=7,col=2,title=layout.config::100%25 broken, see: a%0D%0Ab%0Ahint: fix it")
    }

    @Test func githubPrintsAnnotationsThenTheChecklist() {
        let harness = DoctorHarness(Self.project)
        harness.write(".git/HEAD", "ref: refs/heads/main\n")
        let run = harness.doctor("--format", "github")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("::error file=\(DoctorCheckFixtures.settingsPresenter),line=\(Self.importLine),col=1,title=imports.cross-layer::"))
        #expect(run.stdout.contains("\n::warning file=Sources/PresentationLayer/LicenseList/LicenseListPresenter.swift,line=8,"))
        #expect(run.stdout.contains("\nLayout\n  ✓ Package.swift can be read\n"))
    }

    @Test func junitParsesAsXMLWithOneCasePerCheck() throws {
        let run = DoctorHarness(Self.project).doctor("--format", "junit")
        let parsed = try JUnitDocument(run.stdout)
        #expect(parsed.testcases == Doctor.checks.map { type(of: $0).id }.map { "fia.doctor." + $0 }.sorted())
        #expect(parsed.failures.keys.sorted() == ["fia.doctor.imports.cross-layer"])
        #expect(parsed.failures["fia.doctor.imports.cross-layer"]?.contains("\(DoctorCheckFixtures.settingsPresenter):\(Self.importLine)") == true)
        #expect(parsed.systemOut.keys.sorted() == ["fia.doctor.wiring.presenter-tests"])

        let strict = try JUnitDocument(DoctorHarness(Self.project).doctor("--format", "junit", "--strict").stdout)
        #expect(strict.failures.keys.sorted() == ["fia.doctor.imports.cross-layer", "fia.doctor.wiring.presenter-tests"])
    }

    @Test func junitEscapesMarkup() throws {
        let finding = Finding(check: "layout.config", severity: .error, message: "a <b> & \"c\" \u{1}", file: "x", hint: "h")
        let report = DoctorReport(results: [.init(id: "layout.config", title: "T & <t>", group: .layout, findings: [finding], skipped: false)])
        let parsed = try JUnitDocument(report.junit(strict: false))
        #expect(parsed.failures["fia.doctor.layout.config"]?.contains("a <b> & \"c\" ") == true)
    }

    @Test(arguments: [[], ["--json"]] + DoctorFormat.allCases.map { ["--format", $0.rawValue] })
    func exitCodesDoNotDependOnTheFormat(_ format: [String]) {
        let failing = DoctorHarness(Self.project)
        let passing = DoctorHarness(.withFeatures)
        let warningsOnly = DoctorHarness(DoctorCheckFixtures.base
            .removing("Tests/PresentationLayerTests/LicenseListPresenterTests.swift")
            .removing("Tests/DependencyInjectionLayerTests/LicenseListPresenterIntegrationTests.swift"))
        func status(_ harness: DoctorHarness, _ extra: [String] = []) -> Int32 {
            harness.doctor(format + extra).status
        }
        #expect(status(failing) == 1)
        #expect(status(passing) == 0)
        #expect(status(warningsOnly) == 0)
        #expect(status(warningsOnly, ["--strict"]) == 1)
    }

    @Test(arguments: [
        (["--format", "yaml"], "error: unknown format 'yaml' for 'fia doctor'; use one of text|json|xcode|github|sarif|junit"),
        (["--format"], "error: option '--format' needs a value"),
        (["--json", "--format", "sarif"], "error: '--json' and '--format sarif' disagree; use one of them"),
        (["--dry-run"], "error: '--dry-run' goes with '--write-baseline': doctor writes nothing otherwise"),
        (["--write-baseline", "--format", "json"], "error: '--write-baseline' prints the file it writes and takes no '--format'"),
        (["--list-checks", "--format", "sarif"], "error: '--list-checks' prints text or json, not 'sarif'"),
    ])
    func badFormatsAreUsageErrors(_ arguments: [String], _ message: String) {
        let harness = DoctorHarness(.withFeatures)
        let run = harness.doctor(arguments)
        #expect(run.status == 64)
        #expect(run.stderr == "\(message)\nsee 'fia help doctor'\n")
        #expect(run.stdout == "")
        #expect(harness.fileSystem.writeCalls == 0)
    }
}

/// What a JUnit document holds, read with Foundation's XMLParser: test case names (classnames)
/// and the text of each case's `<failure>` and `<system-out>`.
final class JUnitDocument: NSObject, XMLParserDelegate {
    private(set) var testcases: [String] = []
    private(set) var failures: [String: String] = [:]
    private(set) var systemOut: [String: String] = [:]
    private var current: String?
    private var element: String?
    private var text = ""

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? JUnitError.invalid }
        testcases.sort()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "testcase" {
            current = attributes["classname"]
            testcases.append(attributes["classname"] ?? "")
        }
        element = name
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let current else { return }
        if name == "failure" { failures[current] = text }
        if name == "system-out" { systemOut[current] = text }
        if name == "testcase" { self.current = nil }
    }

    enum JUnitError: Error { case invalid }
}
