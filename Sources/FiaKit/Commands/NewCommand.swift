/// `fia new <Name>`: start an FIA project that builds and tests out of the box.
public struct NewCommand: Command {
    public static let spec = CommandSpec(
        name: "new",
        abstract: "Start a new FIA project.",
        discussion: """
          Creates ./<name> (or <dir>/<name> with --path): one Swift Package module per layer,
          a test target per module, the Xcode test plans and a shared scheme, the Development
          and Production apps with their UI tests in an Xcode project (App/<name>.xcodeproj, or
          an XcodeGen spec with --xcodegen), <name>.xcworkspace to open them, and a GitHub
          Actions workflow.
          """,
        arguments: [.init(name: "name", help: "The app's name, e.g. MyApp ('my-app' becomes MyApp).")],
        options: [
            .value("--path", "dir", "Create the project inside <dir> instead of the current directory.").completing(.directory),
            .value("--bundle-id-prefix", "prefix", "The apps' bundle identifier prefix (default: com.example)."),
            .flag("--no-views", "Generate no SwiftUI views: writes \"views\": false to .fia/config.json, and no AppScreen."),
            .flag("--xcodegen", "Describe the apps with an XcodeGen spec (App/project.yml) instead of an Xcode project."),
            .flag("--feature-modules", "Give each feature a module of its own (Sources/Features/<Name>, '<Name>Feature'), composed by PresentationLayer; recorded in .fia/config.json."),
            .flag("--dry-run", "Print the plan and write nothing."),
            .flag("--force", "Write into a non-empty directory, replacing files fia generates (never deleting others; refused over an existing FIA project)."),
        ]
    )

    public var name: TypeName
    public var path: String?
    public var bundleIDPrefix: String
    public var dryRun: Bool
    public var force: Bool
    /// Whether features get SwiftUI views and the apps an `AppScreen` list (`--no-views` turns it off).
    public var views = true
    /// Whether the apps are an XcodeGen spec (`--xcodegen`) rather than an Xcode project.
    public var xcodeGen = false
    /// Whether each feature gets a module of its own (`--feature-modules`).
    public var featureModules = false

    public init(arguments: ParsedArguments) throws(UsageError) {
        name = try TypeName(arguments.positionals[0], what: "app name", command: Self.spec.name)
        path = arguments.values["--path"]
        bundleIDPrefix = arguments.values["--bundle-id-prefix"] ?? "com.example"
        dryRun = arguments.has("--dry-run")
        force = arguments.has("--force")
        views = !arguments.has("--no-views")
        xcodeGen = arguments.has("--xcodegen")
        featureModules = arguments.has("--feature-modules")
        try Self.refuseXcodeClash(name, featureModules: featureModules)
        if let problem = Self.reverseDNSProblem(bundleIDPrefix) {
            throw UsageError(
                "'\(bundleIDPrefix)' is not a bundle identifier prefix: \(problem); use reverse-DNS words such as 'com.example'",
                command: Self.spec.name
            )
        }
    }

    public func run(in context: CommandContext) throws -> Int32 {
        let fileSystem = context.fileSystem
        let parent = context.absolutePath(path ?? ".")
        let destination = Path.join(parent, name.value)
        let shownDestination = path.map { Path.join($0, name.value) } ?? name.value
        var ancestor = parent
        while !fileSystem.exists(ancestor) { ancestor = Path.parent(ancestor) }
        guard fileSystem.isDirectory(ancestor) else {
            throw NewCommandError.fileInThePath(shownDestination, file: Path.relative(ancestor, to: context.currentDirectory))
        }
        let destinationExists = fileSystem.exists(destination)
        if destinationExists {
            guard fileSystem.isDirectory(destination) else {
                throw NewCommandError.fileInTheWay(shownDestination)
            }
            // A fresh `git init` (or Finder's .DS_Store) does not make a directory worth protecting.
            if !force, try !fileSystem.entries(of: destination).allSatisfy(Self.ignorableEntries.contains) {
                throw NewCommandError.notEmpty(shownDestination)
            }
            try refuseOtherAppForm(in: destination, shownAs: shownDestination, fileSystem: fileSystem)
        }

        let files = try BlueprintCatalog().render(group: "new", context: templateContext)
        // A missing or empty destination is built aside and moved into place whole; anything
        // else is written file by file, journaled, under the project lock.
        let isFresh = try !destinationExists || fileSystem.entries(of: destination).isEmpty
        let note: (String) -> Void = { context.output.errorLine("note: \($0)") }
        func planAndApply() throws {
            var plan = FilePlan(root: destination)
            for file in files {
                let path = Path.join(destination, file.path)
                if destinationExists {
                    try plan.render(file.contents, at: path, force: force, in: fileSystem)
                } else {
                    plan.createInMissingDirectory(file.contents, at: path)
                }
            }
            try refuseResettingProject(plan, shownAs: shownDestination, in: fileSystem)
            if destinationExists { try plan.checkInsideRepository(fileSystem) }
            plan.printStatus(to: context.output)
            if dryRun {
                context.output.line("dry run: nothing was written")
                try plan.finishDryRun()
                return
            }
            if isFresh {
                try fileSystem.createTree(files.map { ($0.path, $0.contents) }, at: destination, report: note)
            } else {
                try plan.apply(to: fileSystem)
            }
            context.output.changeWritten = true
        }
        if isFresh {
            try planAndApply()
        } else {
            try context.withProjectLock(destination, readOnly: dryRun, planAndApply)
        }
        guard !dryRun else { return Fia.ExitCode.success }
        context.output.line("""

            Created \(name) in \(shownDestination). Next:
              cd \(shownDestination)
              swift build && swift test
              fia add feature Settings
            \(xcodeGen
                ? "  xcodegen generate --spec App/project.yml && open \(name).xcworkspace"
                : "  open \(name).xcworkspace")
            """)
        return Fia.ExitCode.success
    }

    /// Refuses `--force` over an FIA project when it would replace any of its files: its
    /// manifest, test plans and containers carry every feature's wiring.
    private func refuseResettingProject(_ plan: FilePlan, shownAs shown: String, in fileSystem: any FileSystem) throws {
        // The files `new` itself writes: the ones that carry the wiring of every feature.
        let wiring = [
            "Sources/PresentationLayer/DIContainerDependency.swift", "Sources/PresentationLayer/Mock/MockDIContainer.swift",
            "Sources/DependencyInjectionLayer/DIContainer.swift", "TestPlans/UnitTests.xctestplan",
        ]
        let isFIAProject = fileSystem.exists(Path.join(plan.root, "Package.swift"))
            && wiring.contains { fileSystem.exists(Path.join(plan.root, $0)) }
        let replaced = plan.entries.filter { $0.action == .update }.map(plan.displayPath)
        if isFIAProject && !replaced.isEmpty {
            throw NewCommandError.existingProject(shown, replacing: replaced)
        }
    }

    /// The variables the `new` blueprints use.
    var templateContext: [String: TemplateValue] {
        [
            "name": .string(name.value),
            "bundleIDPrefix": .string(bundleIDPrefix),
            "unitTestsPlanID": .string(StableUUID.make(from: "\(name)/UnitTests")),
            "presenterTestsPlanID": .string(StableUUID.make(from: "\(name)/PresenterTests")),
            "driverTestsPlanID": .string(StableUUID.make(from: "\(name)/DriverTests")),
            "views": .bool(views),
            "featureModules": .bool(featureModules),
            // The module holding `LoadState`: the presentation layer's, or the feature modules' support.
            "presentationSupport": .string(featureModules ? ProjectConfiguration.FeatureModules.defaultSupport : "PresentationLayer"),
        ].merging(xcodeContext) { first, _ in first }
    }

    /// Entries that leave a destination as good as empty.
    static let ignorableEntries: Set<String> = [".git", ".DS_Store"]

    /// Why `prefix` is not a reverse-DNS prefix (`com.example`), or `nil` when it is one: at least
    /// two dot-separated labels of ASCII letters, digits and inner hyphens, none all digits,
    /// the first starting with a letter.
    static func reverseDNSProblem(_ prefix: String) -> String? {
        let labels = prefix.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return "it needs at least two dot-separated words" }
        for label in labels {
            guard !label.isEmpty else { return "it has an empty word" }
            guard label.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }) else {
                return "'\(label)' may hold only ASCII letters, digits and '-'"
            }
            guard !label.hasPrefix("-"), !label.hasSuffix("-") else { return "'\(label)' starts or ends with '-'" }
            guard !label.allSatisfy(\.isNumber) else { return "'\(label)' is only digits" }
        }
        guard labels[0].first?.isLetter == true else { return "it must start with a letter" }
        return nil
    }
}

public enum NewCommandError: Error, Equatable, CustomStringConvertible, HintedError {
    case notEmpty(String)
    case fileInTheWay(String)
    /// A file where `--path` needs a directory (`--path notes.txt`).
    case fileInThePath(String, file: String)
    /// `--force` over an FIA project would replace these of its files.
    case existingProject(String, replacing: [String])
    /// `--force` into a project whose apps are described the other way (`found`).
    case otherAppForm(String, found: String, xcodeGen: Bool)

    public var description: String {
        switch self {
        case .notEmpty(let path): "'\(path)' already exists and is not empty; nothing was written"
        case .fileInTheWay(let path): "'\(path)' already exists and is a file; nothing was written"
        case .fileInThePath(let path, let file): "cannot create '\(path)': '\(file)' is a file, not a directory; nothing was written"
        case .existingProject(let path, let files):
            "'\(path)' is already an FIA project; --force would replace \(files.prefix(3).map { "'\($0)'" }.joined(separator: ", "))"
                + "\(files.count > 3 ? " and \(files.count - 3) more" : "") and drop its features' wiring; nothing was written"
        case .otherAppForm(let path, let found, let xcodeGen):
            "'\(path)' already describes its apps with '\(found)'; \(xcodeGen ? "an XcodeGen spec" : "an Xcode project") beside it would be a second description of the same apps; nothing was written"
        }
    }

    public var hint: String? {
        switch self {
        case .notEmpty: "choose another name or --path, or pass --force to write fia's files into it (nothing is deleted)"
        case .fileInTheWay, .fileInThePath: "choose another name or --path"
        case .existingProject: "grow it with 'fia add feature <Name>', and run 'fia doctor' to find what needs repair"
        case .otherAppForm(_, _, let xcodeGen):
            xcodeGen ? "run 'fia new' without --xcodegen to keep the Xcode project" : "run 'fia new' with --xcodegen to keep the XcodeGen spec"
        }
    }
}
