/// `fia init`'s migration plan: today's findings grouped by what fixes them, in the order to fix
/// them — the layers first (everything else is judged against them), then the dependencies
/// FIA removes, then imports, wiring and tests — each with its count.
struct MigrationSummary {
    struct Step: Equatable {
        /// What to do, as an imperative clause: "make 'ShopPresentation' stop depending on the framework layer".
        var action: String
        var count: Int
    }

    private(set) var steps: [Step] = []

    init(findings: [Finding], snapshot: ProjectSnapshot) {
        var counts: [String: (rank: Int, count: Int)] = [:]
        for finding in findings {
            let (rank, action) = Self.step(for: finding, snapshot)
            counts[action, default: (rank, 0)].count += 1
        }
        steps = counts.sorted { ($0.value.rank, $0.key) < ($1.value.rank, $1.key) }.map { Step(action: $0.key, count: $0.value.count) }
    }

    /// The lines `fia init` prints: a heading and one numbered step a line.
    var lines: [String] {
        guard !steps.isEmpty else { return ["migration: nothing to do, doctor finds nothing to fix"] }
        let total = steps.reduce(0) { $0 + $1.count }
        return ["migration, in the order to fix it (\(total) finding\(total == 1 ? "" : "s") accepted in '\(Baseline.path)'):"]
            + steps.enumerated().map { "  \($0.offset + 1). \($0.element.action) (\($0.element.count))" }
    }

    /// Where a finding's fix comes in the migration, and what it is.
    private static func step(for finding: Finding, _ snapshot: ProjectSnapshot) -> (rank: Int, action: String) {
        let layers = snapshot.layers
        switch finding.check {
        case LayerTargetsCheck.id where finding.message.hasPrefix("the app '"):
            return (0, "move the container out of the app target into a dependency-injection module")
        case LayerTargetsCheck.id:
            let names = [("domain", layers.domain), ("presentation", layers.presentation), ("dependencyInjection", layers.dependencyInjection)]
                .filter { layers.missing.contains($0.0) }.map { "'\($0.1)'" }
            return (0, names.isEmpty ? "create the layer targets doctor names" : "create the layer target\(names.count == 1 ? "" : "s") \(names.joined(separator: ", "))")
        case DependencyCycleCheck.id:
            return (1, "break the dependency cycles")
        case DependencyDirectionCheck.id, CrossLayerImportCheck.id:
            guard let (from, to) = dependency(in: finding.message) else { break }
            let classification = snapshot.classification
            switch (classification.role(of: from), classification.role(of: to)) {
            case (.presentation?, .framework?), (.presentation?, .dependencyInjection?):
                return (2, "make '\(from)' stop depending on the framework layer")
            case (.domain?, _):
                return (3, "make '\(layers.domain)' depend on no other layer")
            case (.presentation?, .presentation?) where layers.featureSet.contains(from) && layers.featureSet.contains(to):
                return (4, "make the feature modules independent of each other (navigate through '\(layers.dependencyInjection)')")
            case (.presentation?, _):
                return (4, "make '\(from)' depend only on '\(layers.domain)'")
            case (.framework?, _):
                return (5, "make the framework modules depend only on '\(layers.domain)'")
            case (.shared?, _):
                return (6, "make the shared modules stop depending on layers")
            case (_, .shared?):
                return (7, "use each shared module only from the layers \"shared\" allows")
            default:
                return (8, "link framework modules and '\(layers.dependencyInjection)' only from '\(layers.dependencyInjection)'")
            }
        case ConcreteDriverPlacementCheck.id:
            return (9, "move concrete drivers out of '\(layers.domain)' and '\(layers.presentation)' into the framework layer")
        default:
            break
        }
        // The rest in doctor's own order, as its check's title says.
        let index = Doctor.checks.firstIndex { type(of: $0).id == finding.check } ?? Doctor.checks.count
        let title = Doctor.checks.indices.contains(index) ? type(of: Doctor.checks[index]).title : finding.check
        return (10 + index, "make sure: \(title.prefix(1).lowercased() + title.dropFirst()) ('\(finding.check)')")
    }

    /// The two modules of a layer-rule message: `'A' depends on 'B', …` or `'A' imports 'B', …`.
    static func dependency(in message: String) -> (from: String, to: String)? {
        guard let match = message.prefixMatch(of: #/'([^']+)' (?:depends on|imports) '([^']+)'/#) else { return nil }
        return (String(match.1), String(match.2))
    }
}
