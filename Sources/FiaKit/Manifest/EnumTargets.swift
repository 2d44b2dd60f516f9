/// The targets a manifest builds from enum cases (`FrameworkTargetType.allCases.map { $0.target }`),
/// read without running the manifest: each top-level `CaseIterable` enum is set beside the targets
/// SwiftPM reports for the manifest (`dump-package`), and the rules that turn its cases into target
/// names are learnt from them — its *families*: a prefix, the case's raw value (or its name), its
/// first letter uppercased or not, a suffix (`firebase` → `FirebaseFramework` and
/// `FirebaseFrameworkTests`). A rule holds only when every case of the enum names a target by it.
struct EnumTargets {
    /// One rule from a case to a target name.
    struct Family: Equatable {
        var prefix: String
        var suffix: String
        /// Whether the raw value's first letter is uppercased (`"\(self)".initialUppercased`).
        var capitalizes: Bool

        func name(for raw: String) -> String {
            prefix + (capitalizes ? EnumTargets.upperFirst(raw) : raw) + suffix
        }

        /// The middle of `name` between the prefix and the suffix, when `name` follows the rule.
        func base(of name: String) -> String? {
            guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
            let base = String(name.dropFirst(prefix.count).dropLast(suffix.count))
            return !capitalizes || base.first?.isUppercase == true ? base : nil
        }
    }

    /// An enum whose cases name targets, and its rules.
    struct Mapped {
        var enumeration: ManifestScanner.CaseEnum
        /// Each case's raw value: the written one, or its name.
        var raws: [String]
        var families: [Family]
    }

    /// Where a new target goes: a new case of an enum.
    struct Placement {
        var mapped: Mapped
        /// The target's rule among the enum's.
        var family: Family
        /// What the rule puts between its prefix and suffix for the new case (`Weather`).
        var base: String
        /// The new case's name and the raw value to write (`nil`: the name is the raw value).
        var caseName: String
        var rawValue: String?
        /// The case whose targets the new case's follow (its `switch` arms are copied), if any.
        var sibling: Int?
    }

    let scanner: ManifestScanner
    /// What SwiftPM makes of the manifest (or what an earlier edit of this command predicted).
    let manifest: PackageManifest
    let mapped: [Mapped]

    init(scanner: ManifestScanner, manifest: PackageManifest) {
        self.scanner = scanner
        self.manifest = manifest
        let names = Set(manifest.targets.map(\.name))
        mapped = scanner.caseIterableEnums().compactMap { enumeration in
            guard !enumeration.hasPayloadCase, !enumeration.cases.isEmpty else { return nil }
            var raws: [String] = []
            for item in enumeration.cases {
                if let raw = item.rawValue {
                    guard let value = scanner.stringValue(raw..<raw + 1) else { return nil }
                    raws.append(value)
                } else {
                    raws.append(scanner.string(item.name))
                }
            }
            let families = Self.families(of: raws, among: names)
            return families.isEmpty ? nil : Mapped(enumeration: enumeration, raws: raws, families: families)
        }
    }

    /// The rules under which every raw value names a target of `names`.
    private static func families(of raws: [String], among names: Set<String>) -> [Family] {
        var found: [Family] = []
        let first = raws[0]
        // Uppercasing an uppercase raw value changes nothing: one rule, not two.
        let transforms = first.first?.isUppercase == true ? [false] : [true, false]
        for capitalizes in transforms {
            let base = capitalizes ? Self.upperFirst(first) : first
            for name in names.sorted() {
                var searchStart = name.startIndex
                while let range = name[searchStart...].firstRange(of: base) {
                    let family = Family(prefix: String(name[..<range.lowerBound]), suffix: String(name[range.upperBound...]), capitalizes: capitalizes)
                    if !found.contains(family), raws.allSatisfy({ names.contains(family.name(for: $0)) }) { found.append(family) }
                    searchStart = name.index(after: range.lowerBound)
                }
            }
        }
        return found
    }

    /// The target the rule `family` gives case `index` of `mapped`.
    func target(_ mapped: Mapped, _ family: Family, case index: Int) -> PackageManifest.Target? {
        manifest.target(named: family.name(for: mapped.raws[index]))
    }

    /// The enum case the target `name` comes from: its enum, rule and case index.
    func origin(of name: String) -> [(mapped: Mapped, family: Family, index: Int)] {
        var found: [(Mapped, Family, Int)] = []
        for mapped in mapped {
            for family in mapped.families {
                if let index = mapped.raws.firstIndex(where: { family.name(for: $0) == name }) { found.append((mapped, family, index)) }
            }
        }
        return found
    }

    /// Where `target` would come from as a new case: the enums whose rule gives its name, whose
    /// every target by that rule has its kind, its folder (with the name changed), and each of its
    /// dependencies — the same one for every case, or the target another rule gives the same case.
    func placements(of target: PackageManifest.Target) -> [Placement] {
        var placements: [Placement] = []
        for mapped in mapped {
            for family in mapped.families {
                guard let base = family.base(of: target.name) else { continue }
                let raw = family.capitalizes ? Self.lowerFirst(base) : base
                guard !mapped.raws.contains(raw), follows(target, base: base, in: mapped, family) else { continue }
                let explicit = mapped.enumeration.cases.allSatisfy { $0.rawValue != nil }
                let caseName = explicit ? caseName(forRaw: raw, in: mapped) : raw
                guard Self.isIdentifier(caseName) else { continue }
                let sibling = mapped.raws.indices.first { index in
                    guard let member = self.target(mapped, family, case: index) else { return false }
                    return Set(member.dependencies.map { relative($0.name, of: mapped, case: index, to: base) }) == Set(target.dependencies.map(\.name))
                        && !member.dependencies.contains(where: \.isProduct)
                }
                placements.append(Placement(
                    mapped: mapped, family: family, base: base, caseName: caseName, rawValue: explicit ? raw : nil, sibling: sibling))
            }
        }
        return placements
    }

    /// The name of a new case with the written raw value `raw`: the raw value in lowerCamel, less
    /// the ending every case's raw value has beyond its name (`licenseData = "LicenseDataFramework"`).
    func caseName(forRaw raw: String, in mapped: Mapped) -> String {
        let names = mapped.enumeration.cases.map { scanner.string($0.name) }
        let lowered = Self.lowerFirst(raw)
        guard let first = names.first, Self.lowerFirst(mapped.raws[0]).hasPrefix(first) else { return lowered }
        let ending = String(mapped.raws[0].dropFirst(first.count))
        guard !ending.isEmpty, zip(names, mapped.raws).allSatisfy({ Self.lowerFirst($1) == $0 + ending }), lowered.hasSuffix(ending),
              lowered.count > ending.count else { return lowered }
        return String(lowered.dropLast(ending.count))
    }

    /// Whether `target` is made by `family` as its siblings are (see `placements(of:)`).
    private func follows(_ target: PackageManifest.Target, base: String, in mapped: Mapped, _ family: Family) -> Bool {
        for index in mapped.raws.indices {
            guard let member = self.target(mapped, family, case: index), member.kind == target.kind else { return false }
            let memberBase = family.capitalizes ? Self.upperFirst(mapped.raws[index]) : mapped.raws[index]
            guard member.folder.replacing(memberBase, with: base) == target.folder else { return false }
            let names = Set(member.dependencies.map { relative($0.name, of: mapped, case: index, to: base) })
            guard target.dependencies.allSatisfy({ names.contains($0.name) }) else { return false }
        }
        return true
    }

    /// `dependency` of case `index`'s target, as the new case's target would name it: a target
    /// another rule of the enum gives the same case becomes the one it gives the new case.
    private func relative(_ dependency: String, of mapped: Mapped, case index: Int, to base: String) -> String {
        for family in mapped.families where family.name(for: mapped.raws[index]) == dependency {
            return family.prefix + base + family.suffix
        }
        return dependency
    }

    /// The manifest SwiftPM would read once `placement`'s case is added: each rule's new target,
    /// made as the sibling's (or the first case's) is, and each target that depends on every
    /// target of a rule depending on the new one too (`FrameworkTargetType.allCases.map(\.dependency)`),
    /// unless the manifest writes each of those targets' names as a string (other than a raw value):
    /// then the dependencies are likely written by name, and no new one is predicted.
    func predicting(_ placement: Placement) -> PackageManifest {
        var predicted = manifest
        let rawValues = Set(placement.mapped.enumeration.cases.compactMap(\.rawValue))
        var strings: Set<String> = []
        for index in scanner.tokens.indices where scanner.tokens[index].kind == .string && !rawValues.contains(index) {
            if let value = scanner.stringValue(index..<index + 1) { strings.insert(value) }
        }
        let mapped = placement.mapped
        let base = placement.base
        let model = placement.sibling ?? 0
        let modelBase = placement.family.capitalizes ? Self.upperFirst(mapped.raws[model]) : mapped.raws[model]
        var added: [String] = []
        for family in mapped.families {
            guard let member = target(mapped, family, case: model) else { continue }
            var new = member
            new.name = family.prefix + base + family.suffix
            new.path = member.path?.replacing(modelBase, with: base)
            new.line = nil
            new.dependencies = member.dependencies.map { dependency in
                var renamed = dependency
                renamed.name = relative(dependency.name, of: mapped, case: model, to: base)
                return renamed
            }
            added.append(new.name)
            predicted.targets.append(new)
            let members = mapped.raws.map(family.name(for:))
            guard !members.allSatisfy(strings.contains) else { continue }
            for index in predicted.targets.indices.dropLast() {
                let names = Set(predicted.targets[index].dependencies.map(\.name))
                guard !members.contains(predicted.targets[index].name), members.allSatisfy(names.contains) else { continue }
                predicted.targets[index].dependencies.append(PackageManifest.Dependency(name: new.name))
            }
        }
        return predicted
    }

    /// The text with its first letter uppercased, as `"\(self)".initialUppercased` makes it.
    static func upperFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    static func lowerFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Whether `name` can be written as a case name as it is: ASCII letters and digits, not a keyword.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            && !TypeName.keywords.contains(name)
    }
}
