/// With one module per feature, the composition's scene enum (`AppScreen`) is the only way from
/// one screen to another: every feature module's SwiftUI view is reached by a case of it, and every
/// case reaches a feature's view, through the one `switch` of its `view(container:)`.
///
/// Reads only the scene enum's file (lexed) and the feature modules' declarations the load already
/// has; a feature's view file is lexed only to confirm a finding (that the view is public).
struct RouterCoverageCheck: DoctorCheck {
    static let id = "wiring.router"
    static let title = "The scene enum routes to every feature's view, and each case to one"
    static let group = DoctorCheckGroup.featureWiring
    /// fia's scene enum and the function switching over its cases.
    static let sceneEnum = "AppScreen"
    static let router = "view"

    /// The composition module's file declaring the scene enum: the presentation layer's (fia's
    /// layout), else the DI layer's (a composition root holding the router).
    static func sceneFile(_ snapshot: ProjectSnapshot) -> (file: ProjectSnapshot.SourceFile, line: Int)? {
        for module in [snapshot.layers.presentation, snapshot.layers.dependencyInjection] {
            for file in snapshot.sources(of: module) {
                if let type = file.summary.types.first(where: { $0.name == sceneEnum }) { return (file, type.line) }
            }
        }
        return nil
    }

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        let layers = snapshot.layers
        if layers.featureModules.isEmpty { return "the project has no feature modules" }
        if Self.sceneFile(snapshot) == nil {
            return "neither '\(layers.presentation)' nor '\(layers.dependencyInjection)' declares the scene enum '\(Self.sceneEnum)'"
        }
        return nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        guard let (file, enumLine) = Self.sceneFile(snapshot) else { return [] }
        let enumName = Self.sceneEnum
        let routing = "'\(Self.router)(container:)'"
        func unread(_ why: String) -> [Finding] {
            [warning(
                "doctor could not read the router of '\(enumName)': \(why)", file: file.path, line: enumLine,
                hint: "switch over every case of '\(enumName)' in one 'func \(Self.router)(container:)', one branch per feature's view; the feature modules' screens were not checked"
            )]
        }
        let index: SwiftSourceIndex
        let cases: [(name: String, line: Int)]
        let branches: [SwiftSourceIndex.SwitchBranch]
        do {
            index = try SwiftSourceIndex(file.text)
            guard let declared = try index.enumCases(of: enumName) else { return unread("it is not an enum") }
            guard let switched = try index.switchBranches(inFunction: Self.router) else {
                return unread("it has no \(routing) with one 'switch' over its cases")
            }
            (cases, branches) = (declared, switched)
        } catch {
            return unread("\(error)")
        }
        // Each feature's views: its types named `…View` that inherit `View`, by the load's scan.
        var featureOfView: [String: String] = [:]
        var views: [(feature: String, names: [String], file: ProjectSnapshot.SourceFile)] = []
        for feature in snapshot.layers.featureModules {
            var names: [String] = []
            var first: ProjectSnapshot.SourceFile?
            for source in snapshot.sources(of: feature) {
                for type in source.summary.types where type.name.hasSuffix("View") && type.name != "View" && type.inheritedTypes.contains("View") {
                    names.append(type.name)
                    featureOfView[type.name] = feature
                    if first == nil { first = source }
                }
            }
            if let first { views.append((feature, names, first)) }
        }
        // The views each branch names.
        let named = branches.map { branch in
            Set(branch.statements.compactMap { position -> String? in
                guard index.tokens[position].kind == .identifier else { return nil }
                let word = index.string(at: position)
                return featureOfView[word] != nil ? word : nil
            })
        }
        let routed = Set(named.flatMap { $0 }.compactMap { featureOfView[$0] })
        var findings: [Finding] = []
        for (feature, names, viewFile) in views where !routed.contains(feature) && Self.hasPublicView(names, in: viewFile) {
            let screen = Self.caseName(of: feature, view: names[0])
            findings.append(error(
                "feature module '\(feature)' has no screen: no branch of '\(enumName).\(Self.router)(container:)' names its view '\(names[0])'",
                file: file.path, line: enumLine,
                hint: cases.contains { $0.name == screen }
                    ? "show '\(names[0])' in the branch 'case .\(screen):' of \(routing): 'AnyView(\(names[0])(dependency: container))'"
                    : "add 'case \(screen)' to '\(enumName)' and the branch 'case .\(screen): AnyView(\(names[0])(dependency: container))' to \(routing)"
            ))
        }
        for (name, line) in cases {
            let position = branches.firstIndex { $0.cases.contains(name) } ?? branches.firstIndex { $0.cases.isEmpty && index.isKeyword($0.label, "default") }
            guard let position else {
                findings.append(error(
                    "'\(enumName)' case '\(name)' has no branch in \(routing)", file: file.path, line: line,
                    hint: "add 'case .\(name):' with its feature's view to the switch of \(routing), or remove the case"
                ))
                continue
            }
            if named[position].isEmpty {
                findings.append(error(
                    "'\(enumName)' case '\(name)' reaches no feature's view: its branch in \(routing) names none of the feature modules' views",
                    file: file.path, line: index.tokens[branches[position].label].line,
                    hint: "show the view of the feature module this case stands for in its branch\(views.first.map { " (as 'AnyView(\($0.names[0])(dependency: container))')" } ?? ""), or remove the case"
                ))
            }
        }
        return findings
    }

    /// The scene case fia writes for a feature: `profile` for `ProfileFeature`'s `ProfileView`.
    private static func caseName(of feature: String, view: String) -> String {
        let base = String(view.dropLast("View".count))
        let name = base.isEmpty ? feature : base
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// Whether one of `names` is declared `public` or `open` in `file`: only such a view can be
    /// routed to from another module (lexed only for a feature about to be reported).
    private static func hasPublicView(_ names: [String], in file: ProjectSnapshot.SourceFile) -> Bool {
        guard let index = try? SwiftSourceIndex(file.text) else { return true }
        let modifiers: Set<String> = ["final", "nonisolated", "indirect", "internal", "package", "private", "fileprivate"]
        for name in names {
            for nameIndex in index.declarations(.types, named: name) {
                // Back from the keyword over modifiers and attributes (`@MainActor public struct`).
                var position = nameIndex - 2
                while position >= 0 {
                    let word = index.tokens[position].kind == .identifier ? index.string(at: position) : ""
                    if word == "public" || word == "open" { return true }
                    guard modifiers.contains(word) || index.isPunctuation(position, UInt8(ascii: "@"))
                        || (position > 0 && index.isPunctuation(position - 1, UInt8(ascii: "@"))) else { break }
                    position -= 1
                }
            }
        }
        return false
    }
}
