import Foundation

/// A program or Python module that some tests drive besides Swift: `.ci/run` installs each, a
/// developer's machine may lack any. Where one is missing, the tests that need it are skipped with a
/// note naming it; under `CI=true` they fail instead, so CI never passes with a check skipped.
public struct ExternalTool: Sendable, CustomStringConvertible {
    /// What to install, as a person would ask for it: "graphviz's 'dot'".
    public let description: String
    /// The program's absolute path, when it is a program and is installed.
    public let path: String?
    /// Whether it is there to use.
    public let isInstalled: Bool
    /// Whether it exists on this system at all (strace is Linux's): where it does not, the tests
    /// that need it do not apply and are skipped even under `CI=true`.
    public let appliesHere: Bool
    /// The program's or the Python module's name, as `.ci/run` lists it.
    public let name: String
    /// Whether `name` is a module `python3` imports (else a program on PATH).
    public let isPythonModule: Bool
    /// Whether the tool exists on Linux only, so a CI job on another system need not install it.
    public let isLinuxOnly: Bool

    /// A program looked up on PATH.
    init(program: String, _ description: String, linuxOnly: Bool = false) {
        self.description = description
        name = program
        isPythonModule = false
        isLinuxOnly = linuxOnly
        appliesHere = !linuxOnly || Self.isLinux
        path = appliesHere ? Self.locate(program) : nil
        isInstalled = path != nil
    }

    /// A module that `python3` can import.
    init(pythonModule module: String, _ description: String) {
        self.description = description
        name = module
        isPythonModule = true
        isLinuxOnly = false
        appliesHere = true
        path = Self.locate("python3")
        isInstalled = path.map { Self.succeeds($0, ["-c", "import \(module)"]) } ?? false
    }

    public static let bash = ExternalTool(program: "bash", "bash")
    public static let zsh = ExternalTool(program: "zsh", "zsh")
    public static let fish = ExternalTool(program: "fish", "fish")
    public static let dot = ExternalTool(program: "dot", "graphviz's 'dot'")
    public static let patch = ExternalTool(program: "patch", "GNU patch")
    public static let python3 = ExternalTool(program: "python3", "python3")
    public static let strace = ExternalTool(program: "strace", "strace, which exists on Linux only", linuxOnly: true)
    /// Run as `python3 -m check_jsonschema`: pip may put its script outside PATH.
    public static let checkJSONSchema = ExternalTool(pythonModule: "check_jsonschema", "python3 with PyPI's 'check-jsonschema'")
    public static let jsonschema = ExternalTool(pythonModule: "jsonschema", "python3 with the 'jsonschema' module")
    /// The independent readers of the generated Xcode projects (PyPI: openstep-plist, pbxproj).
    public static let openstepPlist = ExternalTool(pythonModule: "openstep_plist", "python3 with the 'openstep_plist' module (PyPI openstep-plist)")
    public static let pbxproj = ExternalTool(pythonModule: "pbxproj", "python3 with the 'pbxproj' module (PyPI pbxproj)")
    /// The independent reader of XcodeGen specs (PyPI PyYAML).
    public static let yaml = ExternalTool(pythonModule: "yaml", "python3 with the 'yaml' module (PyPI PyYAML)")

    /// Every tool above by the name tests use for it (`.requires(.dot)`), so that a test can check
    /// that each CI job installs every tool the tests it runs require.
    public static let byTestName: [String: ExternalTool] = [
        "bash": bash, "zsh": zsh, "fish": fish, "dot": dot, "patch": patch, "python3": python3, "strace": strace,
        "checkJSONSchema": checkJSONSchema, "jsonschema": jsonschema, "openstepPlist": openstepPlist, "pbxproj": pbxproj, "yaml": yaml,
    ]

    /// Whether this is Linux, where the Linux-only tools exist.
    public static let isLinux: Bool = {
        #if os(Linux)
        true
        #else
        false
        #endif
    }()

    /// Whether `CI` asks for every tool: a missing one fails the tests that need it.
    public static var isCI: Bool {
        let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
        return !value.isEmpty && value != "false" && value != "0"
    }

    /// The note a skipped test prints.
    public var skipNote: String { appliesHere ? "needs \(description) (.ci/run installs it)" : "needs \(description)" }

    /// Whether a test that needs the tool runs: `true` when it is installed, `false` (skipped) when
    /// it is not; under `CI=true` a missing tool throws, which fails the test.
    public func mayRun() throws -> Bool {
        if isInstalled { return true }
        if Self.isCI && appliesHere { throw Missing(tool: description) }
        return false
    }

    /// A tool CI needs is not installed.
    public struct Missing: Error, CustomStringConvertible {
        public let tool: String
        public var description: String { "CI=true but \(tool) is not installed: .ci/run installs it; the test cannot run without it" }
    }

    static func locate(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func succeeds(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
