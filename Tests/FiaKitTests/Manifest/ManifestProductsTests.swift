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
                ],
                targets: []
            )
            """)
        #expect(manifest.products == [
            .init(name: "DomainLayer", line: 4), .init(name: "PresentationLayer", line: 5),
            .init(name: "tool", line: 6), .init(name: "Gen", line: 7),
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
        #expect(try ManifestReader.readDumpPackageJSON(json).products == [.init(name: "A")])
        #expect(try ManifestReader.readDumpPackageJSON(#"{"name": "P", "targets": []}"#).products == nil)
    }
}
