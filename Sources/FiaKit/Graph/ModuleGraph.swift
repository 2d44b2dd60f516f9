/// A package's module graph as `fia graph` draws it: every target a node coloured by its
/// layer, every dependency between targets an edge; optionally each feature and the drivers
/// it uses. Built from a `ProjectSnapshot`; rendered as Mermaid, DOT or JSON.
public struct ModuleGraph: Equatable, Sendable {
    /// The colour a node gets: the FIA layer of a module, or the layer a feature or driver lives in.
    public enum Layer: String, Sendable, CaseIterable {
        case domain, presentation, dependencyInjection, framework, test, other
    }

    public enum NodeKind: String, Sendable {
        /// A target of the package.
        case module
        /// A feature: a `<Name>PresenterDependency` of the presentation layer.
        case feature
        /// A driver: a `<Name>DriverProvider` a feature's dependency inherits.
        case driver
    }

    public struct Node: Equatable, Sendable {
        /// Unique among the nodes: a module's name, `feature:<Name>`, `driver:<Name>Driver`.
        public var id: String
        /// What the node is called: `DomainLayer`, `Settings`, `SettingsDriver`.
        public var name: String
        public var kind: NodeKind
        public var layer: Layer
        /// The group it is drawn in: `features` for a feature module (one module per screen,
        /// none depending on another), so the isolation shows at a glance.
        public var group: Group? = nil
    }

    public enum Group: String, Sendable {
        case features

        /// The group's title in a drawing.
        var title: String {
            switch self {
            case .features: "Feature modules"
            }
        }
    }

    public enum EdgeKind: String, Sendable {
        /// A target depends on another (Package.swift).
        case dependency
        /// A feature's presenter needs a driver.
        case uses
        /// A driver's real implementation is a framework module (`<Name>Framework`).
        case implementedBy
    }

    public struct Edge: Equatable, Sendable {
        /// Node ids.
        public var from: String
        public var to: String
        public var kind: EdgeKind
    }

    /// The package's name, when the manifest gives one.
    public var package: String?
    public var nodes: [Node]
    public var edges: [Edge]

    public init(package: String?, nodes: [Node], edges: [Edge]) {
        self.package = package
        self.nodes = nodes
        self.edges = edges
    }

    /// The targets of `snapshot`'s manifest and their dependencies, in manifest order; with
    /// `features`, each feature, the drivers its dependency inherits, and their framework modules.
    public init(snapshot: ProjectSnapshot, features: Bool) {
        package = snapshot.manifest.name
        let featureModules = snapshot.layers.featureSet
        nodes = snapshot.graph.nodes.map { name in
            Node(id: name, name: name, kind: .module, layer: Self.layer(of: snapshot.classification.role(of: name)),
                 group: featureModules.contains(name) ? .features : nil)
        }
        edges = snapshot.graph.nodes.flatMap { from in
            snapshot.graph.edges[from, default: []].map { Edge(from: from, to: $0, kind: .dependency) }
        }
        guard features else { return }
        let catalog = FeatureCatalog(snapshot: snapshot)
        var driverIDs = Set<String>()
        for feature in catalog.features {
            let id = "feature:\(feature.name)"
            nodes.append(Node(id: id, name: feature.name, kind: .feature, layer: .presentation))
            for driver in feature.drivers {
                let driverID = "driver:\(driver)Driver"
                edges.append(Edge(from: id, to: driverID, kind: .uses))
                guard driverIDs.insert(driverID).inserted else { continue }
                nodes.append(Node(id: driverID, name: "\(driver)Driver", kind: .driver, layer: .domain))
                if snapshot.classification.role(of: "\(driver)Framework") == .framework {
                    edges.append(Edge(from: driverID, to: "\(driver)Framework", kind: .implementedBy))
                }
            }
        }
    }

    static func layer(of role: TargetRole?) -> Layer {
        switch role {
        case .domain: .domain
        case .presentation: .presentation
        case .dependencyInjection: .dependencyInjection
        case .framework: .framework
        case .test: .test
        case .otherLayer, .other, .shared, nil: .other
        }
    }
}
