extension ProjectSnapshot {
    /// Reads the project at `root` (absolute) through `fileSystem`: each file once, nothing written.
    ///
    /// Package.swift is read as literals by `ManifestReader`; when that fails, `dumpPackage`
    /// is asked for `swift package dump-package` JSON of the project at `root`. Problems with
    /// single files are recorded in the snapshot for the checks to report, never thrown.
    public static func load(
        root: String,
        fileSystem: any FileSystem,
        dumpPackage: (String) throws -> String
    ) -> ProjectSnapshot {
        var unreadable: [UnreadableFile] = []
        func read(_ path: String) -> String? {
            do {
                return try fileSystem.contents(of: Path.join(root, path))
            } catch {
                unreadable.append(UnreadableFile(path: path, line: nil, reason: "\(error)"))
                return nil
            }
        }
        func swiftFiles(under folder: String) -> [String] {
            let files = (try? fileSystem.files(under: Path.join(root, folder))) ?? []
            return files.filter { $0.hasSuffix(".swift") }.map { Path.join(folder, $0) }
        }

        let (manifest, manifestProblem) = loadManifest(read(manifestPath), root: root, dumpPackage: dumpPackage)
        var configuration = ProjectConfiguration()
        var configurationProblem: ProjectConfigurationError?
        if let json = read(ProjectConfiguration.path) {
            do { configuration = try ProjectConfiguration(json: json) } catch { configurationProblem = error }
        }
        let domainAndPresentation: Set<String> = [configuration.domain, configuration.presentation]

        // Each file belongs to the target with the longest folder containing it.
        var owners: [String: (target: String, folderLength: Int)] = [:]
        var existingFolders = Set<String>()
        for target in manifest.targets {
            let folder = folder(of: target)
            guard fileSystem.isDirectory(Path.join(root, folder)) else { continue }
            existingFolders.insert(target.name)
            for path in swiftFiles(under: folder) where (owners[path]?.folderLength ?? -1) < folder.count {
                owners[path] = (target.name, folder.count)
            }
        }
        var paths = Set(owners.keys)
        for folder in ["Tests"] + developmentAppFolders.map({ String($0.dropLast()) }) {
            paths.formUnion(swiftFiles(under: folder))
        }

        var sources: [SourceFile] = []
        var protocols: [ProtocolDeclaration] = []
        for path in paths.sorted() {
            guard let text = read(path) else { continue }
            do {
                let file = SourceFile(path: path, target: owners[path]?.target, text: text, summary: try ImportScanner.scan(text))
                sources.append(file)
                if let target = file.target, domainAndPresentation.contains(target) {
                    protocols += try SwiftDeclarations.protocols(in: text).map {
                        ProtocolDeclaration(name: $0.name, inheritedTypes: $0.inheritedTypes, file: path, line: $0.line, target: target)
                    }
                }
            } catch let error as SwiftLexerError {
                unreadable.append(UnreadableFile(path: path, line: error.line, reason: error.description))
            } catch let error as SourceEditError {
                var line: Int?
                if case .malformedDeclaration(_, _, let at) = error { line = at }
                unreadable.append(UnreadableFile(path: path, line: line, reason: error.description))
            } catch {
                unreadable.append(UnreadableFile(path: path, line: nil, reason: "\(error)"))
            }
        }

        let planNames = ((try? fileSystem.entries(of: Path.join(root, testPlansFolder))) ?? []).filter { $0.hasSuffix(".xctestplan") }
        let testPlans = planNames.compactMap { name -> TestPlanFile? in
            let path = Path.join(testPlansFolder, name)
            return read(path).map { text in TestPlanFile(path: path, plan: Result { () throws(TestPlanError) in try TestPlan(source: text) }) }
        }

        let xcodeGen = read(xcodeGenPath).map(XcodeGenSpec.init(yaml:))
        let schemePlans = schemePlanReferences(root: root, fileSystem: fileSystem, xcodeGen: xcodeGen, read: read)
        return ProjectSnapshot(
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
            blueprintOverrides: (try? fileSystem.files(under: Path.join(root, blueprintOverridesFolder), includeHidden: true)) ?? [],
            schemePlanReferences: schemePlans
        )
    }

    /// The manifest, literally or through `dump-package`, or why neither worked.
    private static func loadManifest(
        _ source: String?,
        root: String,
        dumpPackage: (String) throws -> String
    ) -> (PackageManifest, String?) {
        guard let source else {
            return (PackageManifest(name: nil, targets: []), "the project has no readable 'Package.swift'")
        }
        let literalProblem: String
        do {
            return (try ManifestReader.read(source), nil)
        } catch {
            literalProblem = error.description
        }
        do {
            return (try ManifestReader.readDumpPackageJSON(try dumpPackage(root)), nil)
        } catch {
            return (
                PackageManifest(name: nil, targets: []),
                "'Package.swift' is not in a literal form doctor reads (\(literalProblem)), and 'swift package dump-package' failed: \(error)"
            )
        }
    }
}
