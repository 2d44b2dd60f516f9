@testable import FiaKit
import Testing

/// The new type names `add feature` checks the project's known declarations against answer as
/// the set of them does, by length for ASCII names and through the set for the rest.
struct NewTypeNamesTests {
    static let cases: [[String]] = [
        ["Extra", "ExtraDriver", "MockExtraDriver", "ExtraPresenter", "ExtraView"],
        ["K", "Café", "Extra"],
        ["Cafe\u{301}", "Extra"],
        [],
    ]

    @Test(arguments: cases)
    func agreesWithTheSet(names: [String]) {
        let set = Set(names)
        let lengths = (names.map(\.utf8.count).max() ?? 0) + 1
        let newNames = FeaturePlanner.NewTypeNames(set, lengths: lengths)
        let queries = names + ["", "Extrb", "extra", "ExtraDriveR", "\u{212A}", "Café", "Cafe\u{301}", "ExtraPresenteR", "Ω"]
        for query in queries where query.utf8.count < lengths {
            #expect(newNames.contains(query) == set.contains(query), "\(query)")
        }
    }
}
