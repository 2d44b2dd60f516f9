/// Just enough of an XcodeGen `project.yml` for doctor: which package products each app
/// target links. A line-based reading of XcodeGen's usual shape:
///
///     targets:
///       DevelopmentApp:
///         dependencies:
///           - package: Demo
///             product: PresentationLayer
///           - package: Demo
///             products: [DomainLayer]
///
/// `products:` may also be a block list, and an item may be a flow mapping
/// (`- {package: Demo, product: DependencyInjectionLayer}`); a `package:` without a product links
/// the product named like the package. It reads too the local packages (`packages: Demo: path: ..`)
/// and the test plans the schemes name (`schemes: App: test: testPlans: - path: …`). Comments and
/// blank lines are skipped; anchors, aliases, includes and other flow-style mappings are not understood.
public struct XcodeGenSpec: Equatable, Sendable {
    /// A package product an app target links, and the line that names it.
    public struct ProductDependency: Equatable, Sendable {
        public var product: String
        public var line: Int
        /// The `package:` it comes from (XcodeGen), or the local package's path (an Xcode project's
        /// `XCLocalSwiftPackageReference`, relative to the project's folder).
        public var package: String?
        /// The folder of the local package it comes from, relative to the package fia reads
        /// (`.` for that package itself), when the reader could follow its reference.
        public var packageFolder: String?

        public init(product: String, line: Int, package: String? = nil, packageFolder: String? = nil) {
            self.product = product
            self.line = line
            self.package = package
            self.packageFolder = packageFolder
        }
    }

    /// A test plan a scheme's test action names, as written (relative to the spec's folder).
    public struct TestPlanReference: Equatable, Sendable {
        public var scheme: String
        public var path: String
        public var line: Int
    }

    /// Whether the target `name` builds an app: its `type:` says `application` (any platform's),
    /// or it has no type fia could read.
    public func isApplication(_ name: String) -> Bool {
        targetTypes[name].map { $0.hasPrefix("application") } ?? true
    }

    /// Each target's package product dependencies, by target name.
    public private(set) var packageProducts: [String: [ProductDependency]] = [:]
    /// The line of each target's key under `targets:`.
    public private(set) var targetLines: [String: Int] = [:]
    /// Each target's `sources:`, paths relative to the spec's folder, in order (`- "Shared"`,
    /// `- path: "Shared"`, or one `sources: "Shared"`).
    public private(set) var targetSources: [String: [String]] = [:]
    /// Each target's `type:` (`application`, `bundle.ui-testing`, …), by target name, where it has one.
    public private(set) var targetTypes: [String: String] = [:]
    /// The local packages by name (`packages: Demo: path: ..`): their `path:`, as written.
    public private(set) var localPackages: [String: String] = [:]
    /// The test plans the schemes' test actions name.
    public private(set) var testPlanReferences: [TestPlanReference] = []
    /// The project's `name:`: XcodeGen writes `<name>.xcodeproj` beside the spec.
    public private(set) var projectName: String?

    public init(yaml: String) {
        let lines = YAMLLine.lines(of: yaml)
        projectName = lines.first { $0.indent == 0 && $0.key == "name" }.map(\.value).flatMap { $0.isEmpty ? nil : $0 }
        if let packages = lines.firstIndex(where: { $0.indent == 0 && $0.key == "packages" }) {
            for (packageIndex, packageRange) in Self.children(of: packages, in: lines) {
                if let path = lines[packageRange].dropFirst().first(where: { $0.key == "path" }) {
                    localPackages[lines[packageIndex].key] = path.value
                }
            }
        }
        if let schemes = lines.firstIndex(where: { $0.indent == 0 && $0.key == "schemes" }) {
            for (schemeIndex, _) in Self.children(of: schemes, in: lines) {
                let scheme = lines[schemeIndex].key
                guard let test = Self.child("test", of: schemeIndex, in: lines),
                      let plans = Self.child("testPlans", of: test, in: lines) else { continue }
                for (item, range) in Self.children(of: plans, in: lines) {
                    let entry = lines[range].first { $0.key == "path" } ?? (lines[item].key.isEmpty ? lines[item] : nil)
                    if let entry { testPlanReferences.append(TestPlanReference(scheme: scheme, path: entry.value, line: entry.number)) }
                }
            }
        }
        guard let targets = lines.firstIndex(where: { $0.indent == 0 && $0.key == "targets" }) else { return }
        for (targetIndex, targetRange) in Self.children(of: targets, in: lines) {
            let name = lines[targetIndex].key
            targetLines[name] = lines[targetIndex].number
            let body = targetRange.dropFirst()
            guard let first = body.first else { continue }
            if let type = body.first(where: { lines[$0].key == "type" && lines[$0].indent == lines[first].indent }) {
                targetTypes[name] = lines[type].value
            }
            if let sources = body.first(where: { lines[$0].key == "sources" && lines[$0].indent == lines[first].indent }) {
                targetSources[name] = lines[sources].value.isEmpty
                    ? Self.children(of: sources, in: lines).compactMap { item, range in
                        lines[item].key.isEmpty ? lines[item].value : lines[range].first { $0.key == "path" }?.value
                    }
                    : [lines[sources].value]
            }
            guard let dependencies = body.first(where: { lines[$0].key == "dependencies" && lines[$0].indent == lines[first].indent })
            else { continue }
            packageProducts[name] = Self.children(of: dependencies, in: lines).flatMap { item, range in
                Self.products(of: Array(lines[item..<range.upperBound]))
            }
        }
    }

    /// The entries nested under the line at `parent`: each entry's first line and the range
    /// of lines inside it (its first line included). List items may sit at the parent's indent.
    private static func children(of parent: Int, in lines: [YAMLLine]) -> [(Int, Range<Int>)] {
        let indent = lines[parent].indent
        var end = parent + 1
        while end < lines.count, lines[end].indent > indent || (lines[end].indent == indent && lines[end].isListItem && lines[parent].value.isEmpty) {
            end += 1
        }
        guard parent + 1 < end else { return [] }
        let childIndent = lines[parent + 1].indent
        let starts = (parent + 1..<end).filter { lines[$0].indent == childIndent && (lines[$0].isListItem || !lines[parent + 1].isListItem) }
        return starts.enumerated().map { offset, start in
            (start, start..<(offset + 1 < starts.count ? starts[offset + 1] : end))
        }
    }

    /// The entry `key` directly under the line at `parent`.
    private static func child(_ key: String, of parent: Int, in lines: [YAMLLine]) -> Int? {
        children(of: parent, in: lines).first { lines[$0.0].key == key && !lines[$0.0].isListItem }?.0
    }

    /// The products one dependency item links: none unless it is a `package:` item.
    private static func products(of item: [YAMLLine]) -> [ProductDependency] {
        if let first = item.first, let mapping = first.flowMapping {
            // `- {package: Demo, product: X}` or `- {package: Demo, products: [X, Y]}`.
            func value(_ key: String) -> String? { mapping.first { $0.key == key }?.value }
            guard let package = value("package") else { return [] }
            var line = first
            if let product = value("product") {
                line.value = product
                return [ProductDependency(product: product, line: first.number, package: package)]
            }
            if let products = value("products") {
                line.value = products
                return line.flowList.map { ProductDependency(product: $0, line: first.number, package: package) }
            }
            return [ProductDependency(product: package, line: first.number, package: package)]
        }
        guard let package = item.first(where: { $0.key == "package" }) else { return [] }
        if let product = item.first(where: { $0.key == "product" }) {
            return [ProductDependency(product: product.value, line: product.number, package: package.value)]
        }
        if let productsIndex = item.firstIndex(where: { $0.key == "products" }) {
            let products = item[productsIndex]
            if !products.value.isEmpty {
                return products.flowList.map { ProductDependency(product: $0, line: products.number, package: package.value) }
            }
            return item[(productsIndex + 1)...]
                .prefix { $0.isListItem && $0.indent >= products.indent }
                .map { ProductDependency(product: $0.scalar, line: $0.number, package: package.value) }
        }
        return [ProductDependency(product: package.value, line: package.number, package: package.value)]
    }
}
