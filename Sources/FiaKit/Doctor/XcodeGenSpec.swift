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
/// `products:` may also be a block list; a `package:` without a product links the product
/// named like the package. Comments and blank lines are skipped; anchors, aliases,
/// includes and flow-style mappings are not understood.
public struct XcodeGenSpec: Equatable, Sendable {
    /// A package product an app target links, and the line that names it.
    public struct ProductDependency: Equatable, Sendable {
        public var product: String
        public var line: Int

        public init(product: String, line: Int) {
            self.product = product
            self.line = line
        }
    }

    /// Each target's package product dependencies, by target name.
    public private(set) var packageProducts: [String: [ProductDependency]] = [:]
    /// The line of each target's key under `targets:`.
    public private(set) var targetLines: [String: Int] = [:]

    public init(yaml: String) {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, raw in
            YAMLLine(raw, number: offset + 1)
        }
        guard let targets = lines.firstIndex(where: { $0.indent == 0 && $0.key == "targets" }) else { return }
        for (targetIndex, targetRange) in Self.children(of: targets, in: lines) {
            let name = lines[targetIndex].key
            targetLines[name] = lines[targetIndex].number
            let body = targetRange.dropFirst()
            guard let first = body.first,
                  let dependencies = body.first(where: { lines[$0].key == "dependencies" && lines[$0].indent == lines[first].indent })
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

    /// The products one dependency item links: none unless it is a `package:` item.
    private static func products(of item: [YAMLLine]) -> [ProductDependency] {
        guard let package = item.first(where: { $0.key == "package" }) else { return [] }
        if let product = item.first(where: { $0.key == "product" }) {
            return [ProductDependency(product: product.value, line: product.number)]
        }
        if let productsIndex = item.firstIndex(where: { $0.key == "products" }) {
            let products = item[productsIndex]
            if !products.value.isEmpty {
                return products.flowList.map { ProductDependency(product: $0, line: products.number) }
            }
            return item[(productsIndex + 1)...]
                .prefix { $0.isListItem && $0.indent >= products.indent }
                .map { ProductDependency(product: $0.scalar, line: $0.number) }
        }
        return [ProductDependency(product: package.value, line: package.number)]
    }
}
