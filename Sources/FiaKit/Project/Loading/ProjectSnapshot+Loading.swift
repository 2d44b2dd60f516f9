extension ProjectSnapshot {
    /// What `load` reads, and how.
    public struct LoadRequest {
        /// Whether test and app files' `identifiers` are collected (doctor's checks ask them;
        /// `add` never does: without, they stay empty).
        public var testMentions = true
        /// Whether a file whose stamp is the one `ScanCache` recorded is taken from the cache: its
        /// scan is not made again and its text is read only if asked for (`add` asks for few);
        /// files whose `identifiers` are wanted are always read.
        public var cached = false
        /// Who owns the snapshot until the process exits (`KeptUntilExit`); `nil`: it is freed
        /// with its last reference.
        public var keptBy: KeptUntilExit?
        /// How many threads read files, and how many files a thread's run holds at least.
        var threads = Parallel.defaultThreads
        var filesPerThread = ProjectSnapshot.filesPerThread
        /// How many files taken from the cache weigh as much as one read, in counting the work.
        var recordsPerRead = ProjectSnapshot.recordsPerRead
        /// The local packages read as one project from the root (`ProjectLocation`); empty: the
        /// root's own Package.swift.
        public var packages: [ProjectLocation.Package] = []
        /// Xcode projects (absolute) whose apps are the project's besides those found around the root.
        public var projects: [String] = []

        public init(testMentions: Bool = true, cached: Bool = false, keptBy: KeptUntilExit? = nil) {
            self.testMentions = testMentions
            self.cached = cached
            self.keptBy = keptBy
        }

        /// What a command that edits the project reads: through the cache, without what tests mention.
        public static func editing(keptBy: KeptUntilExit?) -> LoadRequest {
            LoadRequest(testMentions: false, cached: true, keptBy: keptBy)
        }

        /// This request, reading what `location` found.
        public func reading(_ location: ProjectLocation) -> LoadRequest {
            var request = self
            request.packages = location.packages
            request.projects = location.projects
            return request
        }
    }

    /// Reads the project at `root` (absolute) through `fileSystem` as `request` says: each file
    /// once, nothing written.
    ///
    /// Package.swift is read as literals by `ManifestReader`; when that fails, `dumpPackage`
    /// is asked for `swift package dump-package` JSON of the project at `root`. Problems with
    /// single files are recorded in the snapshot for the checks to report, never thrown.
    public static func load(
        root: String, fileSystem: any FileSystem, _ request: LoadRequest = LoadRequest(), dumpPackage: (String) throws -> String
    ) -> ProjectSnapshot {
        load(root: root, fileSystem: fileSystem, request, manifestScans: nil, dumpPackage: dumpPackage)
    }

    /// `load`, keeping the scan of Package.swift in `manifestScans` for the edits that follow.
    static func load(
        root: String, fileSystem: any FileSystem, _ request: LoadRequest, manifestScans: ManifestScans?, dumpPackage: (String) throws -> String
    ) -> ProjectSnapshot {
        let (testMentions, cached) = (request.testMentions, request.cached)
        let boundary = RepositoryBoundary(package: root, fileSystem: fileSystem)
        let log = ReadLog(root: root, fileSystem: fileSystem, boundary: boundary)
        func read(_ path: String) -> String? { log.read(path) }
        // What a walk could not enter or list is reported once, never silently left out.
        var walkedProblems = Set<String>()
        func walk(_ folder: String, includeHidden: Bool = false) -> [String] {
            let walk = fileSystem.walk(Path.join(root, folder), includeHidden: includeHidden)
            for problem in walk.problems where walkedProblems.insert(Path.join(folder, problem.path)).inserted {
                log.report(Path.join(folder, problem.path), line: nil, reason: problem.reason)
            }
            return walk.files
        }

        let manifest: PackageManifest, manifestProblem: String?, manifestProblemFile: String
        if request.packages.isEmpty {
            (manifest, manifestProblem) = loadManifest(read(manifestPath), root: root, scans: manifestScans, dumpPackage: dumpPackage)
            manifestProblemFile = manifestPath
        } else {
            (manifest, manifestProblem, manifestProblemFile) = loadManifests(of: request.packages, root: root, read: read, dumpPackage: dumpPackage)
        }
        var configuration = ProjectConfiguration()
        var configurationProblem: ProjectConfigurationError?
        if let json = read(ProjectConfiguration.path) {
            do {
                configuration = try ProjectConfiguration(json: json)
                try configuration.checkPaths(package: root, boundary: boundary, fileSystem: fileSystem)
            } catch {
                // Nothing the config names is used, its paths least of all.
                configuration = ProjectConfiguration()
                configurationProblem = error
            }
        }
        let layers = LayerTargets(manifest: manifest, configuration: configuration)
        let finder = ProjectFinder(
            root: root, fileSystem: fileSystem, configuration: configuration, boundary: boundary, log: log, packageProjects: request.projects)
        let workspaces = finder.workspaces()
        let (apps, xcodeGen, projects, projectTargets) = finder.apps(workspaces: workspaces)

        // Only test and app files are asked which names they mention; only the domain and
        // presentation layers' protocols are read whole.
        let (files, existingFolders, walkStamps) = gatherSwiftFiles(
            root: root, fileSystem: fileSystem, manifest: manifest, protocolLayers: Set([layers.domain, layers.presentation] + layers.featureModules),
            appFiles: apps.flatMap(\.sourceFiles), stamping: cached, walk: { walk($0) })

        let cacheName = ScanCache.name(for: root)
        var cache = cached ? ScanCache(bytes: fileSystem.cachedBytes(named: cacheName), root: root) : nil
        let lateReads = LateReads()
        var (sources, protocols, unreadable) = loadSources(
            files, walkStamps: walkStamps, root: root, fileSystem: fileSystem, log: log, cache: &cache, lateReads: lateReads,
            mentions: { entry in testMentions && (entry.path.hasPrefix("Tests/") || entry.isTest) || entry.isAppFile },
            threads: request.threads, filesPerThread: request.filesPerThread, recordsPerRead: request.recordsPerRead)
        if var cache {
            cache.finish()
            if cache.changed { fileSystem.storeCachedBytes(cache.parts, named: cacheName) }
        }

        let testPlans = finder.testPlans(workspaces: workspaces, projects: projects).compactMap { path -> TestPlanFile? in
            read(path).map { text in
                TestPlanFile(path: path, text: text, walked: Result { () throws(TestPlanError) in try TestPlan.walk(text) })
            }
        }

        let overrides = walk(blueprintOverridesFolder, includeHidden: true)
        let schemePlans = schemePlanReferences(root: root, fileSystem: fileSystem, boundary: boundary, xcodeGen: xcodeGen, projects: projects, log: log)
        unreadable = log.unreadable + unreadable
        var snapshot = ProjectSnapshot(
            manifest: manifest,
            manifestProblem: manifestProblem,
            configuration: configuration,
            configurationProblem: configurationProblem,
            sources: sources,
            unreadableFiles: unreadable,
            existingTargetFolders: existingFolders,
            protocols: protocols,
            testPlans: testPlans,
            xcodeGen: xcodeGen,
            apps: apps,
            blueprintOverrides: overrides,
            schemePlanReferences: schemePlans,
            layers: layers
        )
        snapshot.xcodeProjectTargets = projectTargets
        snapshot.lateReads = lateReads
        snapshot.pendingJournal = fileSystem.pendingJournal(in: root)
        snapshot.packageFolderName = Path.lastComponent(Path.normalize(root))
        snapshot.manifestProblemFile = manifestProblemFile
        snapshot.packages = request.packages
        request.keptBy?.keep(snapshot)
        return snapshot
    }

    /// How many files a run of the loader's loop holds at least: a project with fewer than twice
    /// as many to read is read on the calling thread alone.
    static let filesPerThread = 256

    /// How many files whose scan is taken from the cache weigh as much as one file read and
    /// lexed, in deciding whether to start threads: a record is decoded in about 3,000
    /// instructions, a file read, lexed and scanned in about 150,000 (warm add at 300 features).
    static let recordsPerRead = 32

    /// The sources, protocols and unreadable files of `files`, in their order; each file whose
    /// `mentions` are not wanted and that has a stamp is looked up in `cache` (its scan read
    /// from its record, or made and recorded afresh), every other file read and lexed.
    ///
    /// On a large project the files are split into runs (up to eight a thread, so that a thread
    /// held up on a busy machine leaves its runs to the others), read on up to `threads` threads,
    /// each run with its own reader of the cache's records and its own `ReadLog` branch; what they
    /// found is joined in the files' order. Where each file's record is (records are
    /// in path order, found in one pass) and whether each file asks the cache at all are settled
    /// first, on this thread: the result, down to the cache written, is the same on any number
    /// of threads.
    private static func loadSources(
        _ files: [GatheredFile],
        walkStamps: [FileStamp?],
        root: String,
        fileSystem: any FileSystem,
        log: ReadLog,
        cache: inout ScanCache?,
        lateReads: LateReads,
        mentions: (GatheredFile) -> Bool,
        threads: Int,
        filesPerThread: Int,
        recordsPerRead: Int
    ) -> (sources: [SourceFile], protocols: [ProtocolDeclaration], unreadable: [UnreadableFile]) {
        // Threads only where reads are known to be safe from several at once (a file system
        // recording what is asked of it is not).
        let concurrent = fileSystem is LocalFileSystem || fileSystem is InMemoryFileSystem
        func runCount(_ count: Int) -> Int {
            concurrent && threads > 1 ? max(1, min(threads * 8, count / max(filesPerThread, 1))) : 1
        }
        func runs(_ count: Int) -> [Range<Int>] {
            let parts = runCount(count)
            return (0..<parts).map { part in (count * part / parts)..<(count * (part + 1) / parts) }
        }

        // One run (a small project, or one thread): each file's stamp is taken and its record
        // found as the file comes. Several: first, on this thread, the stamps the walk did not
        // take (on the threads when there are many), then where each asking file's record is.
        let located = runCount(files.count) > 1 && cache != nil
        // Asked once per file: each question copies the file's entry.
        let mentioned = files.map(mentions)
        var takenStamps: [Int: FileStamp] = [:]
        var records: [ScanCache.Span?] = []
        func stamp(_ index: Int) -> FileStamp? {
            let walked = files[index].stamp
            if walked >= 0, let stamp = walkStamps[Int(walked)] { return stamp }
            return located ? takenStamps[index] : fileSystem.stamp(of: files[index].path, in: root)
        }
        if located {
            let untaken = files.indices.filter { index in
                (files[index].stamp < 0 || walkStamps[Int(files[index].stamp)] == nil) && !mentioned[index]
            }
            let untakenRuns = runs(untaken.count)
            let stamps = Parallel.map(untakenRuns.count, threads: min(threads, untakenRuns.count)) { run in
                untakenRuns[run].map { fileSystem.stamp(of: files[untaken[$0]].path, in: root) }
            }
            for (run, stamps) in zip(untakenRuns, stamps) {
                for (index, stamp) in zip(run, stamps) { takenStamps[untaken[index]] = stamp }
            }
            records.reserveCapacity(files.count)
            for index in files.indices {
                let asks = !mentioned[index] && stamp(index) != nil
                records.append(asks ? cache!.locate(files[index].path) : nil)
            }
        }
        // Threads are started for the work there is: a file with a record is most often decoded
        // from it, in about a fiftieth of what reading and lexing one costs (its stamp is not
        // compared here: that costs as much again), and threads cost more than they save when the
        // work is small (every allocation of the rest of the process then takes a lock).
        var work = files.count
        if located {
            let recorded = records.count { $0 != nil }
            work = files.count - recorded + recorded / max(recordsPerRead, 1)
        }
        let single = runCount(work) == 1

        /// What one run of files gave.
        struct Run {
            var sources: [SourceFile] = []
            var protocols: [ProtocolDeclaration] = []
            var unreadable: [UnreadableFile] = []
            var output = ScanCache.Output()
        }
        func load(_ run: Range<Int>, log: ReadLog, decoder: ScanCache.Decoder?) -> Run {
            var decoder = decoder
            let reader = TextReader(root: root, fileSystem: fileSystem, lateReads: lateReads)
            var result = Run()
            result.sources.reserveCapacity(run.count)
            // One record for every file, its parts moved into the file's source in turn.
            var record = ScanCache.Record(stamp: FileStamp(size: 0, modified: 0, changed: 0, inode: 0))
            for index in run {
                // Read in place: a copy of the entry would retain and release its strings, per file.
                let path = files[index].path, target = files[index].target
                let mentions = mentioned[index]
                if decoder != nil, !mentions, let stamp = stamp(index) {
                    var found = false
                    if let span = located ? records[index] : cache!.locate(path) {
                        found = decoder!.read(span, stamp: stamp, into: &record)
                        if found { result.output.keep(span) } else { result.output.stale() }
                    }
                    if !found {
                        guard let text = log.read(path, walked: true) else { continue }
                        record = ScanCache.scan(text)
                        record.stamp = stamp
                        result.output.add(record, for: path)
                    }
                    if let problem = record.lexProblem {
                        result.unreadable.append(UnreadableFile(path: path, line: problem.line, reason: problem.reason, wasRead: true))
                        continue
                    }
                    if let target, files[index].isProtocolLayer, !record.summary.protocols.isEmpty {
                        if let problem = record.protocolProblem {
                            result.unreadable.append(UnreadableFile(path: path, line: problem.line, reason: problem.reason, wasRead: true))
                        } else {
                            for item in record.protocols {
                                result.protocols.append(
                                    ProtocolDeclaration(name: item.name, inheritedTypes: item.inheritedTypes, file: path, line: item.line, target: target))
                            }
                        }
                    }
                    result.sources.append(SourceFile(path: path, target: target, taking: &record, reader: reader, leaving: decoder!.emptySummary))
                    continue
                }
                guard let text = log.read(path, walked: true) else { continue }
                do {
                    // One lex per file: the summary and the protocols' clauses read the same tokens.
                    let lexed = try SwiftLexer.lex(text)
                    let file = SourceFile(path: path, target: target, text: text, summary: ImportScanner.scan(lexed, collectingIdentifiers: mentions))
                    result.sources.append(file)
                    if let target, files[index].isProtocolLayer, !file.summary.protocols.isEmpty {
                        result.protocols += try SwiftDeclarations.protocolsBySimpleNames(in: lexed).map {
                            ProtocolDeclaration(name: $0.name, inheritedTypes: $0.inheritedTypes, file: path, line: $0.line, target: target)
                        }
                    }
                } catch let error as SwiftLexerError {
                    result.unreadable.append(UnreadableFile(path: path, line: error.line, reason: error.description, wasRead: true))
                } catch let error as SourceEditError {
                    result.unreadable.append(UnreadableFile(path: path, line: error.line, reason: error.description, wasRead: true))
                } catch {
                    result.unreadable.append(UnreadableFile(path: path, line: nil, reason: "\(error)", wasRead: true))
                }
            }
            return result
        }
        if single {
            let result = load(files.indices, log: log, decoder: cache?.makeDecoder())
            cache?.append(result.output)
            return (result.sources, result.protocols, result.unreadable)
        }

        // Each run's own log, decoder and reader: threads share no reference counts per file.
        let fileRuns = runs(files.count)
        let logs = fileRuns.map { _ in log.branch() }
        let decoders = fileRuns.map { _ in cache?.makeDecoder() }
        let results = Parallel.map(fileRuns.count, threads: min(threads, fileRuns.count)) { run in
            load(fileRuns[run], log: logs[run], decoder: decoders[run])
        }
        // Joined in the files' order, with what each branch read and could not read.
        var sources: [SourceFile] = [], protocols: [ProtocolDeclaration] = [], unreadable: [UnreadableFile] = []
        sources.reserveCapacity(files.count)
        for result in results {
            sources += result.sources
            protocols += result.protocols
            unreadable += result.unreadable
            cache?.append(result.output)
        }
        log.merge(logs)
        return (sources, protocols, unreadable)
    }

    /// The manifest, literally or through `dump-package`, or why neither worked.
    /// The manifests of several local packages (folders relative to `root`) merged into one
    /// (`RepositoryManifest`); the first problem and the manifest it is in when one cannot be read
    /// or they cannot be merged: then no target is known, as with one unreadable manifest.
    private static func loadManifests(
        of packages: [ProjectLocation.Package], root: String, read: (String) -> String?, dumpPackage: (String) throws -> String
    ) -> (PackageManifest, String?, String) {
        var parts: [RepositoryManifest.Part] = []
        for package in packages {
            let file = Path.join(package.folder, manifestPath)
            let (manifest, problem) = loadManifest(read(file), root: Path.join(root, package.folder), scans: nil, dumpPackage: dumpPackage)
            if let problem { return (PackageManifest(name: nil, targets: []), problem, file) }
            parts.append(.init(folder: package.folder, manifest: manifest))
        }
        switch RepositoryManifest.merge(parts) {
        case .success(let manifest): return (manifest, nil, manifestPath)
        case .failure(let error): return (PackageManifest(name: nil, targets: []), error.description, Path.join(packages[0].folder, manifestPath))
        }
    }

    private static func loadManifest(
        _ source: String?,
        root: String,
        scans: ManifestScans?,
        dumpPackage: (String) throws -> String
    ) -> (PackageManifest, String?) {
        guard let source else {
            return (PackageManifest(name: nil, targets: []), "the project has no readable 'Package.swift'")
        }
        let literalProblem: String
        do {
            // A writing command's edits reuse this scan of the manifest (`ManifestScans`).
            let scanner: ManifestScanner
            if let scans { scanner = try scans.scanner(for: source) } else { scanner = try ManifestScanner(source) }
            let manifest = try ManifestReader.read(scanner)
            // The edits that follow predict what SwiftPM makes of their results from it.
            scans?.predict(manifest, for: source)
            return (manifest, nil)
        } catch {
            literalProblem = error.description
        }
        do {
            var manifest = try ManifestReader.readDumpPackageJSON(try dumpPackage(root))
            // `dump-package` knows no lines: point at the first line naming each target, so that
            // findings about a manifest built in code still have a place to look.
            let lines = TextLines.of(source)
            for index in manifest.targets.indices {
                let quoted = "\"\(manifest.targets[index].name)\""
                manifest.targets[index].line = lines.firstIndex { $0.contains(quoted) }.map { $0 + 1 }
            }
            return (manifest, nil)
        } catch {
            return (
                PackageManifest(name: nil, targets: []),
                "'Package.swift' is not in a literal form doctor reads (\(literalProblem)), and 'swift package dump-package' failed: \(error)"
            )
        }
    }
}

/// Reads project files for the loader and remembers those it could not read.
final class ReadLog {
    let root: String
    let fileSystem: any FileSystem
    /// Where reads may lead: a path out of the package (`../Development/…`) must stay inside.
    let boundary: RepositoryBoundary
    private(set) var unreadable: [ProjectSnapshot.UnreadableFile] = []

    /// A log of its own; `branchOf`: a branch of that log (see `branch()`).
    init(root: String, fileSystem: any FileSystem, boundary: RepositoryBoundary, branchOf trunk: ReadLog? = nil) {
        self.root = root
        self.fileSystem = fileSystem
        self.boundary = boundary
        isBranch = trunk != nil
        if let trunk { cache = trunk.cache }
    }

    /// Texts already read: each file is read once, however many parts of the loader want it.
    /// A branch's are its trunk's when it was made, never changed (threads share them).
    private var cache: [String: String?] = [:]
    /// Whether it is a branch (`branch()`), and a branch's own reads, in order. (A constant: read
    /// at every read without the exclusivity check a variable property takes.)
    private let isBranch: Bool
    private var branchReads: [BranchRead] = []

    private struct BranchRead {
        var path: String
        var text: String?
    }

    /// The test plans the scheme at the package-relative `path` references (`nil`: unreadable),
    /// read once however many parts of the loader ask (the plan finder and the plan checks).
    func testPlanReferences(inScheme path: String) -> [XcodeScheme.TestPlanReference]? {
        if let known = schemePlans[path] { return known }
        guard let text = read(path) else { return nil }
        let references = XcodeScheme.testPlanReferences(in: text)
        if !isBranch { schemePlans[path] = references }
        return references
    }

    private var schemePlans: [String: [XcodeScheme.TestPlanReference]] = [:]

    /// The text of the package-relative `path` (`../` allowed), or `nil` when it is missing or
    /// unreadable. `path` is resolved (`..` and links followed) and read only when it lies inside
    /// the repository, except a file a walk listed (`walked`): the walk follows no link out of the
    /// folder it walks, so only its `..` need checking. (A realpath per source file would cost
    /// doctor about a tenth of its work.)
    func read(_ path: String, walked: Bool = false) -> String? {
        if let cached = cache[path] { return cached }
        let text = readUncached(path, walked: walked)
        if isBranch { branchReads.append(BranchRead(path: path, text: text)) } else { cache[path] = .some(text) }
        return text
    }

    /// A log for reads made on another thread, each path at most once (it does not look among
    /// its own reads): it knows what this one read so far, and keeps its own reads and problems
    /// apart until `merge(_:)` brings them back. Nothing may read through this log while a
    /// branch is in use.
    func branch() -> ReadLog {
        ReadLog(root: root, fileSystem: fileSystem, boundary: boundary, branchOf: self)
    }

    /// `branches`' reads as this log's own, their problems after those reported so far, in order.
    func merge(_ branches: [ReadLog]) {
        cache.reserveCapacity(cache.count + branches.reduce(0) { $0 + $1.branchReads.count })
        for branch in branches {
            for read in branch.branchReads { cache[read.path] = .some(read.text) }
            unreadable += branch.unreadable
        }
    }

    private func readUncached(_ path: String, walked: Bool) -> String? {
        do {
            let absolute = Path.join(root, path)
            let leadsOut = path.containsBytes("..")
            if walked && !leadsOut { return try fileSystem.contents(of: absolute) }
            guard boundary.contains(absolute, fileSystem: fileSystem) else {
                report(path, line: nil, reason: "it lies outside the repository '\(boundary.folder)', and fia reads nothing outside it")
                return nil
            }
            // What the check found, not the text normalised: `L/../x` is read where the disk finds it.
            return try fileSystem.contents(of: leadsOut ? fileSystem.resolvingLinks(absolute) : absolute)
        } catch {
            report(path, line: nil, reason: (error as? FileSystemError)?.reason ?? "\(error)")
            return nil
        }
    }

    func report(_ path: String, line: Int?, reason: String) {
        unreadable.append(ProjectSnapshot.UnreadableFile(path: path, line: line, reason: reason))
    }

    /// The names in the folder at `path` (package-relative or absolute), sorted: none when there
    /// is no folder there; one that is there but cannot be listed is reported (once), so what it
    /// holds (schemes, plans, projects) is never silently missed.
    func entries(of path: String) -> [String] {
        let absolute = Path.join(root, path)
        guard fileSystem.isDirectory(absolute) else { return [] }
        do {
            return try fileSystem.entries(of: absolute)
        } catch {
            reportListing(absolute, error)
            return []
        }
    }

    /// The files below the folder at `path` (absolute), as `FileSystem.files(under:)` gives them;
    /// one that cannot be walked is reported (once).
    func files(under absolute: String) -> [String] {
        do {
            return try fileSystem.files(under: absolute)
        } catch {
            reportListing(absolute, error)
            return []
        }
    }

    private func reportListing(_ absolute: String, _ error: any Error) {
        let path = Path.relative(from: root, absolute)
        guard !unreadable.contains(where: { $0.path == path }) else { return }
        report(path, line: nil, reason: "the folder cannot be listed, so nothing in it was read: \((error as? FileSystemError)?.reason ?? "\(error)")")
    }
}
