/// `fia new <Name>`: start an FIA project that builds and tests out of the box.
public struct NewCommand: Command {
    public static let spec = CommandSpec(
        name: "new",
        abstract: "Start a new FIA project.",
        discussion: """
          Creates ./<name> (or <dir>/<name> with --path): one Swift Package module per layer,
          a test target per module, three Xcode test plans and a shared scheme, and the
          Development and Production app entry points with an XcodeGen spec.
          """,
        arguments: [.init(name: "name", help: "The app's name, e.g. MyApp ('my-app' becomes MyApp).")],
        options: [
            .value("--path", "dir", "Create the project inside <dir> instead of the current directory.").completing(.directory),
            .value("--bundle-id-prefix", "prefix", "The apps' bundle identifier prefix (default: com.example)."),
            .flag("--no-views", "Generate no SwiftUI views: writes \"views\": false to .fia/config.json, and no AppScreen."),
            .flag("--dry-run", "Print the plan and write nothing."),
            .flag("--force", "Write into a non-empty directory, replacing files fia generates (never deleting others)."),
        ]
    )

    public var name: TypeName
    public var path: String?
    public var bundleIDPrefix: String
    public var dryRun: Bool
    public var force: Bool
    /// Whether features get SwiftUI views and the apps an `AppScreen` list (`--no-views` turns it off).
    public var views = true

    public init(arguments: ParsedArguments) throws(UsageError) {
        name = try TypeName(arguments.positionals[0], what: "app name", command: Self.spec.name)
        path = arguments.values["--path"]
        bundleIDPrefix = arguments.values["--bundle-id-prefix"] ?? "com.example"
        dryRun = arguments.has("--dry-run")
        force = arguments.has("--force")
        views = !arguments.has("--no-views")
        guard Self.isReverseDNS(bundleIDPrefix) else {
            throw UsageError(
                "'\(bundleIDPrefix)' is not a bundle identifier prefix: use reverse-DNS words such as 'com.example'",
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
        if fileSystem.exists(destination) {
            guard fileSystem.isDirectory(destination) else {
                throw NewCommandError.fileInTheWay(shownDestination)
            }
            // A fresh `git init` (or Finder's .DS_Store) does not make a directory worth protecting.
            if !force, try !fileSystem.entries(of: destination).allSatisfy(Self.ignorableEntries.contains) {
                throw NewCommandError.notEmpty(shownDestination)
            }
        }

        var plan = FilePlan(root: destination)
        for file in try BlueprintCatalog().render(group: "new", context: templateContext) {
            try plan.render(file.contents, at: Path.join(destination, file.path), force: force, in: fileSystem)
        }
        plan.printStatus(to: context.output)
        if dryRun {
            context.output.line("dry run: nothing was written")
            try plan.finishDryRun()
            return Fia.ExitCode.success
        }
        try plan.apply(to: fileSystem)
        context.output.line("""

            Created \(name) in \(shownDestination). Next:
              cd \(shownDestination)
              swift build && swift test
              fia add feature Settings
            """)
        return Fia.ExitCode.success
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
        ]
    }

    /// Entries that leave a destination as good as empty.
    static let ignorableEntries: Set<String> = [".git", ".DS_Store"]

    static func isReverseDNS(_ prefix: String) -> Bool {
        let words = prefix.split(separator: ".", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        }
    }
}

public enum NewCommandError: Error, Equatable, CustomStringConvertible, HintedError {
    case notEmpty(String)
    case fileInTheWay(String)
    /// A file where `--path` needs a directory (`--path notes.txt`).
    case fileInThePath(String, file: String)

    public var description: String {
        switch self {
        case .notEmpty(let path): "'\(path)' already exists and is not empty; nothing was written"
        case .fileInTheWay(let path): "'\(path)' already exists and is a file; nothing was written"
        case .fileInThePath(let path, let file): "cannot create '\(path)': '\(file)' is a file, not a directory; nothing was written"
        }
    }

    public var hint: String? {
        switch self {
        case .notEmpty: "choose another name or --path, or pass --force to write fia's files into it (nothing is deleted)"
        case .fileInTheWay, .fileInThePath: "choose another name or --path"
        }
    }
}
