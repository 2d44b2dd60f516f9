public struct Settings: Equatable, Sendable {
    public var showsLicenseBodies: Bool

    public init(showsLicenseBodies: Bool) {
        self.showsLicenseBodies = showsLicenseBodies
    }
}
