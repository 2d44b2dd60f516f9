@testable import FiaKit
import Testing

/// `rename feature` on a hand-written project (the FIA README's layout), in memory: it finds the
/// feature by meaning, edits the apps beside the package, and leaves doctor as clean as before.
struct HandWrittenProjectRenameTests {
    @Test func theReadmeProjectsFeatureIsRenamedWithItsAppsReferences() throws {
        var project = HandWrittenProject.readmeStyle
        // A test plan beside the workspace skips one of the feature's tests.
        project.files["TestPlans/All.xctestplan"] = """
            {
              "testTargets" : [
                {
                  "skippedTests" : [
                    "LicenseListPresenterTests/testOnAppear()"
                  ],
                  "target" : {
                    "containerPath" : "container:FIASamplePackage",
                    "identifier" : "FIASamplePackageTests",
                    "name" : "FIASamplePackageTests"
                  }
                }
              ],
              "version" : 1
            }

            """
        let fileSystem = project.fileSystem()
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: project.packageRoot, output: recording.output())
        let status = Fia.run(arguments: ["rename", "feature", "LicenseList", "SoftwareList"], context: context)
        #expect(status == 0, "\(recording.standardError)")
        let package = project.packageRoot
        let files = fileSystem.files
        #expect(files[package + "/Sources/PresentationLayer/SoftwareList/SoftwareListPresenter.swift"]?.contains("class SoftwareListPresenter") == true)
        // The folder named after the feature moves whole, the mocks it holds included.
        #expect(files[package + "/Sources/PresentationLayer/SoftwareList/MockLicenseDriver.swift"] != nil)
        #expect(files.keys.filter { $0.contains("LicenseList") } == [])
        // The Development app beside the package uses the presenter: it follows.
        let contentView = try #require(files[HandWrittenProject.root + "/Development/Development/ContentView.swift"])
        #expect(contentView.contains("LicenseListPresenter") == false && contentView.contains("SoftwareListPresenter(dependency: container)"))
        #expect(files[HandWrittenProject.root + "/TestPlans/All.xctestplan"]?.contains(#""SoftwareListPresenterTests/testOnAppear()""#) == true)
        // The driver is named License, not after the feature: it stays.
        #expect(files[package + "/Sources/FrameworkLayer/LicenseDriver.swift"] == project.files["FIASamplePackage/Sources/FrameworkLayer/LicenseDriver.swift"])
        var after = project
        after.files = Dictionary(uniqueKeysWithValues: files.map { (String($0.key.dropFirst(HandWrittenProject.root.count + 1)), $0.value) })
        #expect(Doctor.run(after.snapshot()).findings == Doctor.run(project.snapshot()).findings)
    }
}

extension HandWrittenProjectRenameTests {
    /// A feature added to the README project (its driver in the one framework-layer target, its mock
    /// beside the existing ones) is renamed wherever `add feature` put it, leaving no trace of its name.
    @Test func aFeatureAddedToTheReadmeProjectIsRenamedWhereverItLives() throws {
        let project = HandWrittenProject.readmeStyle
        let fileSystem = project.fileSystem()
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: project.packageRoot, output: recording.output())
        try #require(Fia.run(arguments: ["add", "feature", "Weather"], context: context) == 0, "\(recording.standardError)")
        let added = fileSystem.files
        #expect(Fia.run(arguments: ["rename", "feature", "Weather", "Forecast"], context: context) == 0, "\(recording.standardError)")
        let files = fileSystem.files
        let remaining = files.filter { $0.key.lowercased().contains("weather") || $0.value.lowercased().contains("weather") }
        #expect(remaining.isEmpty, "\(remaining.keys.sorted())")
        let package = project.packageRoot
        for path in ["Sources/FrameworkLayer/ForecastDriver.swift", "Sources/PresentationLayer/LicenseList/MockForecastDriver.swift",
                     "Tests/FIASamplePackageTests/ForecastDriverTests.swift", "Sources/PresentationLayer/Forecast/ForecastPresenter.swift"] {
            #expect(files[package + "/" + path] != nil, "missing \(path)")
        }
        // Renaming back restores the tree `add feature` wrote, byte for byte.
        #expect(Fia.run(arguments: ["rename", "feature", "Forecast", "Weather"], context: context) == 0, "\(recording.standardError)")
        #expect(fileSystem.files == added)
    }
}

extension HandWrittenProjectRenameTests {
    /// The practical-style project (a manifest built in code, Mockolo mocks, presenters under
    /// `Presenters/`): the feature is renamed, the Settings driver its app and tests also use is kept.
    @Test func thePracticalProjectsFeatureIsRenamedAndItsSharedDriverKept() throws {
        let project = HandWrittenProject.practicalStyle
        let fileSystem = project.fileSystem()
        let manifest = project.files[Path.join(project.package, "Package.swift")] ?? ""
        var planner = FeatureRenamePlanner(root: project.packageRoot, fileSystem: fileSystem)
        planner.dumpPackage = { _ in try DumpPackageCache.shared.json(for: manifest) }
        let (plan, scope) = try planner.plan(renaming: TypeName(verbatim: "Settings"), to: TypeName(verbatim: "Preferences"))
        #expect(scope.kept.first?.hasPrefix("driver 'Settings': also used by ") == true, "\(scope.kept)")
        try plan.apply(to: fileSystem)
        let files = fileSystem.files
        #expect(files.filter { $0.key.contains("SettingsPresenter") || $0.value.contains("SettingsPresenter") }.isEmpty)
        #expect(files[project.packageRoot + "/Sources/Presentation/Presenters/PreferencesPresenter.swift"]?.contains("dependency.settingsDriver.load()") == true)
        var after = project
        after.files = Dictionary(uniqueKeysWithValues: files.map { (String($0.key.dropFirst(HandWrittenProject.root.count + 1)), $0.value) })
        #expect(Doctor.run(after.snapshot()).findings == Doctor.run(project.snapshot()).findings)
    }
}
