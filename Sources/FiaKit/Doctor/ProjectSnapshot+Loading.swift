extension ProjectSnapshot {
    /// Reads the project at `root` (absolute) through `fileSystem`: each file once, nothing written.
    ///
    /// Package.swift is read as literals by `ManifestReader`; when that fails, `dumpPackage`
    /// is asked for `swift package dump-package` JSON of the project at `root`. Problems with
    /// single files are recorded in the snapshot for the checks to report, never thrown.
    /// Without `testMentions`, test files' `identifiers` stay empty: `add` never asks them.
    /// `allMentions` fills them for every file (rename looks for every user of a name).
    /// With `manifestScans`, the scan of Package.swift is kept there for the edits that follow.
    /// With `cached`, a file whose stamp is the one `ScanCache` recorded is not read again: its
    /// scan comes from the cache and its text is read only if asked for (`add` asks for few);
    /// files whose `identifiers` are wanted are always read.
    public static func load(
        root: String,
        fileSystem: any FileSystem,
        testMentions: Bool = true,
        allMentions: Bool = false,
        cached: Bool = false,
        dumpPackage: (String) throws -> String
    ) -> ProjectSnapshot {
        load(
            root: root, fileSystem: fileSystem, testMentions: testMentions, allMentions: allMentions, cached: cached,
            manifestScans: nil, dumpPackage: dumpPackage)
    }

    static func load(
        root: String,
        fileSystem: any FileSystem,
        testMentions: Bool = true,
        allMentions: Bool = false,
        cached: Bool = false,
        manifestScans: ManifestScans?,
        dumpPackage: (String) throws -> String
    ) -> ProjectSnapshot {
        let log = ReadLog(root: root, fileSystem: fileSystem)
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

        let (manifest, manifestProblem) = loadManifest(read(manifestPath), root: root, scans: manifestScans, dumpPackage: dumpPackage)
        var configuration = ProjectConfiguration()
        var configurationProblem: ProjectConfigurationError?
        if let json = read(ProjectConfiguration.path) {
            do { configuration = try ProjectConfiguration(json: json) } catch { configurationProblem = error }
        }
        let layers = LayerTargets(manifest: manifest, configuration: configuration)
        let finder = ProjectFinder(root: root, fileSystem: fileSystem, configuration: configuration, log: log)
        let workspaces = finder.workspaces()
        let (apps, xcodeGen, projects) = finder.apps(workspaces: workspaces)

        // Only test and app files are asked which names they mention; only the domain and
        // presentation layers' protocols are read whole.
        let (files, existingFolders, walkStamps) = gatherSwiftFiles(
            root: root, fileSystem: fileSystem, manifest: manifest, protocolLayers: [layers.domain, layers.presentation],
            appFiles: apps.flatMap(\.sourceFiles), stamping: cached, walk: { walk($0) })

        var unreadable: [UnreadableFile] = []
        var sources: [SourceFile] = []
        var protocols: [ProtocolDeclaration] = []
        let cacheName = ScanCache.name(for: root)
        var cache = cached ? ScanCache(text: fileSystem.cachedText(named: cacheName), root: root) : nil
        let reader = TextReader(root: root, fileSystem: fileSystem)
        sources.reserveCapacity(files.count)
        // One record for every file, its parts moved into the file's source in turn.
        var record = ScanCache.Record(stamp: FileStamp(size: 0, modified: 0, changed: 0, inode: 0))
        for entry in files {
            let path = entry.path, target = entry.target
            let mentions = allMentions || testMentions && (path.hasPrefix("Tests/") || entry.isTest) || entry.isAppFile
            if cache != nil, !mentions, let stamp = (entry.stamp >= 0 ? walkStamps[Int(entry.stamp)] : nil) ?? fileSystem.stamp(of: path, in: root) {
                if cache?.read(path, stamp: stamp, into: &record) != true {
                    guard let text = read(path) else { continue }
                    record = ScanCache.scan(text)
                    record.stamp = stamp
                    cache?.add(record, for: path)
                }
                if let problem = record.lexProblem {
                    unreadable.append(UnreadableFile(path: path, line: problem.line, reason: problem.reason, wasRead: true))
                    continue
                }
                if let target, entry.isProtocolLayer, !record.summary.protocols.isEmpty {
                    if let problem = record.protocolProblem {
                        unreadable.append(UnreadableFile(path: path, line: problem.line, reason: problem.reason, wasRead: true))
                    } else {
                        for item in record.protocols {
                            protocols.append(ProtocolDeclaration(name: item.name, inheritedTypes: item.inheritedTypes, file: path, line: item.line, target: target))
                        }
                    }
                }
                sources.append(SourceFile(path: path, target: target, taking: &record, reader: reader))
                continue
            }
            guard let text = read(path) else { continue }
            do {
                // One lex per file: the summary and the protocols' clauses read the same tokens.
                let lexed = try SwiftLexer.lex(text)
                let file = SourceFile(path: path, target: target, text: text, summary: ImportScanner.scan(lexed, collectingIdentifiers: mentions))
                sources.append(file)
                if let target, entry.isProtocolLayer, !file.summary.protocols.isEmpty {
                    protocols += try SwiftDeclarations.protocols(in: lexed).map {
                        ProtocolDeclaration(name: $0.name, inheritedTypes: $0.inheritedTypes, file: path, line: $0.line, target: target)
                    }
                }
            } catch let error as SwiftLexerError {
                unreadable.append(UnreadableFile(path: path, line: error.line, reason: error.description, wasRead: true))
            } catch let error as SourceEditError {
                unreadable.append(UnreadableFile(path: path, line: error.line, reason: error.description, wasRead: true))
            } catch {
                unreadable.append(UnreadableFile(path: path, line: nil, reason: "\(error)", wasRead: true))
            }
        }

        if var cache {
            cache.finish()
            if cache.changed { fileSystem.storeCachedText(String(decoding: cache.written, as: UTF8.self), named: cacheName) }
        }

        let testPlans = finder.testPlans(workspaces: workspaces, projects: projects).compactMap { path -> TestPlanFile? in
            read(path).map { text in TestPlanFile(path: path, plan: Result { () throws(TestPlanError) in try TestPlan(source: text) }) }
        }

        let overrides = walk(blueprintOverridesFolder, includeHidden: true)
        let schemePlans = schemePlanReferences(root: root, fileSystem: fileSystem, xcodeGen: xcodeGen, read: read)
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
        snapshot.pendingJournal = fileSystem.pendingJournal(in: root)
        snapshot.packageFolderName = Path.lastComponent(Path.normalize(root))
        keepUntilExit(snapshot)
        return snapshot
    }

    /// The manifest, literally or through `dump-package`, or why neither worked.
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
            return (try ManifestReader.read(scanner), nil)
        } catch {
            literalProblem = error.description
        }
        do {
            var manifest = try ManifestReader.readDumpPackageJSON(try dumpPackage(root))
            // `dump-package` knows no lines: point at the first line naming each target, so that
            // findings about a manifest built in code still have a place to look.
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
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
    private(set) var unreadable: [ProjectSnapshot.UnreadableFile] = []

    init(root: String, fileSystem: any FileSystem) {
        self.root = root
        self.fileSystem = fileSystem
    }

    /// Texts already read: each file is read once, however many parts of the loader want it.
    private var cache: [String: String?] = [:]

    /// The text of the package-relative `path` (`../` allowed), or `nil` when it is missing or unreadable.
    func read(_ path: String) -> String? {
        if let cached = cache[path] { return cached }
        let text = readUncached(path)
        cache[path] = .some(text)
        return text
    }

    private func readUncached(_ path: String) -> String? {
        do {
            // Only paths leading out of the package (`../Development/…`) need resolving.
            let absolute = Path.join(root, path)
            return try fileSystem.contents(of: Self.hasDotDot(path) ? Path.normalize(absolute) : absolute)
        } catch {
            report(path, line: nil, reason: (error as? FileSystemError)?.reason ?? "\(error)")
            return nil
        }
    }

    /// Whether `path` holds `..`: a byte loop, cheaper than a search's setup on the short
    /// paths read once per file.
    private static func hasDotDot(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: ".") {
                    if bytes[index - 1] == UInt8(ascii: ".") { return true }
                    index += 1
                } else {
                    index += 2
                }
            }
            return false
        } ?? path.containsBytes("..")
    }

    func report(_ path: String, line: Int?, reason: String) {
        unreadable.append(ProjectSnapshot.UnreadableFile(path: path, line: line, reason: reason))
    }
}
