import Foundation

/// Typechecks a generated project's SwiftUI code (views, previews, app files) and UI tests on a
/// machine without SwiftUI or XCUIApplication, against the stand-ins in `Tests/SwiftUIStandIn/` and
/// `Tests/XCTestStandIn/`.
///
/// Works on a copy of the project's `Sources/` and `App/`: each `#Preview("…") { body }` becomes a
/// `@MainActor` function calling `previewMacroStandIn("…") { body }` (the macro's own parameters),
/// then `swiftc` emits the stand-in as the module `SwiftUI` (once per run) and every layer module against it (so
/// `#if canImport(SwiftUI)` holds and the views compile), typechecks each app with its shared
/// files, then the UI tests against the XCTest stand-in. Swift 6 language mode, warnings as errors.
/// With a `target`, everything (stand-ins included) is compiled for that Apple platform at that
/// minimum (`AppleTarget`), so API newer than it fails outside `if #available`.
struct SwiftUITypecheck {
    /// `Tests/SwiftUIStandIn/`, found from this file.
    static let standInFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftUIStandIn").path

    let work: TemporaryDirectory
    /// The Apple platform and minimum compiled for; `nil`: this machine (no availability checks).
    let target: AppleTarget?

    /// Copies `project`'s Sources/ and App/ (when it has one) and rewrites their previews.
    init(project: String, target: AppleTarget? = nil) throws {
        work = try TemporaryDirectory()
        self.target = target
        for folder in ["Sources", "App"] where FileManager.default.fileExists(atPath: project + "/" + folder) {
            try FileManager.default.copyItem(atPath: project + "/" + folder, toPath: work.path + "/" + folder)
        }
        for file in Self.swiftFiles(under: work.path) {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let rewritten = Self.rewritingPreviews(source)
            if rewritten != source { try rewritten.write(toFile: file, atomically: true, encoding: .utf8) }
        }
    }

    /// Compiles every module and typechecks both apps; the first failing step's output.
    func run() throws -> Shell.Result {
        let (flags, emit) = try moduleEmitter()
        let frameworkLayer = work.path + "/Sources/FrameworkLayer"
        let frameworks = ((try? FileManager.default.contentsOfDirectory(atPath: frameworkLayer)) ?? [])
            .filter { $0.hasSuffix("Framework") }.sorted()
        // In the feature-module layout, the presentation support and each feature's module (`Features/<Name>`,
        // the module `<Name>Feature`) come before the presentation layer that composes them.
        let support = FileManager.default.fileExists(atPath: work.path + "/Sources/PresentationSupport") ? ["PresentationSupport"] : []
        let features = ((try? FileManager.default.contentsOfDirectory(atPath: work.path + "/Sources/Features")) ?? []).sorted()
        var steps: [() throws -> Shell.Result] = [{ try emit("DomainLayer", Self.swiftFiles(under: work.path + "/Sources/DomainLayer")) }]
        steps += support.map { name in { try emit(name, Self.swiftFiles(under: work.path + "/Sources/" + name)) } }
        steps += features.map { name in { try emit(name + "Feature", Self.swiftFiles(under: work.path + "/Sources/Features/" + name)) } }
        steps.append { try emit("PresentationLayer", Self.swiftFiles(under: work.path + "/Sources/PresentationLayer")) }
        steps += frameworks.map { name in { try emit(name, Self.swiftFiles(under: frameworkLayer + "/" + name)) } }
        steps.append { try emit("DependencyInjectionLayer", Self.swiftFiles(under: work.path + "/Sources/DependencyInjectionLayer")) }
        let shared = Self.swiftFiles(under: work.path + "/App/Shared")
        for app in ["Development", "Production"] where FileManager.default.fileExists(atPath: work.path + "/App/" + app) {
            steps.append { try Shell.run("swiftc", flags + ["-typecheck"] + Self.swiftFiles(under: work.path + "/App/" + app) + shared, in: work.path) }
        }
        // The UI tests, against XCTest's stand-in (and PresentationLayer, for `AppScreen`).
        if FileManager.default.fileExists(atPath: work.path + "/App/UITests") { steps.append {
            let xcTest = try Self.xcTestStandInModule(for: target).get()
            return try Shell.run("swiftc", flags + ["-I", xcTest, "-typecheck"] + Self.swiftFiles(under: work.path + "/App/UITests"), in: work.path)
        } }
        var last = Shell.Result(status: 0, stdout: "", stderr: "")
        for step in steps {
            last = try step()
            if last.status != 0 { return last }
        }
        return last
    }

    /// Compiles `modules` in order, each from the Swift files under its folder (relative to the
    /// project): for a package laid out otherwise than fia's own. The first failing step's output.
    func run(modules: [(name: String, folder: String)]) throws -> Shell.Result {
        let (_, emit) = try moduleEmitter()
        var last = Shell.Result(status: 0, stdout: "", stderr: "")
        for module in modules {
            last = try emit(module.name, Self.swiftFiles(under: work.path + "/" + module.folder))
            if last.status != 0 { return last }
        }
        return last
    }

    /// The compiler flags (the stand-in and the emitted modules on the import path) and a function
    /// emitting one module from its files into `Modules/`. Each module's inputs: its sources and,
    /// through `inputs`, every module emitted before it.
    private func moduleEmitter() throws -> (flags: [String], emit: (String, [String]) throws -> Shell.Result) {
        let modules = work.path + "/Modules"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        let standIn = try Self.standInModule(for: target).get()
        let flags = ["-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-I", standIn, "-I", modules] + (try target?.flags() ?? [])
        let work = work
        var inputs = target.map { "target " + $0.triple } ?? ""
        return (flags, { module, files in
            inputs += "\u{0}module " + module
            for file in files {
                inputs += "\u{0}" + file.dropFirst(work.path.count) + "\u{0}" + (try String(contentsOfFile: file, encoding: .utf8))
            }
            return try Self.emittedModules.emit(module, inputs: inputs, into: modules) { output in
                try Shell.run("swiftc", flags + ["-emit-module", "-module-name", module,
                                                 "-emit-module-path", output + "/" + module + ".swiftmodule"] + files, in: work.path)
            }
        })
    }

    /// The folder holding the stand-ins compiled as the modules `Combine` and `SwiftUI` for
    /// `target`, built once per test run and target.
    static func standInModule(for target: AppleTarget?) -> Result<String, StandInError> {
        standIns.module("SwiftUI", for: target) { folder, flags in
            let combine = URL(fileURLWithPath: standInFolder).deletingLastPathComponent().appendingPathComponent("CombineStandIn").path
            let emitted = emitStandIn("Combine", from: combine, into: folder, flags: flags)
            guard case .success = emitted else { return emitted }
            return emitStandIn("SwiftUI", from: standInFolder, into: folder, flags: flags + ["-I", folder])
        }
    }

    /// `Tests/XCTestStandIn/` compiled as the module `XCTest`, built once per test run and target:
    /// found before the toolchain's XCTest, which has no UI testing.
    static func xcTestStandInModule(for target: AppleTarget?) -> Result<String, StandInError> {
        standIns.module("XCTest", for: target) { folder, flags in
            emitStandIn("XCTest", from: URL(fileURLWithPath: standInFolder)
                .deletingLastPathComponent().appendingPathComponent("XCTestStandIn").path, into: folder, flags: flags)
        }
    }

    private static let standIns = StandIns()

    /// The stand-in folders made in this test run, by module and target.
    final class StandIns: @unchecked Sendable {
        private let lock = NSLock()
        private var folders: [String: Result<String, StandInError>] = [:]

        func module(
            _ module: String, for target: AppleTarget?, emit: (String, [String]) -> Result<String, StandInError>
        ) -> Result<String, StandInError> {
            lock.withLock {
                let key = module + " " + (target?.triple ?? "host")
                if let folder = folders[key] { return folder }
                let folder = NSTemporaryDirectory() + "fia-\(module.lowercased())-stand-in-\(UUID().uuidString)"
                let result: Result<String, StandInError>
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    result = emit(folder, try target?.flags() ?? [])
                } catch {
                    result = .failure(StandInError(output: "\(error)"))
                }
                folders[key] = result
                return result
            }
        }
    }

    private static func emitStandIn(_ module: String, from sources: String, into folder: String, flags: [String]) -> Result<String, StandInError> {
        do {
            let result = try Shell.run("swiftc", ["-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-emit-module",
                                                  "-module-name", module, "-emit-module-path", folder + "/\(module).swiftmodule"]
                                                 + flags + swiftFiles(under: sources), in: folder)
            return result.status == 0 ? .success(folder) : .failure(StandInError(output: result.stdout + result.stderr))
        } catch {
            return .failure(StandInError(output: "\(error)"))
        }
    }

    /// The modules emitted in this test run, by their inputs: a project that differs from an
    /// earlier one only in a later module (a mistake planted in a view) compiles only from there.
    static let emittedModules = EmittedModules()

    final class EmittedModules: @unchecked Sendable {
        private let lock = NSLock()
        private var folders: [String: String] = [:]

        /// Copies into `modules` the files `compile` emitted into a fresh folder, compiling only
        /// when these `inputs` were never compiled successfully before.
        func emit(_ module: String, inputs: String, into modules: String, compile: (String) throws -> Shell.Result) throws -> Shell.Result {
            var folder = lock.withLock { folders[inputs] }
            var result = Shell.Result(status: 0, stdout: "", stderr: "")
            if folder == nil {
                let fresh = NSTemporaryDirectory() + "fia-swiftui-module-\(UUID().uuidString)"
                try FileManager.default.createDirectory(atPath: fresh, withIntermediateDirectories: true)
                result = try compile(fresh)
                guard result.status == 0 else { return result }
                lock.withLock { folders[inputs] = fresh }
                folder = fresh
            }
            for name in try FileManager.default.contentsOfDirectory(atPath: folder!) {
                try FileManager.default.copyItem(atPath: folder! + "/" + name, toPath: modules + "/" + name)
            }
            return result
        }
    }

    struct StandInError: Error, CustomStringConvertible {
        var output: String
        var description: String { "a stand-in does not compile:\n\(output)" }
    }

    static func swiftFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// `#Preview("Name") { body }` → `@MainActor private func preview1() { previewMacroStandIn("Name") { body } }`.
    /// Braces inside string literals are skipped; the blueprints' previews hold no raw strings.
    static func rewritingPreviews(_ source: String) -> String {
        var text = Array(source.unicodeScalars)
        let marker = Array("#Preview".unicodeScalars)
        var count = 0
        var index = 0
        while index + marker.count <= text.count {
            guard Array(text[index..<(index + marker.count)]) == marker else { index += 1; continue }
            var cursor = index + marker.count
            var arguments = ""
            if text[cursor] == "(" {
                let close = matching(text, from: cursor, open: "(", close: ")")
                arguments = String(String.UnicodeScalarView(text[(cursor + 1)..<close]))
                cursor = close + 1
            }
            while text[cursor] == " " { cursor += 1 }
            let bodyEnd = matching(text, from: cursor, open: "{", close: "}")
            let body = String(String.UnicodeScalarView(text[cursor...bodyEnd]))
            count += 1
            let replacement = "@MainActor private func preview\(count)() {\n    previewMacroStandIn(\(arguments)) \(body)\n}"
            text.replaceSubrange(index...bodyEnd, with: Array(replacement.unicodeScalars))
            index += replacement.unicodeScalars.count
        }
        return String(String.UnicodeScalarView(text))
    }

    /// The index of the bracket closing the one at `start`, skipping string literals.
    private static func matching(_ text: [Unicode.Scalar], from start: Int, open: Unicode.Scalar, close: Unicode.Scalar) -> Int {
        var depth = 0
        var inString = false
        var index = start
        while index < text.count {
            let scalar = text[index]
            if inString {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == open {
                depth += 1
            } else if scalar == close {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return text.count - 1
    }
}
