@testable import FiaKit
import Testing

/// The products doctor compares App/project.yml with: read as literals, or from `dump-package`.
struct ManifestProductsTests {
    @Test func readsTheLiteralProductsWithTheirLines() throws {
        let manifest = try ManifestReader.read("""
            let package = Package(
                name: "Demo",
                products: [
                    .library(name: "DomainLayer", targets: ["DomainLayer"]),
                    .library(name: "PresentationLayer", type: .dynamic, targets: ["PresentationLayer"]),
                    Product.executable(name: "tool", targets: ["Tool"]),
                    .plugin(name: "Gen", targets: ["Gen"]),
                    .library(name: "Kit", targets: ["A", "B"]),
                    .library(name: "Made", targets: made),
                    .library(name: "Some", targets: ["A", made]),
                ],
                targets: []
            )
            """)
        // With the targets each vends, when they are string literals (another local package's
        // `.product(name:package:)` is an edge to them).
        #expect(manifest.products == [
            .init(name: "DomainLayer", line: 4, targets: ["DomainLayer"]), .init(name: "PresentationLayer", line: 5, targets: ["PresentationLayer"]),
            .init(name: "tool", line: 6, targets: ["Tool"]), .init(name: "Gen", line: 7, targets: ["Gen"]),
            .init(name: "Kit", line: 8, targets: ["A", "B"]), .init(name: "Made", line: 9), .init(name: "Some", line: 10),
        ])
    }

    @Test func productsItCannotReadAreUnknownNotAnError() throws {
        for products in ["libraries", "[.library(name: name, targets: [])]", "[makeProduct()]"] {
            let manifest = try ManifestReader.read("let package = Package(name: \"P\", products: \(products), targets: [])")
            #expect(manifest.products == nil, "\(products)")
            #expect(manifest.targets.isEmpty)
        }
        #expect(try ManifestReader.read("let package = Package(name: \"P\", targets: [])").products == [])
    }

    @Test func dumpPackageProducts() throws {
        let json = #"{"name": "P", "targets": [], "products": [{"name": "A", "type": {"library": ["automatic"]}, "targets": ["A"]}]}"#
        #expect(try ManifestReader.readDumpPackageJSON(json).products == [.init(name: "A", targets: ["A"])])
        #expect(try ManifestReader.readDumpPackageJSON(#"{"name": "P", "targets": []}"#).products == nil)
    }
}
