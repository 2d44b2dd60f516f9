@testable import FiaKit
import Testing

/// Doctor on FIA projects written by hand in the two shapes teams use (see `Tests/Fixtures`):
/// clean, they pass with no finding; each planted violation is found with its file and line.
struct HandWrittenProjectDoctorTests {
    struct Planted: Sendable, CustomTestStringConvertible {
        var name: String
        var project: HandWrittenProject
        var check: String
        /// Relative to the package, as doctor reports it when run inside the package.
        var file: String
        var line: Int?
        /// How many findings the planting causes (a computed manifest changes every framework module).
        var count = 1
        var severity = Finding.Severity.error
        var testDescription: String { name }
    }

    static let readme = HandWrittenProject.readmeStyle
    static let practical = HandWrittenProject.practicalStyle

    @Test(arguments: [readme, practical].map { ($0.package, $0) })
    func aCleanProjectHasNoFinding(name: String, project: HandWrittenProject) {
        let report = Doctor.run(project.snapshot())
        #expect(report.findings == [], "\(name)")
        #expect(report.errorCount == 0)
    }

    @Test func theReadmeProjectsRolesAreDiscovered() {
        let model = Self.readme.snapshot().model
        #expect(model.layers.frameworkLayer == "FrameworkLayer")
        #expect(model.layers.frameworks == ["FrameworkLayer"])
        #expect(model.mockContainer?.name == "MockDIContainer")
        #expect(model.testSubjects["FIASamplePackageTests"]?.sorted() == ["DependencyInjectionLayer", "DomainLayer", "FrameworkLayer", "PresentationLayer"])
        #expect(model.apps.map(\.name) == ["Development", "Production"])
        #expect(model.developmentApps.map(\.sourceFiles) == [["../Development/Development/DevelopmentApp.swift", "../Development/Development/ContentView.swift"]])
        #expect(model.testPlanPaths == [])
    }

    @Test func thePracticalProjectsRolesAreDiscovered() {
        let snapshot = Self.practical.snapshot()
        let model = snapshot.model
        #expect(snapshot.manifestProblem == nil)
        #expect([model.layers.domain, model.layers.presentation, model.layers.dependencyInjection] == ["Domain", "Presentation", "DependencyInjection"])
        #expect(model.layers.frameworks == ["LicenseData", "Preferences"])
        #expect(model.layers.frameworkLayer == nil)
        #expect(model.compositionProtocol?.name == "AppRootDIContainerDependency")
        #expect(model.container?.name == "AppRootDIContainer")
        #expect(model.mockContainer?.name == "AppRootDIContainerDependencyMock")
        #expect(model.mocks(of: "LicenseDriverProtocol").map(\.name) == ["LicenseDriverProtocolMock"])
        #expect(model.developmentApps.map(\.name) == ["LicenseCatalog"])
        #expect(model.testPlanPaths == ["../TestPlans/AllTests.xctestplan", "../TestPlans/DriverTests.xctestplan"])
        // A use case beside the presenters, composed through a presenter's dependency; Mockolo's mock is no interactor.
        #expect(model.useCases.map(\.name) == ["LoadLicensesUseCase"])
        #expect(model.interactors["LoadLicensesUseCase"]?.map(\.name) == ["LoadLicensesInteractor"])
        #expect(model.interactorDependencies.map(\.name) == ["LoadLicensesInteractorDependency"])
        #expect(InteractorDependencyWiringCheck.composed(into: "AppRootDIContainerDependency", snapshot).contains("LoadLicensesInteractorDependency"))
    }

    static let planted: [Planted] = {
        let readmeDevelopment = "Development/Development.xcodeproj/project.pbxproj"
        let readmeContentView = "Development/Development/ContentView.swift"
        let practicalCatalog = "LicenseCatalog/LicenseCatalog.xcodeproj/project.pbxproj"
        let practicalApp = "LicenseCatalog/LicenseCatalog/LicenseCatalogApp.swift"
        func planted(
            _ name: String, _ project: HandWrittenProject, _ check: String, _ file: String, _ text: String?, count: Int = 1,
            severity: Finding.Severity = .error
        ) -> Planted {
            let repoPath = file.hasPrefix("../") ? String(file.dropFirst(3)) : Path.join(project.package, file)
            return Planted(
                name: name, project: project, check: check, file: file, line: text.map { project.line(of: $0, in: repoPath) }, count: count,
                severity: severity)
        }
        let readmeUseCase = "Sources/DomainLayer/UseCase/TrackScreenUseCase.swift"
        let practicalInteractor = "Sources/Presentation/Presenters/LoadLicensesInteractor.swift"
        let r = readme
        let p = practical
        return [
            planted(
                "readme: the framework layer depends on presentation",
                r.replacing("name: \"FrameworkLayer\",\n            dependencies: [\"DomainLayer\"]", with: "name: \"FrameworkLayer\",\n            dependencies: [\"DomainLayer\", \"PresentationLayer\"]", in: "FIASamplePackage/Package.swift"),
                "dependencies.direction", "Package.swift", "dependencies: [\"DomainLayer\", \"PresentationLayer\"]"),
            planted(
                "readme: a presenter dependency left out of the composition protocol",
                r.replacing("AnyObject, LicenseListPresenterDependency", with: "AnyObject", in: "FIASamplePackage/Sources/PresentationLayer/DIContainerDependency.swift"),
                "wiring.presenter-dependency", "Sources/PresentationLayer/DIContainerDependency.swift", "protocol DIContainerDependency"),
            planted(
                "readme: a driver with no mock",
                r.removing("FIASamplePackage/Sources/PresentationLayer/LicenseList/MockAnalyticsDriver.swift"),
                "wiring.driver-mock", "Sources/DomainLayer/DriverProtocol/AnalyticsDriverProtocol.swift", "protocol AnalyticsDriverProtocol"),
            planted(
                "readme: the Development app's pbxproj links the DI product",
                r.replacing("productName = DomainLayer;", with: "productName = DependencyInjectionLayer;", in: readmeDevelopment),
                "development-app.products", "../" + readmeDevelopment, "productName = DependencyInjectionLayer;"),
            planted(
                "readme: the Development app imports the DI layer",
                r.replacing("import DomainLayer\nimport PresentationLayer\n", with: "import DependencyInjectionLayer\nimport PresentationLayer\n", in: readmeContentView),
                "development-app.imports", "../" + readmeContentView, "import DependencyInjectionLayer"),
            planted(
                "readme: SwiftUI imported in the domain layer",
                r.replacing("public struct License:", with: "import SwiftUI\n\npublic struct License:", in: "FIASamplePackage/Sources/DomainLayer/Entity/License.swift"),
                "imports.ui-in-domain", "Sources/DomainLayer/Entity/License.swift", "import SwiftUI"),
            planted(
                "readme: a concrete driver in the domain layer",
                r.replacing("public protocol AnalyticsDriverProvider", with: "public struct ConsoleAnalyticsDriver: AnalyticsDriverProtocol {\n    public func log(event: String) async { print(event) }\n}\n\npublic protocol AnalyticsDriverProvider", in: "FIASamplePackage/Sources/DomainLayer/DriverProtocol/AnalyticsDriverProtocol.swift"),
                "wiring.driver-placement", "Sources/DomainLayer/DriverProtocol/AnalyticsDriverProtocol.swift", "struct ConsoleAnalyticsDriver"),
            planted(
                "practical: a framework module imports presentation",
                p.replacing("import Domain\nimport Foundation\n", with: "import Domain\nimport Foundation\nimport Presentation\n", in: "LicenseKit/Sources/Framework/LicenseData/LicenseDriver.swift"),
                "imports.cross-layer", "Sources/Framework/LicenseData/LicenseDriver.swift", "import Presentation"),
            planted(
                "practical: a framework module depends on presentation in the manifest built in code",
                p.replacing("[Layer.domain.dependency], path: \"Sources/Framework/", with: "[Layer.domain.dependency, Layer.presentation.dependency], path: \"Sources/Framework/", in: "LicenseKit/Package.swift"),
                "dependencies.direction", "Package.swift", "case licenseData = \"LicenseData\"", count: 2),
            planted(
                "practical: a presenter dependency left out of the composition protocol",
                p.replacing("    LicenseListPresenterDependency,\n", with: "", in: "LicenseKit/Sources/Presentation/AppRootDIContainerDependency.swift"),
                "wiring.presenter-dependency", "Sources/Presentation/AppRootDIContainerDependency.swift", "protocol AppRootDIContainerDependency"),
            planted(
                "practical: a driver with no mock",
                p.replacing("public final class SettingsDriverProtocolMock: SettingsDriverProtocol, @unchecked Sendable {", with: "public final class SettingsDriverProtocolMock: @unchecked Sendable {", in: "LicenseKit/Sources/Presentation/Mocks.swift"),
                "wiring.driver-mock", "Sources/Domain/Drivers/SettingsDriverProtocol.swift", "protocol SettingsDriverProtocol"),
            planted(
                "practical: the Development app's pbxproj links the DI product",
                p.replacing("productName = Domain;", with: "productName = DependencyInjection;", in: practicalCatalog),
                "development-app.products", "../" + practicalCatalog, "productName = DependencyInjection;"),
            planted(
                "practical: the Development app imports the DI layer",
                p.replacing("import Domain\nimport Presentation\nimport SwiftUI", with: "import DependencyInjection\nimport Domain\nimport Presentation\nimport SwiftUI", in: practicalApp),
                "development-app.imports", "../" + practicalApp, "import DependencyInjection"),
            planted(
                "practical: SwiftUI imported in the domain layer",
                p.replacing("public struct Settings:", with: "import SwiftUI\n\npublic struct Settings:", in: "LicenseKit/Sources/Domain/Entities/Settings.swift"),
                "imports.ui-in-domain", "Sources/Domain/Entities/Settings.swift", "import SwiftUI"),
            planted(
                "readme: a use case composed directly, then left out of the composition protocol",
                r.replacing(", TrackScreenInteractorDependency {}", with: " {}", in: "FIASamplePackage/Sources/PresentationLayer/DIContainerDependency.swift"),
                "wiring.interactor-dependency", readmeUseCase, "protocol TrackScreenInteractorDependency"),
            planted(
                "readme: an interactor nobody tests",
                r.removing("FIASamplePackage/Tests/FIASamplePackageTests/TrackScreenInteractorTests.swift"),
                "wiring.interactor-tests", "Sources/DomainLayer/UseCase/TrackScreenInteractor.swift", "public struct TrackScreenInteractor",
                severity: .warning),
            planted(
                "practical: a use case only Mockolo's mock implements",
                p.replacing("Dependency>: LoadLicensesUseCase {", with: "Dependency> {", in: "LicenseKit/" + practicalInteractor),
                "wiring.usecase-interactor", practicalInteractor, "public protocol LoadLicensesUseCase"),
            planted(
                "practical: a presenter's dependency no longer composes the interactor's",
                p.replacing(
                    "LicenseListPresenterDependency: LoadLicensesInteractorDependency {}", with: "LicenseListPresenterDependency: LicenseDriverProvider {}",
                    in: "LicenseKit/Sources/Presentation/Presenters/LicenseListPresenter.swift"),
                "wiring.interactor-dependency", practicalInteractor, "public protocol LoadLicensesInteractorDependency"),
            planted(
                "practical: an interactor beside the presenters imports SwiftUI",
                p.replacing("import Domain\n", with: "import Domain\nimport SwiftUI\n", in: "LicenseKit/" + practicalInteractor),
                "imports.interactor-frameworks", practicalInteractor, "import SwiftUI"),
            planted(
                "practical: an interactor nobody tests",
                p.removing("LicenseKit/Tests/PresenterTests/LoadLicensesInteractorTests.swift"),
                "wiring.interactor-tests", practicalInteractor, "public struct LoadLicensesInteractor", severity: .warning),
        ]
    }()

    @Test(arguments: planted)
    func eachPlantedViolationIsFoundWithFileAndLine(_ planted: Planted) {
        let findings = Doctor.run(planted.project.snapshot()).findings.filter { $0.check == planted.check }
        #expect(findings.count == planted.count, "\(findings)")
        #expect(findings.first?.severity == planted.severity)
        #expect(findings.first?.file == planted.file)
        if let line = planted.line {
            #expect(findings.first?.line == line)
        } else {
            #expect(findings.first?.line != nil)
        }
    }

    @Test func theRepositoryRootFindsThePackageItsWorkspaceLists() throws {
        for project in [Self.readme, Self.practical] {
            let context = CommandContext(fileSystem: project.fileSystem(), currentDirectory: HandWrittenProject.root, output: RecordingOutput().output())
            #expect(try ProjectLocator.root(explicit: nil, in: context) == project.packageRoot)
        }
        // From an app's folder too: the workspace above lists the package.
        let project = Self.readme
        let context = CommandContext(fileSystem: project.fileSystem(), currentDirectory: "/Repo/Development/Development", output: RecordingOutput().output())
        #expect(try ProjectLocator.root(explicit: nil, in: context) == project.packageRoot)
    }

    @Test func fromTheRootPathsReadFromTheRoot() {
        let project = Self.readme.replacing("import DomainLayer\nimport PresentationLayer\n", with: "import DependencyInjectionLayer\nimport PresentationLayer\n", in: "Development/Development/ContentView.swift")
        let report = Doctor.run(project.snapshot()).relocated(from: project.packageRoot, to: HandWrittenProject.root)
        #expect(report.findings.map(\.location) == ["Development/Development/ContentView.swift:1"])
    }
}

/// `.fia/config.json` names what discovery would not find, and doctor follows it.
struct HandWrittenProjectConfigurationTests {
    private func findings(_ project: HandWrittenProject, config: String) -> [Finding] {
        var project = project
        project.files[project.package + "/.fia/config.json"] = config
        return Doctor.run(project.snapshot()).findings
    }

    @Test func theConfiguredDevelopmentAppIsChecked() {
        let findings = findings(.practicalStyle, config: #"{"developmentApp": "LicenseApp"}"#)
        #expect(findings.map(\.message) == [
            "the Development app 'LicenseApp' links 'DependencyInjection'",
            "the Development app's sources import 'DependencyInjection'",
        ])
    }

    @Test func theConfiguredCompositionProtocolIsChecked() {
        let findings = findings(.readmeStyle, config: #"{"compositionProtocol": "AppDependency"}"#)
        #expect(findings.filter { $0.check == "wiring.presenter-dependency" }.map(\.message) == ["'PresentationLayer' declares no protocol 'AppDependency'"])
    }

    @Test func configuredTestPlansAreRead() {
        var project = HandWrittenProject.readmeStyle
        project.files["Plans/All.xctestplan"] = #"{"testTargets" : [{"target" : {"containerPath" : "container:FIASamplePackage", "identifier" : "GoneTests", "name" : "GoneTests"}}]}"#
        project.files["FIASamplePackage/.fia/config.json"] = #"{"testPlans": ["../Plans"]}"#
        let findings = Doctor.run(project.snapshot()).findings
        #expect(findings.map(\.message).contains("the test plan 'All' names 'GoneTests', which is not a test target of the package"))
    }
}

/// Findings in the apps beside the package keep a clean path in every format.
struct AppPathsInFormatsTests {
    @Test func pathsLeavingThePackageAreResolved() {
        let location = ReportLocation(root: "/Repo/FIASamplePackage", repositoryRoot: "/Repo")
        #expect(location.absolute("../Development/Development/ContentView.swift") == "/Repo/Development/Development/ContentView.swift")
        #expect(location.repositoryRelative("../Development/Development/ContentView.swift") == "Development/Development/ContentView.swift")
        #expect(location.repositoryRelative("Sources/DomainLayer/License.swift") == "FIASamplePackage/Sources/DomainLayer/License.swift")
    }
}
