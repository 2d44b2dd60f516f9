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

    /// `Path.order` sorts by bytes while it can: it must still be `String`'s order, for ASCII
    /// paths short and long (stored inline or apart) and for names in either Unicode form.
    @Test func orderIsStringsOrder() {
        let names = [
            "", "a", "A", "a.swift", "a/b", "a-b/c", "a/b.swift", "ab", "Sources/Feature12/View.swift",
            "Sources/Feature12/View.swift2", "Sources/Feature1/View.swift", "Sources/Feature12View/a.swift",
            "caf\u{E9}", "cafe\u{301}", "cafe", "caf", "caff", "cafe\u{301}/x", "caf\u{E9}/x",
            "Sources/caf\u{E9}/Long/Enough/To/Be/Stored/Apart.swift", "Sources/cafe\u{301}/Long/Enough/To/Be/Stored/Apart.swift",
            "Sources/cafe/Long/Enough/To/Be/Stored/Apart.swift", "Sources/caff/Long/Enough/To/Be/Stored/Apart.swift", "Z\u{300}", "\u{C0}", "\u{1F600}", "~",
            // Compared eight bytes at a time: differences and marks on each side of a word's edge.
            "Sources/", "Sources/e", "Sources/e\u{301}", "Sources/f", "Sources/\u{E9}", "SourcesX", "1234567e\u{301}", "1234567f",
            "12345678e\u{301}x", "12345678f", "Sources/FeatureA", "Sources/FeatureB/x", "Sources/FeatureA/", "Sources/FeatureA-",
        ]
        for left in names {
            for right in names {
                let expected = left < right ? -1 : left == right ? 0 : 1
                #expect(Path.order(left, right) == expected, "\(left.debugDescription) vs \(right.debugDescription)")
            }
        }
    }

    @Test func stableUUIDsKeepTheirShape() {
        let uuid = StableUUID.make(from: "Demo/UnitTests")
        #expect(uuid == StableUUID.make(from: "Demo/UnitTests"))
        #expect(uuid != StableUUID.make(from: "Demo/DriverTests"))
        #expect(uuid.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(uuid.dropFirst(14).first == "4", "version 4")
        #expect(uuid.allSatisfy { "0123456789ABCDEF-".contains($0) })
    }
}
