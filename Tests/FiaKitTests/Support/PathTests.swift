@testable import FiaKit
import Testing

struct PathTests {
    @Test(arguments: [
        ("/a/b/File.swift", "File.swift"),
        ("a/b/", "b"),
        ("/a//b//", "b"),
        ("Name", "Name"),
        ("/", "/"),
        ("", ""),
        ("/é/naïve café.txt", "naïve café.txt"),
        ("a/\u{301}x", "\u{301}x"), ("x/e\u{301}/", "e\u{301}"), ("//", "//"), ("a/b///", "b"),
        ("Sources/Feature12Framework/Presentation/Feature12ViewModel.swift", "Feature12ViewModel.swift"),
    ])
    func lastComponent(path: String, expected: String) {
        #expect(Path.lastComponent(path) == expected)
    }

    @Test(arguments: [
        ("a", "b", "a/b"), ("a/", "b", "a/b"), ("a//", "b", "a//b"), ("", "b", "b"), ("a", "", "a"), ("", "", ""),
        ("a", "/b", "/b"), ("/", "b", "/b"), ("/a/b", "c/d", "/a/b/c/d"), ("é", "ç/d", "é/ç/d"),
    ])
    func joinsOneComponent(base: String, component: String, expected: String) {
        #expect(Path.join(base, component) == expected)
        #expect(Path.join(base, component, "") == expected, "the variadic join")
        #expect(Path.join("", base, component) == expected, "the variadic join")
    }

    @Test func stableUUIDsKeepTheirShape() {
        let uuid = StableUUID.make(from: "Demo/UnitTests")
        #expect(uuid == StableUUID.make(from: "Demo/UnitTests"))
        #expect(uuid != StableUUID.make(from: "Demo/DriverTests"))
        #expect(uuid.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(uuid.dropFirst(14).first == "4", "version 4")
        #expect(uuid.allSatisfy { "0123456789ABCDEF-".contains($0) })
        // FNV-1a 64 of the seed from FNV's basis and from its halves swapped, computed apart (Python).
        #expect(uuid == "45946BD7-5C8E-436E-B88D-AC330DB8B863")
    }
}
