@testable import FiaKit
import Foundation
import Testing

/// An FIA project in memory, as `fia new` + `fia add feature` generate it: the passing
/// fixture of every doctor check. Failing fixtures are small mutations of it.
struct FixtureProject: Sendable, Equatable {
    /// A feature as `fia add feature <name> [--driver <driver>] [--uses <uses>]` adds it.
    struct Feature: Sendable, Equatable {
        var name: String
        var driver: String?
        var uses: [String]

        init(_ name: String, driver: String? = nil, uses: [String] = []) {
            self.name = name
            self.driver = driver
            self.uses = uses
        }

        var arguments: [String] {
            ["add", "feature", name]
                + (driver.map { ["--driver", $0] } ?? [])
                + (uses.isEmpty ? [] : ["--uses", uses.joined(separator: ",")])
        }
    }

    static let root = "/Demo"
    var name = "Demo"
    /// File contents by project-relative path.
    var files: [String: String] = [:]

    /// `fia new Demo`.
    static let fresh = FixtureProject(features: [])

    /// `fia new Demo --xcodegen`.
    static let freshXcodeGen = FixtureProject(newOptions: ["--xcodegen"], features: [])

    /// `fia new Demo` + `add feature Settings` + `add feature Profile --uses Settings`
    /// + `add feature LicenseList --driver License` + `add driver Analytics --no-entity`
    /// + `add usecase Checkout --uses Settings,Analytics` + `add feature Cart --usecase Checkout`:
    /// every kind of code fia writes, so every doctor check has something to examine.
    static let withFeatures = FixtureProject(features: everyKindOfCode.features, then: everyKindOfCode.commands)

    /// `withFeatures` made with `fia new Demo --xcodegen`: the apps in App/project.yml.
    static let withFeaturesXcodeGen = FixtureProject(newOptions: ["--xcodegen"], features: everyKindOfCode.features, then: everyKindOfCode.commands)

    private static let everyKindOfCode: (features: [Feature], commands: [[String]]) = (
        [Feature("Settings"), Feature("Profile", uses: ["Settings"]), Feature("LicenseList", driver: "License")],
        [
            ["add", "driver", "Analytics", "--no-entity"],
            ["add", "usecase", "Checkout", "--uses", "Settings,Analytics"],
            ["add", "feature", "Cart", "--usecase", "Checkout"],
        ]
    )

    /// Runs `fia new` (with `newOptions`), one `fia add feature` per feature, then `commands`, in
    /// memory; traps when fia fails.
    init(newOptions: [String] = [], features: [Feature], then commands: [[String]] = []) {
        var fia = InMemoryFia()
        Self.run(["new", name] + newOptions, with: fia)
        fia.currentDirectory = Path.join(fia.currentDirectory, name)
        for arguments in features.map(\.arguments) + commands {
            Self.run(arguments, with: fia)
        }
        files = fia.tree(fia.currentDirectory)
    }

    private static func run(_ arguments: [String], with fia: InMemoryFia) {
        let run = fia.run(arguments)
        guard run.status == 0 else { fatalError("'fia \(arguments.joined(separator: " "))' failed: \(run.err)") }
    }

    /// The project on an in-memory file system rooted at `root`.
    func fileSystem() -> InMemoryFileSystem {
        InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: files.map { (Path.join(Self.root, $0.key), $0.value) }))
    }

    /// The project loaded as doctor loads it; `dump-package` is unavailable.
    func snapshot() -> ProjectSnapshot {
        ProjectSnapshot.load(root: Self.root, fileSystem: fileSystem(), dumpPackage: { _ in throw FixtureError.noDumpPackage })
    }

    // MARK: Mutations. Each traps when the text it changes is missing, so a fixture cannot
    // silently stop mutating anything when the templates change.

    /// Replaces the one occurrence of `old` in `path` with `new`.
    func replacing(_ old: String, with new: String, in path: String) -> FixtureProject {
        guard let text = files[path] else { fatalError("fixture has no file '\(path)'") }
        let parts = text.components(separatedBy: old)
        guard parts.count == 2 else { fatalError("'\(old)' occurs \(parts.count - 1) times in '\(path)'") }
        var copy = self
        copy.files[path] = parts.joined(separator: new)
        return copy
    }

    /// Replaces every occurrence of `old` (at least one) in `path`, or only the first.
    func replacing(every old: String, with new: String, in path: String, onlyFirst: Bool = false) -> FixtureProject {
        guard let text = files[path], let first = text.range(of: old) else { fatalError("no '\(old)' in '\(path)'") }
        return setting(path, to: onlyFirst ? text.replacingCharacters(in: first, with: new) : text.replacingOccurrences(of: old, with: new))
    }

    /// Inserts `line` (with a newline) after the first line of `path` that contains `anchor`.
    func inserting(_ line: String, after anchor: String, in path: String) -> FixtureProject {
        guard let text = files[path], let range = text.range(of: anchor) else { fatalError("no '\(anchor)' in '\(path)'") }
        let endOfLine = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        var copy = self
        copy.files[path] = String(text[..<endOfLine]) + "\n" + line + String(text[endOfLine...])
        return copy
    }

    func removing(_ path: String) -> FixtureProject {
        guard files[path] != nil else { fatalError("fixture has no file '\(path)'") }
        var copy = self
        copy.files[path] = nil
        return copy
    }

    /// Removes every file whose path starts with `prefix`.
    func removingFolder(_ prefix: String) -> FixtureProject {
        var copy = self
        copy.files = files.filter { !$0.key.hasPrefix(prefix) }
        guard copy.files.count < files.count else { fatalError("fixture has no folder '\(prefix)'") }
        return copy
    }

    /// Replaces `old` with `new` in every path and every file: renames a module everywhere.
    func renamingEverywhere(_ old: String, to new: String) -> FixtureProject {
        var copy = self
        copy.files = Dictionary(uniqueKeysWithValues: files.map {
            ($0.key.replacingOccurrences(of: old, with: new), $0.value.replacingOccurrences(of: old, with: new))
        })
        return copy
    }

    func setting(_ path: String, to text: String) -> FixtureProject {
        var copy = self
        copy.files[path] = text
        return copy
    }

    /// Adds `target` (reached through `container`) to the test plan at `path` with the editor `fia add feature` uses.
    func addingTestTarget(_ target: String, container: String = "container:", to path: String) -> FixtureProject {
        guard let plan = files[path], let edited = try? TestPlanEditor.addTestTarget(target, container: container, to: plan), edited != plan
        else { fatalError("unable to add '\(target)' to '\(path)'") }
        return setting(path, to: edited)
    }

    /// Removes `target`'s entry (any but the first) from the test plan at `path`, touching no other
    /// entry: the package's plans name the package `container:`, the apps' plans `container:..`.
    func removingTestTarget(_ target: String, from path: String) -> FixtureProject {
        let container = path.contains("App.xctestplan") ? "container:.." : "container:"
        return replacing("""
            ,
                {
                  "target" : {
                    "containerPath" : "\(container)",
                    "identifier" : "\(target)",
                    "name" : "\(target)"
                  }
                }
            """, with: "", in: path)
    }

    /// The 1-based line of the first line of `path` containing `text`.
    func line(of text: String, in path: String) -> Int {
        guard let lines = files[path]?.split(separator: "\n", omittingEmptySubsequences: false),
              let index = lines.firstIndex(where: { $0.contains(text) })
        else { fatalError("no '\(text)' in '\(path)'") }
        return index + 1
    }
}

enum FixtureError: Error {
    case noDumpPackage
}

extension FixtureProject: CustomTestStringConvertible {
    var testDescription: String { "project with \(files.count) files" }
}

extension FixtureProject {
    /// The line of the `.target(` / `.testTarget(` call declaring `name` in Package.swift.
    func targetLine(_ name: String) -> Int {
        line(of: "    name: \"\(name)\",", in: "Package.swift") - 1
    }
}
