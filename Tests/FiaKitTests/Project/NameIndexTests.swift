@testable import FiaKit
import Testing

/// `NameIndex` numbers names in the order first inserted, with `String`'s equality (a Kelvin
/// sign is a "K", "é" is "e" and an accent).
struct NameIndexTests {
    static let names: [[String]] = [
        [],
        ["A"],
        ["", "A", ""],
        ["DomainLayer", "PresentationLayer", "DomainLayer", "Feature10Framework", "Feature10FrameworkTests", "Feature1Framework"],
        (0..<300).map { "Feature\($0)Framework" } + (0..<300).map { "Feature\($0 % 7)Framework" },
        ["K", "k", "\u{212A}", "KK", "\u{212A}K"],
        ["Café", "Cafe\u{301}", "Cafe", "Caf"],
        ["Eight888", "Eight8888", "Eight88", "Sixteen_bytes_16", "Sixteen_bytes_1"],
    ]

    @Test(arguments: names)
    func numbersAsADictionaryOfFirstInsertions(names: [String]) {
        var index = NameIndex(minimumCapacity: names.count / 3)
        var expected: [String: Int] = [:]
        for name in names {
            let (id, isNew) = index.insert(name)
            if let first = expected[name] {
                #expect(id == first && !isNew, "\(name)")
            } else {
                expected[name] = expected.count
                #expect(id == expected[name] && isNew, "\(name)")
            }
        }
        #expect(index.count == expected.count)
        let queries = names + ["", "Missing", "K", "\u{212A}", "Café", "Cafe\u{301}", "Feature299Framework", "Feature300Framework", "Ꭺ"]
        for query in queries {
            #expect(index.id(of: query) == expected[query], "\(query)")
            #expect(index.contains(query) == (expected[query] != nil))
        }
        for (id, name) in index.names.enumerated() {
            #expect(expected[name] == id)
        }
    }
}
