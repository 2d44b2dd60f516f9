public struct Order: Identifiable, Equatable, Sendable {
    public let id: Int

    public init(id: Int) {
        self.id = id
    }
}
