/// How `fia doctor` prints its report: `--format <name>`.
public enum DoctorFormat: String, CaseIterable, Sendable {
    /// The grouped checklist, for people.
    case text
    /// fia's own JSON document, for scripts.
    case json
    /// `<path>:<line>:<column>: error: <message> [<check id>]`, for an Xcode build phase.
    case xcode
    /// GitHub Actions workflow commands (annotations), then the checklist.
    case github
    /// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
    case sarif
    /// JUnit XML, one test case per check, for GitLab, Jenkins and other CI test reports.
    case junit

    /// `text|json|xcode|github|sarif|junit`.
    public static let names = allCases.map(\.rawValue).joined(separator: "|")
}

/// Where the report's paths are anchored: the project's root and the repository around it.
public struct ReportLocation: Equatable, Sendable {
    /// The project's absolute root directory.
    public var root: String
    /// The absolute root of the repository holding the project (the nearest directory at or
    /// above `root` with a `.git`), or `root` itself when there is none. GitHub resolves
    /// annotation and code-scanning paths against it.
    public var repositoryRoot: String

    public init(root: String, repositoryRoot: String? = nil) {
        self.root = root
        self.repositoryRoot = repositoryRoot ?? root
    }

    /// The location of the project at `root`, finding its repository through `fileSystem`: the
    /// nearest directory with a `.git`; without one, `workingDirectory` (where doctor runs, when
    /// that holds the project: a CI job's workspace), else the project itself.
    public static func find(root: String, runningIn workingDirectory: String? = nil, in fileSystem: any FileSystem) -> ReportLocation {
        var directory = root
        while true {
            if fileSystem.exists(Path.join(directory, ".git")) { return ReportLocation(root: root, repositoryRoot: directory) }
            if directory == "/" { return ReportLocation(root: root, repositoryRoot: workingDirectory) }
            directory = Path.parent(directory)
        }
    }

    /// A project-relative path made absolute; `..` resolved, for the apps beside the package.
    public func absolute(_ file: String) -> String {
        let path = Path.join(root, file)
        return file.containsBytes("..") ? Path.normalize(path) : path
    }

    /// A project-relative path made relative to the repository's root.
    public func repositoryRelative(_ file: String) -> String {
        Path.relative(absolute(file), to: repositoryRoot)
    }
}

extension DoctorReport {
    /// The report in `format`. `strict` decides, in JUnit, whether warnings are failures.
    public func formatted(_ format: DoctorFormat, location: ReportLocation, strict: Bool, useColor: Bool) -> String {
        switch format {
        case .text: render(useColor: useColor)
        case .json: json()
        case .xcode: xcode(location: location)
        case .github: github(location: location) + "\n" + render(useColor: false)
        case .sarif: sarif(location: location)
        case .junit: junit(strict: strict)
        }
    }
}
