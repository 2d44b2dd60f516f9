/// Everything doctor's checks look at, read once from the project and never written back.
///
/// Built by `ProjectSnapshot.load(root:fileSystem:_:dumpPackage:)`; the checks are pure
/// functions of it. Paths are relative to the project's root.
public struct ProjectSnapshot {
    /// A Swift file, scanned.
    ///
    /// Its parts live in one shared box (copied on write): checks copy files around by the
    /// thousand, and a copy is then one reference, not a dozen.
    public struct SourceFile {
        /// Constant but for the text read on demand: a constant property of a class is read
        /// without the run-time exclusivity check a variable one takes (loops over every file
        /// read `path`, `target` and `summary`); the setters below replace the box instead.
        private final class Storage {
            let path: String
            let target: String?
            /// The text, once read (from the start, unless the scan came from the cache).
            var loadedText: String?
            let reader: TextReader?
            let summary: SourceSummary
            let topLevelTypes: [String]?

            init(path: String, target: String?, text: String?, reader: TextReader?, summary: SourceSummary, topLevelTypes: [String]?) {
                self.path = path
                self.target = target
                self.loadedText = text
                self.reader = reader
                self.summary = summary
                self.topLevelTypes = topLevelTypes
            }

            /// A box holding the same, but what is given.
            func replacing(path: String? = nil, target: String?? = nil, summary: SourceSummary? = nil) -> Storage {
                Storage(
                    path: path ?? self.path, target: target ?? self.target, text: loadedText, reader: reader,
                    summary: summary ?? self.summary, topLevelTypes: topLevelTypes)
            }

            var text: String {
                if let loadedText { return loadedText }
                // The file was there a moment ago, unchanged (its stamp said so); if it is gone
                // now, it is as good as empty.
                let text = reader?.text(of: path) ?? ""
                loadedText = text
                return text
            }
        }

        private var storage: Storage

        init(path: String, target: String?, text: String, summary: SourceSummary) {
            storage = Storage(path: path, target: target, text: text, reader: nil, summary: summary, topLevelTypes: nil)
        }

        /// A file whose scan is known without its text (`load(…, cached: true)`), its summary and
        /// top-level types moved out of `record` (not copied): `reader` reads the text if someone
        /// asks for it. `record` is left with `empty` (threads each pass their own, so that they
        /// do not all count references to one).
        init(path: String, target: String?, taking record: inout ScanCache.Record, reader: TextReader, leaving empty: SourceSummary = ScanCache.emptySummary) {
            var summary = empty, topLevelTypes: [String] = []
            swap(&summary, &record.summary)
            swap(&topLevelTypes, &record.topLevelTypes)
            storage = Storage(path: path, target: target, text: nil, reader: reader, summary: summary, topLevelTypes: topLevelTypes)
        }

        public var path: String {
            _read { yield storage.path }
            set { storage = storage.replacing(path: newValue) }
        }

        /// The package target whose folder holds it; `nil` for files outside any target (App/).
        public var target: String? {
            _read { yield storage.target }
            set { storage = storage.replacing(target: newValue) }
        }

        /// Its text: read on first use when its scan came from the cache.
        public var text: String {
            get { storage.text }
            set { makeUnique(); storage.loadedText = newValue }
        }

        public var summary: SourceSummary {
            _read { yield storage.summary }
            set { storage = storage.replacing(summary: newValue) }
        }

        /// The types it declares at the top level, when the loader recorded them (a cached load).
        var topLevelTypes: [String]? { storage.topLevelTypes }

        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.replacing() }
        }
    }

    /// Reads the texts of a project's files on demand, for files known from the scan cache; a
    /// text that cannot be read then (the file went, or turned unreadable, since it was listed)
    /// is recorded in `lateReads`, never silently taken for an empty file.
    final class TextReader {
        let root: String
        let fileSystem: any FileSystem
        let lateReads: LateReads

        init(root: String, fileSystem: any FileSystem, lateReads: LateReads) {
            self.root = root
            self.fileSystem = fileSystem
            self.lateReads = lateReads
        }

        func text(of path: String) -> String? {
            do {
                if let text = try fileSystem.contents(of: Path.join(root, path)) { return text }
                lateReads.record(UnreadableFile(path: path, reason: "it was gone when its text was needed"))
            } catch {
                lateReads.record(UnreadableFile(path: path, reason: "\(error)"))
            }
            return nil
        }
    }

    /// The files whose text could not be read when something asked for it, after the load
    /// listed them (shared by the loader's threads and the snapshot's copies).
    public final class LateReads: @unchecked Sendable {
        private let lock = Lock()
        private var files: [UnreadableFile] = []

        public init() {}

        func record(_ file: UnreadableFile) {
            lock.withLock { files.append(file) }
        }

        /// Each file once, in the order first met.
        public var all: [UnreadableFile] {
            lock.withLock {
                var seen = Set<String>()
                return files.filter { seen.insert($0.path).inserted }
            }
        }
    }

    /// A file (or folder) doctor could not read or tokenize.
    public struct UnreadableFile: Equatable {
        public var path: String
        public var line: Int?
        public var reason: String
        /// Whether it was read but could not be tokenized (a warning: fia's lexer may be wrong),
        /// rather than not read at all (an error: whatever it holds went unchecked).
        public var wasRead = false
    }

    /// A protocol declared in the domain or presentation layer.
    public struct ProtocolDeclaration: Equatable {
        public var name: String
        /// Its whole inheritance clause by simple names, as `SourceSummary.TypeDeclaration.inheritedTypes`.
        public var inheritedTypes: [String]
        public var file: String
        public var line: Int
        public var target: String
    }

    /// A `.xctestplan` of the project: its entries, or why it could not be read.
    public struct TestPlanFile {
        /// The entries' strings, decoded from the loader's walk when first asked for: `add`
        /// edits plans without reading their entries, doctor reads them (several checks, one decoding).
        private final class Entries {
            let walked: Result<TestPlan.Walked, TestPlanError>
            lazy var plan = walked.map(TestPlan.init(walked:))

            init(walked: Result<TestPlan.Walked, TestPlanError>) {
                self.walked = walked
            }
        }

        public var path: String
        /// The plan's entries, or why it could not be read (the walk's first error).
        public var plan: Result<TestPlan, TestPlanError> { entries.plan }
        /// The text the loader read and its walk: an edit of the plan starts from them, not from
        /// a second read and walk of the file (`ProjectEditor.edit(_:read:_:)`).
        var read: (text: String, walked: Result<TestPlan.Walked, TestPlanError>) { (text, entries.walked) }
        private let text: String
        private let entries: Entries

        /// The plan at `path`, read as `text` and walked (`TestPlan.walk`).
        init(path: String, text: String, walked: Result<TestPlan.Walked, TestPlanError>) {
            self.path = path
            self.text = text
            entries = Entries(walked: walked)
        }

        /// `UnitTests` for `TestPlans/UnitTests.xctestplan`.
        public var name: String {
            String(Path.lastComponent(path).dropLast(".xctestplan".count))
        }
    }

    public static let manifestPath = "Package.swift"
    public static let xcodeGenPath = "App/project.yml"
    public static let testPlansFolder = "TestPlans"
    public static let blueprintOverridesFolder = ".fia/Blueprints"
    /// Where the Development app's own sources live.
    public static let developmentAppFolders = ["App/Development/", "App/Shared/"]

    /// The package's targets; empty when `manifestProblem` is set.
    public let manifest: PackageManifest
    /// Why Package.swift could not be read, when it could not (checks needing it are skipped).
    public let manifestProblem: String?
    /// The manifest `manifestProblem` is about: Package.swift, or one of several local packages'.
    public internal(set) var manifestProblemFile = ProjectSnapshot.manifestPath
    /// The local packages read as one project from the root; empty when the root is the one package.
    public internal(set) var packages: [ProjectLocation.Package] = []
    public let configuration: ProjectConfiguration
    /// Why `.fia/config.json` could not be used; defaults apply instead.
    public let configurationProblem: ProjectConfigurationError?
    /// The roles discovered in the project (or named by its config).
    public let model: ProjectModel
    public let classification: TargetClassification
    public let graph: DependencyGraph
    /// Every Swift file of the package's target folders, of Tests/ and of the apps, sorted by path.
    public let sources: [SourceFile]
    /// Which of `sources` belong to which target.
    private let sourceRuns: SourceRuns
    public let unreadableFiles: [UnreadableFile]
    /// The package targets whose folder exists.
    public let existingTargetFolders: Set<String>
    public let protocols: [ProtocolDeclaration]
    public let testPlans: [TestPlanFile]
    /// App/project.yml, when the project has one (its targets are in `model.apps` too).
    public let xcodeGen: XcodeGenSpec?
    /// The project's own blueprints, relative to `.fia/Blueprints/`.
    public let blueprintOverrides: [String]
    /// The files whose text could not be read when a check or a planner needed it (see `TextReader`).
    public internal(set) var lateReads = LateReads()
    /// What an interrupted fia write left behind (its journal), if anything.
    public internal(set) var pendingJournal: String?
    /// The native targets of each Xcode project read (the apps' projects), by the project's path
    /// relative to the package (`App/Demo.xcodeproj`, `../Development/Development.xcodeproj`).
    public internal(set) var xcodeProjectTargets: [String: [XcodeProject.Target]] = [:]
    /// The name of the package's folder, to recognise its test targets in plans kept beside it.
    public var packageFolderName: String?
    /// The test plans the package's shared schemes and App/project.yml's schemes name.
    public let schemePlanReferences: [SchemePlanReference]

    /// The project-relative folder of a target's sources.
    public static func folder(of target: PackageManifest.Target) -> String {
        String(Path.normalize(target.resolvedPath).dropFirst())
    }

    /// The domain, presentation and DI layer targets' names (discovered or configured).
    public var layers: LayerTargets { model.layers }

    public init(
        manifest: PackageManifest,
        manifestProblem: String?,
        configuration: ProjectConfiguration,
        configurationProblem: ProjectConfigurationError?,
        sources: [SourceFile],
        unreadableFiles: [UnreadableFile],
        existingTargetFolders: Set<String>,
        protocols: [ProtocolDeclaration],
        testPlans: [TestPlanFile],
        xcodeGen: XcodeGenSpec?,
        apps: [AppTarget] = [],
        blueprintOverrides: [String] = [],
        schemePlanReferences: [SchemePlanReference] = [],
        layers: LayerTargets? = nil
    ) {
        self.manifest = manifest
        self.manifestProblem = manifestProblem
        self.configuration = configuration
        self.configurationProblem = configurationProblem
        // `layers`: the loader's, found from this manifest and configuration already.
        let layers = layers ?? LayerTargets(manifest: manifest, configuration: configuration)
        let sourceRuns = SourceRuns(sources)
        self.sourceRuns = sourceRuns
        self.model = ProjectModel.discover(
            layers: layers, configuration: configuration, manifest: manifest, sources: sources, runs: sourceRuns, apps: apps,
            testPlanPaths: testPlans.map(\.path)
        )
        self.classification = TargetClassification(manifest: manifest, layers: layers, testSubjects: model.testSubjects)
        self.graph = DependencyGraph(manifest: manifest)
        self.sources = sources
        self.unreadableFiles = unreadableFiles
        self.existingTargetFolders = existingTargetFolders
        self.protocols = protocols
        self.testPlans = testPlans
        self.xcodeGen = xcodeGen
        self.blueprintOverrides = blueprintOverrides
        self.schemePlanReferences = schemePlanReferences
    }

    /// The sources of the package target `name`.
    public func sources(of target: String) -> [SourceFile] {
        var files: [SourceFile] = []
        sourceRuns.forEachRange(of: target) { files.append(contentsOf: sources[$0]) }
        return files
    }

    /// The test plan `name` (`UnitTests`), if the project has it.
    public func testPlan(named name: String) -> TestPlanFile? {
        testPlans.first { $0.name == name }
    }

    /// The file and line declaring the type `name` in the target `target`.
    public func typeDeclaration(_ name: String, in target: String) -> (file: SourceFile, line: Int)? {
        for file in sources(of: target) {
            if let type = file.summary.types.first(where: { $0.name == name }) {
                return (file, type.line)
            }
        }
        return nil
    }

    /// Where Package.swift declares the target `name`.
    public func manifestLine(of target: String) -> Int? {
        manifest.target(named: target)?.line
    }

    /// Which local packages were read and why, one line each, for `doctor --verbose` and JSON;
    /// none when the root is the one package.
    public var packageLines: [String] {
        packages.map { "package '\($0.folder.isEmpty ? "." : $0.folder)': \($0.reasons.joined(separator: "; "))" }
    }

    /// The interactors of the use case `name`: `model.interactors` without the types only a debug
    /// build or a preview compiles (a preview stub under `#if DEBUG` or in `#Preview`), which are
    /// no part of the app's logic. Reads the text of the files that say `DEBUG` or `#Preview`.
    public func interactors(of useCase: String) -> [ProjectModel.Declaration] {
        model.interactors[useCase, default: []].filter { interactor in
            guard let file = sources(of: interactor.target).first(where: { $0.path == interactor.file }) else { return true }
            let text = file.text
            guard text.containsBytes("DEBUG") || text.containsBytes("#Preview") else { return true }
            return !DebugOnlyCode.contains(line: interactor.line, in: text)
        }
    }

    /// The root's Package.swift, or the first local package's when several are read.
    public var firstManifest: String {
        packages.first.map { Path.join($0.folder, Self.manifestPath) } ?? Self.manifestPath
    }

    /// The Package.swift declaring the target `name`: the root's, or its local package's.
    public func manifestFile(of target: String) -> String {
        manifest.target(named: target)?.manifest ?? Self.manifestPath
    }
}

extension ProjectSnapshot {
    /// The test framework the files of the test target `name` use: XCTest when they import it and
    /// none imports Testing (a target with both has Swift Testing at hand), Swift Testing when one
    /// imports Testing, `nil` when it has no files importing either (or no such target).
    public func testFramework(ofTarget name: String) -> TestFramework? {
        var usesXCTest = false
        var usesTesting = false
        sourceRuns.forEachRange(of: name) { range in
            for index in range where !usesTesting {
                for item in sources[index].summary.imports {
                    if item.module == "Testing" { usesTesting = true } else if item.module == "XCTest" { usesXCTest = true }
                }
            }
        }
        return usesTesting ? .swiftTesting : usesXCTest ? .xctest : nil
    }

    /// The framework of the package's test targets: XCTest when more of them use it than Swift
    /// Testing, else Swift Testing (fia's own).
    public var packageTestFramework: TestFramework {
        var xctest = 0, testing = 0
        for index in manifest.targets.indices where manifest.targets[index].kind == .test {
            switch testFramework(ofTarget: manifest.targets[index].name) {
            case .xctest: xctest += 1
            case .swiftTesting: testing += 1
            case nil: break
            }
        }
        return xctest > testing ? .xctest : .swiftTesting
    }
}

/// What a test target's tests are written with.
public enum TestFramework: String, Sendable {
    case swiftTesting = "Swift Testing"
    case xctest = "XCTest"
}

extension ProjectSnapshot {
    /// Refuses a plan made while a file's text could not be read (it was taken for no text): a
    /// writing command writes nothing it planned on a file it did not see.
    func checkLateReads() throws {
        if let file = lateReads.all.first {
            throw FileSystemError(path: file.path, reason: file.reason)
        }
    }
}
