@testable import FiaKit
import Testing

/// `platforms:` read from a literal manifest and from `dump-package`, and what it decides: an
/// `@Observable` presenter only where every listed platform has Observation at its minimum.
struct PlatformsReadingTests {
    private func platforms(_ list: String) throws -> [PackageManifest.Platform]? {
        try ManifestReader.read("""
        let package = Package(
            name: "P",
            platforms: \(list),
            targets: [.target(name: "T")]
        )
        """).platforms
    }

    @Test func literalFormsAreRead() throws {
        #expect(try platforms(#"[.iOS(.v15), .macOS("12"), .tvOS(.v10_15), .watchOS("8.1"), .custom("linuxish", versionString: "2")]"#) == [
            .init(name: "iOS", version: [15]), .init(name: "macOS", version: [12]), .init(name: "tvOS", version: [10, 15]),
            .init(name: "watchOS", version: [8, 1]), .init(name: "linuxish", version: [2]),
        ])
        #expect(try ManifestReader.read(#"let package = Package(name: "P", targets: [.target(name: "T")])"#).platforms == [])
        // A form the reader cannot read is unknown, not "no platforms".
        #expect(try platforms("[.iOS(minimum)]") == nil)
        #expect(try platforms("allPlatforms") == nil)
    }

    @Test func observationNeedsEveryListedPlatformAtItsMinimum() throws {
        func observes(_ list: String) throws -> Bool {
            PackageManifest(name: "P", targets: [], platforms: try platforms(list)).supportsObservation
        }
        #expect(try observes("[.iOS(.v17), .macOS(.v14)]"))
        #expect(try observes(#"[.iOS("17.0"), .visionOS(.v1), .watchOS(.v10)]"#))
        #expect(try !observes(#"[.iOS(.v15), .macOS("12")]"#))
        #expect(try !observes("[.iOS(.v17), .macOS(.v13)]"))
        #expect(try !observes("[.iOS(.v16_4)]"))
        #expect(try !observes("[.iOS(minimum)]"))
        #expect(!PackageManifest(name: "P", targets: []).supportsObservation)
    }

    @Test func dumpPackageJSONCarriesThem() throws {
        let json = #"{"name": "P", "platforms": [{"platformName": "ios", "version": "15.0", "options": []}, {"platformName": "macos", "version": "12.0", "options": []}], "targets": []}"#
        let manifest = try ManifestReader.readDumpPackageJSON(json)
        #expect(manifest.platforms == [.init(name: "iOS", version: [15, 0]), .init(name: "macOS", version: [12, 0])])
        #expect(!manifest.supportsObservation)
        // What a planner reads back from a predicted manifest is the same.
        #expect(try ManifestReader.readDumpPackageJSON(manifest.dumpPackageJSON).platforms == manifest.platforms)
    }
}
