import Foundation

/// An Apple platform at a minimum deployment target, compiled for on Linux: `swiftc -typecheck
/// -target x86_64-apple-macosx12.0` enforces `@available(macOS 14, *)` exactly as Xcode does,
/// once it finds a standard library for that target. Linux has none, so this builds one from the
/// toolchain's own textual interfaces (`Swift`, `_Concurrency`, `_StringProcessing`,
/// `SwiftOnoneSupport`, `Observation` — whose `@available` attributes are Apple's) retargeted at
/// the platform, in a resource directory of its own (`AppleTarget.resources`), with an empty SDK.
///
/// What the interfaces need to build for an Apple triple, and nothing more: their `-target`
/// (at the newest OS, so the library's own declarations are all available to it), no
/// `-target-min-inlining-version min`, no `@backDeployed` (the interface has no bodies to back
/// deploy), Observation without `import Glibc`, and the compiler-made `Failure` typealiases of
/// AsyncSequence marked with `Failure`'s own availability (macOS 15 / iOS 18).
struct AppleTarget: Hashable, Sendable, CustomStringConvertible {
    /// SwiftPM's name (`iOS`, `macOS`, …) and the minimum version (`15.0`).
    var platform: String
    var version: String

    /// The SDK folder name and the triple's OS and environment, per platform (simulators where
    /// the platform has devices: the interfaces are built for this machine's architecture).
    private static let shapes: [String: (sdk: String, os: String, environment: String)] = [
        "macOS": ("macosx", "macos", ""), "iOS": ("iphonesimulator", "ios", "-simulator"),
        "tvOS": ("appletvsimulator", "tvos", "-simulator"), "watchOS": ("watchsimulator", "watchos", "-simulator"),
        "visionOS": ("xrsimulator", "xros", "-simulator"),
    ]

    /// The targets a manifest's `platforms:` names, in its order: `.iOS(.v15)` → iOS 15.0.
    static func minimums(ofManifest manifest: String) -> [AppleTarget] {
        let pattern = try! NSRegularExpression(pattern: #"\.(iOS|macOS|tvOS|watchOS|visionOS)\((?:\.v(\d+)(?:_(\d+))?|"(\d+)(?:\.(\d+))?")\)"#)
        let text = manifest as NSString
        return pattern.matches(in: manifest, range: NSRange(location: 0, length: text.length)).map { match in
            func group(_ index: Int) -> String? {
                match.range(at: index).location == NSNotFound ? nil : text.substring(with: match.range(at: index))
            }
            let major = group(2) ?? group(4)!
            let minor = group(3) ?? group(5) ?? "0"
            return AppleTarget(platform: group(1)!, version: major + "." + minor)
        }
    }

    var description: String { "\(platform) \(version)" }

    private static var architecture: String {
        #if arch(arm64)
        "arm64"
        #else
        "x86_64"
        #endif
    }

    private var shape: (sdk: String, os: String, environment: String) { Self.shapes[platform]! }

    /// `x86_64-apple-ios15.0-simulator`.
    var triple: String { "\(Self.architecture)-apple-\(shape.os)\(version)\(shape.environment)" }

    /// The flags that compile for this target: its triple, the retargeted library, an empty SDK,
    /// the toolchain's macro plugins (`@Observable`), and a module cache kept between test runs
    /// (building the library from its interfaces takes about a minute per platform).
    func flags() throws -> [String] {
        let resources = try Self.resources.get()
        return ["-target", triple, "-sdk", resources + "/SDKs/" + shape.sdk, "-resource-dir", resources,
                "-module-cache-path", resources + "/ModuleCache", "-plugin-path", Self.toolchainLibrary + "/host/plugins"]
    }

    /// The toolchain's `lib/swift` (`swiftc -print-target-info`'s runtime resource path).
    static let toolchainLibrary: String = {
        let info = (try? Shell.run("swiftc", ["-print-target-info"], in: NSTemporaryDirectory()))?.stdout ?? ""
        let pattern = try! NSRegularExpression(pattern: #""runtimeResourcePath"\s*:\s*"([^"]+)""#)
        let text = info as NSString
        guard let match = pattern.firstMatch(in: info, range: NSRange(location: 0, length: text.length)) else { return "/usr/lib/swift" }
        return text.substring(with: match.range(at: 1))
    }()

    /// The resource directory for every platform, made once per toolchain and kept in the
    /// temporary folder: `<platform sdk>/<Module>.swiftmodule/<triple>.swiftinterface`, the
    /// toolchain's `shims`, and one empty SDK per platform.
    static let resources: Result<String, SwiftUITypecheck.StandInError> = {
        let version = (try? Shell.run("swiftc", ["--version"], in: NSTemporaryDirectory()))?.stdout ?? ""
        // The recipe's own version: bump it when the edits below change.
        let key = StableKey.of("recipe 2\n" + version + toolchainLibrary)
        let folder = NSTemporaryDirectory() + "fia-apple-resources-" + key
        if FileManager.default.fileExists(atPath: folder + "/complete") { return .success(folder) }
        do {
            let staging = folder + ".staging-" + UUID().uuidString
            try build(into: staging)
            try Data().write(to: URL(fileURLWithPath: staging + "/complete"))
            // Another test process may have finished first: its copy is as good.
            if (try? FileManager.default.moveItem(atPath: staging, toPath: folder)) == nil {
                try? FileManager.default.removeItem(atPath: staging)
            }
            return FileManager.default.fileExists(atPath: folder + "/complete")
                ? .success(folder) : .failure(.init(output: "could not make '\(folder)'"))
        } catch {
            return .failure(.init(output: "\(error)"))
        }
    }()

    private static func build(into folder: String) throws {
        let manager = FileManager.default
        let linux = toolchainLibrary + "/linux"
        let hostArchitecture = architecture == "arm64" ? "aarch64" : "x86_64"
        try manager.createDirectory(atPath: folder + "/ModuleCache", withIntermediateDirectories: true)
        try manager.copyItem(atPath: toolchainLibrary + "/shims", toPath: folder + "/shims")
        for (platform, shape) in shapes {
            // Empty: swiftc warns that it has no SDKSettings.json (not an error with -warnings-as-errors);
            // one it can parse makes it look for the library's shims in the SDK instead.
            let sdk = folder + "/SDKs/" + shape.sdk
            try manager.createDirectory(atPath: sdk, withIntermediateDirectories: true)
            let newest = AppleTarget(platform: platform, version: "26.0").triple
            let fileName = "\(architecture)-apple-\(shape.os)\(shape.environment).swiftinterface"
            for module in ["Swift", "_Concurrency", "_StringProcessing", "SwiftOnoneSupport", "Observation"] {
                let source = "\(linux)/\(module).swiftmodule/\(hostArchitecture)-unknown-linux-gnu.swiftinterface"
                var text = try String(contentsOfFile: source, encoding: .utf8)
                text = text.replacingOccurrences(of: "-target \(hostArchitecture)-unknown-linux-gnu", with: "-target \(newest)")
                    .replacingOccurrences(of: "-target-min-inlining-version min", with: "")
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
                    let trimmed = line.drop { $0 == " " || $0 == "\t" }
                    if trimmed.hasPrefix("@backDeployed(") || trimmed == "import Glibc" { return nil }
                    if trimmed.hasPrefix("@_implements("), trimmed.contains(", Failure)") {
                        let indent = line.prefix { $0 == " " || $0 == "\t" }
                        return indent + "@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) " + trimmed
                    }
                    return String(line)
                }
                let module = sdkModules(folder, shape.sdk) + "/\(module).swiftmodule"
                try manager.createDirectory(atPath: module, withIntermediateDirectories: true)
                try lines.joined(separator: "\n").write(toFile: module + "/" + fileName, atomically: true, encoding: .utf8)
            }
        }
    }

    private static func sdkModules(_ folder: String, _ sdk: String) -> String { folder + "/" + sdk }
}

/// A short, stable hex name for a text (FNV-1a), for cache folders.
enum StableKey {
    static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return String(hash, radix: 16)
    }
}
