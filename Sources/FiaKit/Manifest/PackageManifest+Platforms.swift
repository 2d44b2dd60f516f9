extension PackageManifest {
    /// One element of `platforms:`: a platform and its minimum version, as SwiftPM spells them
    /// (`iOS`, `macOS`, `macCatalyst`, `tvOS`, `watchOS`, `visionOS`, `driverKit`; a custom
    /// platform by its own name).
    public struct Platform: Equatable, Sendable {
        public var name: String
        /// The version's numbers: `.v10_15` and `"10.15"` are `[10, 15]`.
        public var version: [Int]

        public init(name: String, version: [Int]) {
            self.name = name
            self.version = version
        }

        /// `name` and a version as SwiftPM writes it (`"15"`, `"10.15"`, `"v10_15"`); `nil` when
        /// the version is not dot- or underscore-separated numbers.
        public init?(name: String, version text: some StringProtocol) {
            let digits = text.hasPrefix("v") ? text.dropFirst() : text[...]
            let parts = digits.split(separator: digits.contains("_") ? "_" : ".", omittingEmptySubsequences: false)
            var version: [Int] = []
            for part in parts {
                guard let number = Int(part), number >= 0 else { return nil }
                version.append(number)
            }
            guard !version.isEmpty else { return nil }
            self.init(name: name, version: version)
        }

        /// The version as SwiftPM's `dump-package` prints it: `"15.0"`, `"10.15"`.
        public var versionString: String {
            (version.count == 1 ? version + [0] : version).map(String.init).joined(separator: ".")
        }

        /// Whether the minimum is at least `other` (`[17]` is at least `[17, 0]`).
        func isAtLeast(_ other: [Int]) -> Bool {
            for index in 0..<max(version.count, other.count) {
                let mine = index < version.count ? version[index] : 0
                let theirs = index < other.count ? other[index] : 0
                if mine != theirs { return mine > theirs }
            }
            return true
        }
    }

    /// Where Observation (`@Observable`) begins: iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1
    /// (`@available` of `Observable()` in the toolchain's Observation.swiftinterface; Mac Catalyst
    /// follows iOS).
    static let observationMinimums: [String: [Int]] = [
        "iOS": [17], "macCatalyst": [17], "macOS": [14], "tvOS": [17], "watchOS": [10], "visionOS": [1],
    ]

    /// Whether every Apple platform the package builds for has Observation at its minimum, so a
    /// presenter can be `@Observable`; otherwise it is an `ObservableObject`. A package that lists
    /// no platforms builds at SwiftPM's defaults (iOS 12, macOS 10.13), below it; one whose
    /// `platforms:` cannot be read is given the form every platform compiles.
    public var supportsObservation: Bool {
        guard let platforms, !platforms.isEmpty else { return false }
        return platforms.allSatisfy { platform in
            Self.observationMinimums[platform.name].map(platform.isAtLeast) ?? true
        }
    }
}
