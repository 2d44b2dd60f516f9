/// The package targets playing FIA's layer roles: named in `.fia/config.json`, or found by
/// name (`DomainLayer`, `Domain`, …), by folder (`Sources/Domain`) and by dependency shape
/// (the DI layer links presentation and the framework modules).
public struct LayerTargets: Equatable, Sendable {
    public var domain: String
    public var presentation: String
    public var dependencyInjection: String
    /// Every framework module, in manifest order (the framework-layer target included).
    public var frameworks: [String] {
        didSet { frameworkSet = Set(frameworks) }
    }
    /// `frameworks` as a set, for membership tests in per-driver loops.
    public private(set) var frameworkSet: Set<String> = []
    /// The single framework-layer target holding every driver (`FrameworkLayer`), when the
    /// project keeps its drivers in one target rather than one module each.
    public var frameworkLayer: String?
    /// The shared modules (`"shared"` in `.fia/config.json`) and the layers that may use each.
    public var shared: [String: Set<LayerRole>] = [:]
    /// How each role was found, for `doctor --verbose`: role → `'Domain' (by name)`.
    public var reasons: [(role: String, how: String)]
    /// The roles no target plays ("domain", "presentation", "dependencyInjection"): their names
    /// above are the ones fia suggests creating.
    public var missing: [String] = []
    /// The feature modules: presentation split one module per screen (`ProfileFeature`,
    /// `Features/Profile`, `…Scene`, `…Screen`). Each is presentation, and none may depend on another.
    public var featureModules: [String] = [] {
        didSet { featureSet = Set(featureModules) }
    }
    public private(set) var featureSet: Set<String> = []

    public static func == (lhs: LayerTargets, rhs: LayerTargets) -> Bool {
        lhs.domain == rhs.domain && lhs.presentation == rhs.presentation && lhs.dependencyInjection == rhs.dependencyInjection
            && lhs.frameworks == rhs.frameworks && lhs.frameworkLayer == rhs.frameworkLayer && lhs.shared == rhs.shared
            && lhs.featureModules == rhs.featureModules
    }

    static let domainNames = ["DomainLayer", "Domain"]
    static let presentationNames = ["PresentationLayer", "Presentation"]
    static let injectionNames = ["DependencyInjectionLayer", "DependencyInjection", "DILayer", "DI"]
    /// Names teams give a domain without the word: read only where no module is named or prefixed
    /// like a domain (a `Core` beside a `Domain` is a shared utility).
    static let otherDomainNames = ["Entities", "Model", "Models", "Core"]
    /// Names teams give one presentation module without the word.
    static let otherPresentationNames = ["UI", "Features", "Scenes", "Screens"]
    /// Names teams give the composition root without the DI words: taken when the module links
    /// presentation (or a feature module) or a framework module, as a composition does.
    static let compositionNames = ["Composition", "CompositionRoot", "Container", "DependencyContainer", "AppContainer", "AppFeature", "App", "Root"]
    /// A feature module's name ends in one of these (`ProfileFeature`, `LoginScene`, `HomeScreen`).
    static let featureWords = ["Feature", "Scene", "Screen"]
    /// Shared utilities by name (`Core` only beside a domain), when they depend on no layer: the
    /// layers that may use each (UI kits the presentation layer only; the DI layer may use anything).
    static let sharedNames: [(name: String, users: Set<LayerRole>)] = [
        ("Core", Set(LayerRole.allCases)), ("Common", Set(LayerRole.allCases)), ("Shared", Set(LayerRole.allCases)),
        ("Utilities", Set(LayerRole.allCases)), ("Utility", Set(LayerRole.allCases)), ("Utils", Set(LayerRole.allCases)),
        ("Extensions", Set(LayerRole.allCases)),
        ("CoreUI", [.presentation, .dependencyInjection]), ("DesignSystem", [.presentation, .dependencyInjection]),
        ("SharedUI", [.presentation, .dependencyInjection]), ("CommonUI", [.presentation, .dependencyInjection]),
    ]
    static let frameworkLayerNames = ["FrameworkLayer", "Framework", "Frameworks"]
    static let frameworkFolders = ["Sources/FrameworkLayer", "Sources/Framework", "Sources/Frameworks"]

    public init(manifest: PackageManifest, configuration: ProjectConfiguration) {
        let modules = manifest.targets.filter { $0.kind != .test && $0.kind != .plugin && $0.kind != .macro }
        // A module's folder is its name's first module's. Near the top of the manifest (where the
        // layers are) that one is found by looking back; further down through a table of first
        // positions, made the first time one is needed.
        var firstPositions: [String: Int]?
        func firstPosition(of position: Int) -> Int {
            let name = modules[position].name
            if position < 64 {
                return (0..<position).first { modules[$0].name == name } ?? position
            }
            if firstPositions == nil {
                var table: [String: Int] = [:]
                table.reserveCapacity(modules.count)
                for (index, module) in modules.enumerated() where table[module.name] == nil { table[module.name] = index }
                firstPositions = table
            }
            return firstPositions?[name] ?? position
        }
        func folder(at position: Int) -> String { modules[firstPosition(of: position)].folder }
        var reasons: [(role: String, how: String)] = []
        var missing: [String] = []
        let configuredNames = Set([configuration.domain, configuration.presentation, configuration.dependencyInjection, configuration.frameworkLayer].compactMap { $0 })
            .union(configuration.frameworks)
        // Which module names depend on no module of the package (products and shared modules aside).
        func dependsOnNoModule(_ target: PackageManifest.Target, but allowed: [String: Set<LayerRole>]) -> Bool {
            target.dependencies.allSatisfy { $0.isProduct || allowed[$0.name] != nil || manifest.target(named: $0.name) == nil }
        }
        // Shared utilities by name, depending on no layer; `Core` only beside a domain.
        var shared = configuration.shared
        // The feature-module layout's presentation support: the presentation modules' and the DI layer's.
        if let support = configuration.featureModules?.support, shared[support] == nil {
            shared[support] = [.presentation, .dependencyInjection]
        }
        var discoveredShared: [String] = []
        let hasDomainName = modules.contains { Self.domainNames.contains($0.name) || Self.split($0.name, Self.domainWords) != nil }
        // What a utility may depend on and stay one: other utilities, configured or named so.
        let utilities = shared.merging(Self.sharedNames.map { ($0.name, $0.users) }) { configured, _ in configured }
        for (name, users) in Self.sharedNames where shared[name] == nil && !configuredNames.contains(name) && (name != "Core" || hasDomainName) {
            guard let target = modules.first(where: { $0.name == name }), dependsOnNoModule(target, but: utilities) else { continue }
            shared[name] = users
            discoveredShared.append(name)
        }
        // Feature modules by name or folder; the names of a composition (`AppFeature`) are not features.
        // The shape first (a suffix, the folder's bytes): a big package's hundreds of framework modules are passed over without a lookup.
        let featureCandidates = modules.indices.filter { position in
            let name = modules[position].name
            guard Self.split(name, Self.featureWords) != nil || Self.isInFeaturesFolder(modules[position].folder) else { return false }
            return shared[name] == nil && (!configuredNames.contains(name) || name == configuration.presentation)
                && !Self.compositionNames.contains(name) && !Self.injectionNames.contains(name)
        }.map { modules[$0].name }
        func find(_ role: String, configured: String?, names: [String], prefixed: () -> (name: String, how: String)?, fallback: () -> (name: String, how: String)?, expected: () -> String) -> String {
            if let configured {
                reasons.append((role, "'\(configured)' (\(ProjectConfiguration.path))"))
                return configured
            }
            for name in names {
                if let target = modules.first(where: { $0.name == name }) {
                    reasons.append((role, "'\(target.name)' (by name)"))
                    return target.name
                }
            }
            if let found = prefixed() {
                reasons.append((role, "'\(found.name)' (\(found.how))"))
                return found.name
            }
            if let position = modules.indices.first(where: { names.contains(Path.lastComponent(folder(at: $0))) }) {
                let target = modules[position]
                reasons.append((role, "'\(target.name)' (by its folder '\(folder(at: position))')"))
                return target.name
            }
            if let found = fallback() {
                reasons.append((role, "'\(found.name)' (\(found.how))"))
                return found.name
            }
            let name = expected()
            reasons.append((role, "not found; expected a target named '\(name)'"))
            missing.append(role)
            return name
        }
        let configuredFrameworks = Set(configuration.frameworks)
        let configuredLayers = [configuration.domain, configuration.presentation, configuration.dependencyInjection]
        // A module named like one is not asked its folder; an empty configured list is not hashed into.
        // Named like framework code (`Data`, `Network`, `ShopRepository`): framework, unless shared or configured as a layer.
        let frameworks = modules.indices.filter { position in
            let target = modules[position]
            return (!configuredFrameworks.isEmpty && configuredFrameworks.contains(target.name)) || target.name == configuration.frameworkLayer
                || target.name.hasSuffix("Framework") || Self.frameworkLayerNames.contains(target.name)
                || (Self.frameworkWord(in: target.name) != nil && shared[target.name] == nil && !configuredLayers.contains(target.name))
                || Self.isInFrameworkFolder(folder(at: position))
        }.map { modules[$0].name }
        let frameworkNames = Set(frameworks)
        // By name first: the domain (`Domain`, `ShopDomain`) tells the prefix the other layers share.
        let prefixedDomain = Self.prefixed(Self.domainWords, in: modules, preferring: nil, shared: shared) { target, _ in
            // The domain depends on no other module of the package but shared ones.
            target.dependencies.allSatisfy { $0.isProduct || shared[$0.name] != nil || manifest.target(named: $0.name) == nil }
        }
        let prefix = prefixedDomain.flatMap { Self.split($0.name, Self.domainWords)?.prefix }
        presentation = find("presentation", configured: configuration.presentation, names: Self.presentationNames, prefixed: {
            Self.prefixed(Self.presentationWords, in: modules, preferring: prefix, shared: shared) { target, _ in
                prefixedDomain.map { domain in target.dependencies.contains { $0.name == domain.name } } ?? true
            }
        }, fallback: {
            if let name = Self.otherPresentationNames.first(where: { name in modules.contains { $0.name == name } && !frameworkNames.contains(name) }) {
                return (name, "by name")
            }
            // Presentation split into feature modules: the first stands for the layer where one is named.
            return featureCandidates.first.map { ($0, "the first of the feature modules \(featureCandidates.map { "'\($0)'" }.joined(separator: ", "))") }
        }, expected: { (prefix ?? "") + (prefix == nil ? "PresentationLayer" : "Presentation") })
        let presentationName = presentation
        dependencyInjection = find("dependencyInjection", configured: configuration.dependencyInjection, names: Self.injectionNames, prefixed: {
            // `…DI` names many a module (`MIDI`): only one linking the presentation layer is the DI layer.
            Self.prefixed(Self.injectionWords, in: modules, preferring: prefix, shared: shared, confirmAlways: true) { target, _ in
                target.dependencies.contains { $0.name == presentationName }
            }
        }, fallback: {
            // A module named like a composition root that links presentation (or a feature module) or framework code.
            let presentationModules = Set(featureCandidates + [presentationName])
            for name in Self.compositionNames {
                guard let target = modules.first(where: { $0.name == name }) else { continue }
                let names = Set(target.dependencies.map(\.name))
                if !names.isDisjoint(with: presentationModules) || !names.isDisjoint(with: frameworkNames) {
                    return (name, "by name, linking presentation or framework code")
                }
            }
            // The target linking presentation and a framework module: the composition root.
            return modules.first { target in
                let names = Set(target.dependencies.map(\.name))
                return names.contains(presentationName) && !names.isDisjoint(with: frameworkNames) && !frameworkNames.contains(target.name)
            }.map { ($0.name, "by its dependencies") }
        }, expected: { (prefix ?? "") + (prefix == nil ? "DependencyInjectionLayer" : "DependencyInjection") })
        domain = find("domain", configured: configuration.domain, names: Self.domainNames, prefixed: { prefixedDomain }, fallback: {
            // Named as teams name a domain without the word, depending on no module of the package.
            if let target = Self.otherDomainNames.lazy.compactMap({ name in modules.first { $0.name == name } }).first(where: {
                shared[$0.name] == nil && !frameworkNames.contains($0.name) && dependsOnNoModule($0, but: shared)
            }) {
                return (target.name, "by name, depending on no module of the package")
            }
            // What presentation depends on, when that is one target.
            let internalTargets = manifest.target(named: presentationName)?.dependencies.filter { !$0.isProduct && manifest.target(named: $0.name) != nil && shared[$0.name] == nil }
            return internalTargets?.count == 1 ? internalTargets?.first.map { ($0.name, "by its dependencies") } : nil
        }, expected: { "DomainLayer" })
        let layerNames = [presentation, domain, dependencyInjection]
        let frameworkModules = frameworks.filter { !layerNames.contains($0) && shared[$0] == nil }
        // Presentation may be one of them (the first, standing for the layer); the domain and the DI layer never are.
        let (domainName, injectionName) = (domain, dependencyInjection)
        let features = featureCandidates.filter { !frameworkNames.contains($0) && $0 != domainName && $0 != injectionName }
        featureModules = features
        featureSet = Set(features)
        self.shared = shared
        self.frameworks = frameworkModules
        frameworkSet = Set(frameworkModules)
        let prefixedLayer = prefix.flatMap { prefix in
            ["FrameworkLayer", "Framework"].map { prefix + $0 }.first { frameworkModules.contains($0) }
        }
        if let configured = configuration.frameworkLayer {
            frameworkLayer = configured
            reasons.append(("frameworkLayer", "'\(configured)' (\(ProjectConfiguration.path))"))
        } else if let layer = modules.indices.first(where: { position in
                      // Its own folder first: only when that is one of them is the folder that counts (its
                      // name's first module's) worked out. A later module whose name's first module's folder
                      // is one of them is never reached: that first module is found before it.
                      Self.frameworkLayerNames.contains(modules[position].name)
                          || Self.frameworkFolders.contains(modules[position].folder) && Self.frameworkFolders.contains(folder(at: position))
                  }).map({ modules[$0] }),
                  frameworkModules.contains(layer.name) {
            frameworkLayer = layer.name
            reasons.append(("frameworkLayer", "'\(layer.name)' (one target for every driver)"))
        } else if let prefixedLayer {
            frameworkLayer = prefixedLayer
            reasons.append(("frameworkLayer", "'\(prefixedLayer)' (by name, with the domain's prefix '\(prefix ?? "")': one target for every driver)"))
        } else {
            frameworkLayer = nil
        }
        self.missing = missing
        // One run of bytes, made a string once: a big project has a framework module per driver.
        var listed: [UInt8] = []
        listed.reserveCapacity(frameworkModules.reduce(0) { $0 + $1.utf8.count + 4 })
        for (position, module) in frameworkModules.enumerated() {
            if position > 0 { listed += ", ".utf8 }
            listed.append(UInt8(ascii: "'"))
            listed += module.utf8
            listed.append(UInt8(ascii: "'"))
        }
        reasons.append(("frameworks", frameworkModules.isEmpty ? "none" : String(decoding: listed, as: UTF8.self)))
        if !features.isEmpty {
            reasons.append(("featureModules", features.map { "'\($0)'" }.joined(separator: ", ") + " (by name or folder: '…Feature', '…Scene', '…Screen', 'Features/')"))
        }
        for (name, users) in shared.sorted(by: { $0.key < $1.key }) {
            let layers = users.sorted().map(\.rawValue).joined(separator: ", ")
            let how = discoveredShared.contains(name) ? "by name, depending on no layer" : ProjectConfiguration.path
            reasons.append(("shared", "'\(name)' (\(how)), used by \(users.isEmpty ? "no layer" : layers)"))
        }
        let order = ["domain", "presentation", "dependencyInjection", "frameworkLayer", "frameworks", "featureModules", "shared"]
        self.reasons = reasons.sorted { (order.firstIndex(of: $0.role) ?? 0) < (order.firstIndex(of: $1.role) ?? 0) }
    }

    /// Whether `folder` (package-relative) lies directly in a folder named `Features`
    /// (`Sources/Features/Profile`, `Features/Profile`). By bytes: asked of every module.
    static func isInFeaturesFolder(_ folder: String) -> Bool {
        var folder = folder
        return folder.withUTF8 { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return false }
            let word = "Features".utf8
            guard slash >= word.count, bytes[(slash - word.count)..<slash].elementsEqual(word) else { return false }
            return slash == word.count || bytes[slash - word.count - 1] == UInt8(ascii: "/")
        }
    }

    /// Whether a target's folder is one of the framework layer's folders or inside one.
    private static func isInFrameworkFolder(_ folder: String) -> Bool {
        frameworkFolders.contains { folder == $0 || folder.hasPrefix($0 + "/") }
    }

    /// A target's folder, relative to the package, without a trailing slash.
    static func folder(of target: PackageManifest.Target) -> String {
        String(Path.normalize(target.resolvedPath).dropFirst())
    }
}
