/// The blueprints fia renders: the embedded ones, with a project's overrides in their place.
///
/// Overrides come from `.fia/Blueprints/` (reading them is the caller's business) and replace
/// the embedded blueprint at the same path; an override that matches no blueprint is ignored
/// and listed in `unmatchedOverrides`.
public struct BlueprintCatalog: Sendable {
    /// fia's own blueprints: path relative to `Blueprints/` -> contents.
    public let embedded: [String: String]
    /// The project's replacements: path relative to `.fia/Blueprints/` -> contents.
    public let overrides: [String: String]

    /// Whether the blueprints are fia's own, which come parsed (`EmbeddedBlueprints.templates(inGroup:)`);
    /// others are parsed when rendered.
    private let isEmbedded: Bool

    /// The blueprint at `path` (`new/Package.swift`) as `embed-blueprints` parsed it, when it is fia's own.
    func parsed(_ path: String) -> ParsedBlueprint? {
        guard isEmbedded else { return nil }
        return EmbeddedBlueprints.templates(inGroup: String(path.prefix { $0 != "/" }))[path]
    }

    /// fia's own blueprints, parsed at build time, with `overrides`: same-path files from a
    /// project's `.fia/Blueprints/` (path relative to that folder -> contents) that replace them.
    public init(overrides: [String: String] = [:]) {
        embedded = EmbeddedBlueprints.files
        isEmbedded = true
        self.overrides = overrides
    }

    /// Other blueprints (tests), parsed when rendered, with `overrides` that replace them.
    public init(embedded: [String: String], overrides: [String: String] = [:]) {
        self.embedded = embedded
        self.overrides = overrides
        isEmbedded = false
    }

    /// Override paths that replace no embedded blueprint (a typo, or a blueprint fia dropped), sorted.
    public var unmatchedOverrides: [String] {
        overrides.keys.filter { embedded[$0] == nil }.sorted()
    }

    /// The blueprint paths under `group` (`"new"`), sorted.
    public func paths(in group: String) -> [String] {
        embedded.keys.filter { $0.hasPrefix(group + "/") }.sorted()
    }

    /// Renders every blueprint under `group` ("new", "feature", "driver", "entity", "snippets").
    ///
    /// Each path relative to the group is itself rendered as a template (so
    /// `Sources/{{ name }}/File.swift` works) after a component starting with `dot_` becomes `.`
    /// (`dot_gitignore` → `.gitignore`); a path that renders empty leaves its file out. Then the
    /// contents are rendered. Returns (renderedRelativePath, renderedContents) sorted by path.
    /// Errors name the blueprint as `<group>/<path>:<line>`, plus ` (project override)` when it came
    /// from an override.
    public func render(group: String, context: [String: TemplateValue]) throws(BlueprintError) -> [(path: String, contents: String)] {
        let paths = paths(in: group)
        guard !paths.isEmpty else { throw BlueprintError(file: group + "/", line: 0, message: "no such blueprint group") }
        var rendered: [String: (contents: String, blueprint: String)] = [:]
        for blueprint in paths {
            // The path is always fia's (an override only replaces contents), so it is never annotated.
            let path = try renderPath(of: blueprint, in: group, context: context)
            guard !path.isEmpty else { continue }
            if let other = rendered[path] {
                throw BlueprintError(file: blueprint, line: 0, message: "renders to the same path '\(path)' as '\(other.blueprint)'")
            }
            rendered[path] = (try render(blueprint, context: context), blueprint)
        }
        return rendered.sorted { $0.key < $1.key }.map { (path: $0.key, contents: $0.value.contents) }
    }

    /// Renders a single blueprint, e.g. `render("snippets/framework-target.swift", context:)`.
    public func render(_ path: String, context: [String: TemplateValue]) throws(BlueprintError) -> String {
        return try annotated(path) { () throws(BlueprintError) in
            try template(path).render(context)
        }
    }

    /// The template of a blueprint's contents: an override parsed now, else the build-time parse.
    private func template(_ path: String) throws(BlueprintError) -> Template {
        if overrides[path] == nil, let nodes = parsed(path)?.contents {
            return Template(name: path, nodes: nodes)
        }
        guard let source = overrides[path] ?? embedded[path] else {
            throw BlueprintError(file: path, line: 0, message: "no such blueprint")
        }
        return try Template(source: source, name: path)
    }

    /// `renderPath(_:blueprint:context:)` of the blueprint's path after `group`, parsed at build time when it can be.
    private func renderPath(of blueprint: String, in group: String, context: [String: TemplateValue]) throws(BlueprintError) -> String {
        let relative = String(blueprint.dropFirst(group.count + 1))
        let parsedPath = group.contains("/") ? nil : parsed(blueprint)?.path
        return try Self.renderPath(parsedPath.map { Template(name: blueprint, nodes: $0) }, relative, blueprint: blueprint, context: context)
    }

    /// A blueprint's output path: the path is rendered, then `dot_` prefixes become `.` (so a
    /// conditional `{% if … %}dot_x{% endif %}` works too). Empty means "leave the file out";
    /// a component that is empty, `.` or `..` is an error.
    static func renderPath(
        _ parsed: Template? = nil, _ relative: String, blueprint: String, context: [String: TemplateValue]
    ) throws(BlueprintError) -> String {
        let rendered: String
        do {
            var template: Template
            if let parsed { template = parsed } else { template = try Template(source: relative, name: blueprint) }
            rendered = try template.render(context)
        } catch {
            throw BlueprintError(file: error.file, line: error.line, message: error.message + " in the blueprint's path")
        }
        // By bytes: this runs for every file `new` and `add` write.
        let slash = UInt8(ascii: "/")
        let components = rendered.utf8.split(separator: slash, omittingEmptySubsequences: false).map { component in
            component.starts(with: "dot_".utf8) ? [UInt8(ascii: ".")] + component.dropFirst(4) : Array(component)
        }
        let path = String(decoding: Array(components.joined(separator: [slash])), as: UTF8.self)
        let invalid = components.contains { $0.isEmpty || $0 == [46] || $0 == [46, 46] || $0.contains(UInt8(ascii: "\n")) }
        guard path.isEmpty || !invalid else {
            throw BlueprintError(file: blueprint, line: 1, message: "its path renders to '\(path)', which is not a valid relative path")
        }
        return path
    }

    /// Runs `body`, marking its error as coming from a project override when `path` is overridden.
    private func annotated<T>(_ path: String, _ body: () throws(BlueprintError) -> T) throws(BlueprintError) -> T {
        do {
            return try body()
        } catch {
            var error = error
            error.isProjectOverride = overrides[path] != nil
            throw error
        }
    }
}
