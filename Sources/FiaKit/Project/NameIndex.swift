/// Names (of targets, modules, protocols) numbered in the order first inserted: a table for the
/// thousands of names of a big manifest, each looked up by its number afterwards.
struct NameIndex {
    /// Every key, by id.
    private(set) var names: [String] = []
    private var ids: [String: Int] = [:]

    init(minimumCapacity: Int = 0) {
        names.reserveCapacity(minimumCapacity)
        ids.reserveCapacity(minimumCapacity)
    }

    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        self.init(minimumCapacity: names.underestimatedCount)
        for name in names { insert(name) }
    }

    var count: Int { names.count }

    /// The id of `name`: its first insertion's.
    func id(of name: String) -> Int? {
        ids[name]
    }

    func contains(_ name: String) -> Bool {
        ids[name] != nil
    }

    /// Numbers `name` (the next id) unless it already has one: its id, and whether it is new.
    @discardableResult
    mutating func insert(_ name: String) -> (id: Int, isNew: Bool) {
        let id = names.count
        var existing: Int?
        // One lookup: the slot gets `id` only when the name has none yet.
        func take(_ value: inout Int) {
            if value != id { existing = value }
        }
        take(&ids[name, default: id])
        if let existing { return (existing, false) }
        names.append(name)
        return (id, true)
    }
}
