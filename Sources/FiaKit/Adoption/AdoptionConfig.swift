/// What `fia init` writes to `.fia/config.json`: the roles discovery found under names other than
/// fia's own (so that later runs find them however the project grows), the modules the layers
/// share today, and every other key an existing config had. Nothing fia finds by itself in a
/// project `fia new` wrote is repeated: for such a project the config is empty and not written.
struct AdoptionConfig {
    /// The config's members in order: key, and value as JSON text.
    private(set) var members: [(key: String, value: String)] = []
    /// The modules declared shared for the first time, and the layers that use them today.
    private(set) var newlyShared: [(name: String, users: [LayerRole])] = []
    /// The modules layers use that depend on no layer but are framework code by name (a
    /// `Network`), with that word: never proposed as shared, so what uses them stays a finding.
    private(set) var withheld: [(name: String, word: String)] = []

    /// fia's own names for the roles, which need no config.
    static let defaults = [
        "domain": "DomainLayer", "presentation": "PresentationLayer", "dependencyInjection": "DependencyInjectionLayer",
        "compositionProtocol": "DIContainerDependency", "container": "DIContainer", "mockContainer": "MockDIContainer",
    ]

    init(snapshot: ProjectSnapshot, existing: String?) {
        let layers = snapshot.layers
        let model = snapshot.model
        var found: [String: String] = [:]
        // A feature module standing for presentation is found again with the others, never pinned
        // (pinned, it would leave the feature modules and their rule).
        for (role, name) in [("domain", layers.domain), ("presentation", layers.presentation), ("dependencyInjection", layers.dependencyInjection)]
        where !layers.missing.contains(role) && !layers.featureSet.contains(name) {
            found[role] = name
        }
        found["frameworkLayer"] = layers.frameworkLayer
        found["compositionProtocol"] = model.compositionProtocol?.name
        found["container"] = model.container?.name
        found["mockContainer"] = model.mockContainer?.name
        // Mocks named as Mockolo names them: `add` names new ones alike.
        let mocks = model.driverProtocols.flatMap { driver in model.mocks(of: driver.name).map { (driver.name, $0.name) } }
        if !mocks.isEmpty, mocks.allSatisfy({ $1 == $0 + "Mock" }) { found["driverMockName"] = "{protocol}Mock" }

        // Kept as written: what an existing config says besides the keys discovered here.
        var kept: [String: String] = [:]
        if let existing, let root = try? JSONParser.parse(existing), let object = root.members {
            let bytes = Array(existing.utf8)
            for member in object where found[member.key] == nil && member.key != "shared" {
                kept[member.key] = String(decoding: bytes[member.value.start..<member.value.end], as: UTF8.self)
            }
        }
        let (shared, withheld) = Self.shared(snapshot)
        self.withheld = withheld
        newlyShared = shared.filter { layers.shared[$0.key] == nil }.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) }
        for key in ProjectConfiguration.keys {
            if let name = found[key], name != Self.defaults[key] {
                members.append((key, JSONText.string(name)))
            } else if key == "shared", !shared.isEmpty {
                let entries = shared.sorted { $0.key < $1.key }.map { name, users in
                    "    \(JSONText.string(name)): [\(users.sorted().map { JSONText.string($0.rawValue) }.joined(separator: ", "))]"
                }
                members.append((key, "{\n" + entries.joined(separator: ",\n") + "\n  }"))
            } else if let value = kept[key] {
                members.append((key, value))
            }
        }
    }

    var isEmpty: Bool { members.isEmpty }

    /// The file's text: one key a line (an object's members one a line), two-space indent.
    var json: String {
        "{\n" + members.map { "  \(JSONText.string($0.key)): \($0.value)" }.joined(separator: ",\n") + "\n}\n"
    }

    /// The shared modules: those the config names, and every other module that a layer depends on
    /// and that itself depends on no layer (a `Core`, a `CoreUI`), with the layers using it (and
    /// the DI layer, which may use anything). A module named like framework code (`Network`,
    /// `Data`, `…API`) is never proposed: sharing it would turn a layer using it into configuration
    /// instead of a finding; it comes back in `withheld`, by name, with the word.
    static func shared(_ snapshot: ProjectSnapshot) -> (shared: [String: Set<LayerRole>], withheld: [(name: String, word: String)]) {
        var shared = snapshot.layers.shared
        let classification = snapshot.classification
        func layer(_ name: String) -> LayerRole? { classification.role(of: name).flatMap(LayerRole.init) }
        var users: [String: Set<LayerRole>] = [:]
        var withheld: [(name: String, word: String)] = []
        for target in snapshot.manifest.targets where target.kind != .test {
            guard let user = layer(target.name) else { continue }
            for dependency in target.dependencies where !dependency.isProduct {
                switch classification.role(of: dependency.name) {
                case .other?, .otherLayer?: users[dependency.name, default: []].insert(user)
                default: continue
                }
            }
        }
        for (name, var layers) in users {
            // The DI layer may use anything: it composes the app.
            layers.insert(.dependencyInjection)
            let usesALayer = snapshot.manifest.target(named: name)?.dependencies.contains { !$0.isProduct && layer($0.name) != nil } ?? true
            guard !usesALayer else { continue }
            if let word = LayerTargets.frameworkWord(in: name) {
                withheld.append((name, word))
            } else {
                shared[name] = layers
            }
        }
        return (shared, withheld.sorted { $0.name < $1.name })
    }
}
