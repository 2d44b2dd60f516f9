@testable import FiaKit
import Testing

/// Several local packages read as one manifest (`RepositoryManifest.merge`).
struct RepositoryManifestTests {
    static let domain = PackageManifest(name: "Domain", targets: [
        .init(name: "Domain", kind: .regular, dependencies: [], line: 8),
        .init(name: "DomainTests", kind: .test, dependencies: [.init(name: "Domain")], line: 9),
    ], products: [.init(name: "Domain", targets: ["Domain"])])
    static let data = PackageManifest(name: "Data", targets: [
        .init(name: "Data", kind: .regular, dependencies: [.init(name: "Domain", isProduct: true, line: 12), .init(name: "Logging", isProduct: true, line: 13)], line: 11),
        .init(name: "Cache", kind: .regular, dependencies: [], path: "Sources/../Sources/Cache"),
    ], products: [.init(name: "DataKit", targets: ["Data", "Cache"])])
    static let app = PackageManifest(name: "App", targets: [
        .init(name: "App", kind: .regular, dependencies: [.init(name: "DataKit", isProduct: true, line: 7), .init(name: "Domain", isProduct: true, line: 8)]),
    ], products: nil)

    private func merged(_ parts: [RepositoryManifest.Part]) throws -> PackageManifest {
        try RepositoryManifest.merge(parts).get()
    }

    @Test func targetsKeepTheirPackagesManifestAndFolder() throws {
        let manifest = try merged([.init(folder: "Packages/Domain", manifest: Self.domain), .init(folder: "Packages/Data", manifest: Self.data)])
        #expect(manifest.targets.map(\.name) == ["Domain", "DomainTests", "Data", "Cache"])
        #expect(manifest.targets.map(\.path) == ["Packages/Domain/Sources/Domain", "Packages/Domain/Tests/DomainTests", "Packages/Data/Sources/Data", "Packages/Data/Sources/Cache"])
        #expect(manifest.targets.map(\.manifest) == ["Packages/Domain/Package.swift", "Packages/Domain/Package.swift", "Packages/Data/Package.swift", "Packages/Data/Package.swift"])
        #expect(manifest.targets.map(\.line) == [8, 9, 11, nil])
    }

    @Test func aLocalProductIsAnEdgeToItsTargetsAndAnotherStaysAProduct() throws {
        let manifest = try merged([
            .init(folder: "Domain", manifest: Self.domain), .init(folder: "Data", manifest: Self.data), .init(folder: "", manifest: Self.app),
        ])
        #expect(manifest.target(named: "Data")?.dependencies == [.init(name: "Domain", line: 12), .init(name: "Logging", isProduct: true, line: 13)])
        #expect(manifest.target(named: "App")?.dependencies == [.init(name: "Data", line: 7), .init(name: "Cache", line: 7), .init(name: "Domain", line: 8)])
        // A package at the root keeps its own paths and manifest.
        #expect(manifest.target(named: "App")?.path == "Sources/App" && manifest.target(named: "App")?.manifest == "Package.swift")
        // Products unknown in one package (not literals) make the whole list unknown.
        #expect(manifest.products == nil)
        #expect(try merged([.init(folder: "Domain", manifest: Self.domain), .init(folder: "Data", manifest: Self.data)]).products?.map(\.name) == ["Domain", "DataKit"])
    }

    @Test func twoTargetsOfOneNameAreRefusedAsSwiftPMRefusesThem() {
        let result = RepositoryManifest.merge([.init(folder: "A", manifest: Self.domain), .init(folder: "B", manifest: Self.domain)])
        #expect(throws: RepositoryManifest.MergeError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.description == "'A/Package.swift' and 'B/Package.swift' both declare a target named 'Domain'; SwiftPM refuses two targets of one name in a package graph")
        }
    }
}
