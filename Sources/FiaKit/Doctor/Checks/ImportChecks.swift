// Imports: what each Swift file imports, comments and strings excluded.

/// Every Swift file can be tokenized (and so checked).
struct SourcesReadableCheck: DoctorCheck {
    static let id = "imports.readable"
    static let title = "Every Swift file can be read"
    static let group = DoctorCheckGroup.imports
    static let requiresManifest = false

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        findings(for: snapshot.unreadableFiles)
    }

    func findings(for files: [ProjectSnapshot.UnreadableFile]) -> [Finding] {
        files.map { file in
            file.wasRead
                ? warning(
                    "doctor could not read this file: \(file.reason)", file: file.path, line: file.line,
                    hint: "its imports were not checked; if the file compiles, please report this to fia"
                )
                : error(
                    "doctor could not read this: \(file.reason)", file: file.path, line: file.line,
                    hint: "what it holds was not checked; make it a readable file or folder inside the project, or remove it"
                )
        }
    }
}

/// A target's files import only the package modules it declares as dependencies.
/// An import inside `#if canImport(<module>)` is optional by design and is not reported.
/// A module reached through a declared dependency builds (SwiftPM makes transitive modules
/// visible) but is an implicit dependency: a warning. One reached by nothing is an error.
struct UndeclaredImportCheck: DoctorCheck {
    static let id = "imports.undeclared"
    static let title = "Files import only the modules their target declares"
    static let group = DoctorCheckGroup.imports

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        var findings: [Finding] = []
        for target in snapshot.manifest.targets {
            // Most targets declare a dependency or two: compared in turn (as a set compares its
            // members), they need no set; the DI layer's hundreds do.
            let dependencies = target.dependencies
            let declaredSet = dependencies.count > 4 ? Set(dependencies.map(\.name) + [target.name]) : nil
            func isDeclared(_ module: String) -> Bool {
                if let declaredSet { return declaredSet.contains(module) }
                return module == target.name || dependencies.contains { $0.name == module }
            }
            for file in snapshot.sources(of: target.name) {
                for item in file.summary.imports where !item.isGuardedByCanImport && !isDeclared(item.module) {
                    // Imports breaking the layer rule are reported (once) by `imports.cross-layer`,
                    // but for a utility module outside the layers: undeclared is what is wrong then.
                    guard snapshot.classification.isTarget(item.module),
                          snapshot.classification.violation(from: target.name, to: item.module) == nil
                              || CrossLayerImportCheck.isUndeclaredUtility(item.module, of: target, snapshot)
                    else { continue }
                    if snapshot.graph.reachable(from: target.name).contains(item.module) {
                        findings.append(warning(
                            "'\(target.name)' imports '\(item.module)', an implicit dependency it reaches only through its declared dependencies",
                            file: file.path, line: item.line,
                            hint: "add \"\(item.module)\" to the dependencies of '\(target.name)' in 'Package.swift': it builds today, but breaks when the dependency that brings '\(item.module)' in stops depending on it"
                        ))
                    } else {
                        findings.append(error(
                            "'\(target.name)' imports '\(item.module)' without declaring it as a dependency",
                            file: file.path, line: item.line,
                            hint: "add \"\(item.module)\" to the dependencies of '\(target.name)' in 'Package.swift'; nothing it depends on brings the module in, so it builds only by luck of build order"
                        ))
                    }
                }
            }
        }
        return findings
    }
}

/// No file imports a package module its target may not depend on, e.g. PresentationLayer
/// importing a framework module. Applies to `#if canImport` imports too.
struct CrossLayerImportCheck: DoctorCheck {
    static let id = "imports.cross-layer"
    static let title = "Imports respect the layer rule"
    static let group = DoctorCheckGroup.imports

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        var findings: [Finding] = []
        let classification = snapshot.classification
        for target in snapshot.manifest.targets {
            // The target's side of the rule, looked up once for all its files' imports.
            let dependent = classification.dependent(target.name)
            // The verdicts on the first few modules it imports, compared in turn (cheaper than the
            // hash of a lookup): a target's files import the same few modules again and again.
            var known: [(module: String, violation: LayerViolation?)] = []
            for file in snapshot.sources(of: target.name) {
                for item in file.summary.imports {
                    let found: LayerViolation?
                    if let index = known.firstIndex(where: { $0.module == item.module }) {
                        found = known[index].violation
                    } else {
                        found = classification.violation(from: dependent, to: item.module)
                        if known.count < 4 { known.append((item.module, found)) }
                    }
                    guard let violation = found, !Self.isUndeclaredUtility(item.module, of: target, snapshot) else { continue }
                    findings.append(error(
                        "'\(target.name)' imports '\(item.module)', but \(violation.rule)",
                        file: file.path, line: item.line,
                        hint: violation.hint
                    ))
                }
            }
        }
        return findings
    }
}

extension CrossLayerImportCheck {
    /// Whether `module` is a utility outside the layers (no layer, not shared) that `target` does
    /// not declare: importing it is reported as an undeclared dependency (`imports.undeclared`), not
    /// as a layer violation; declaring it is then the layer rule's business (`dependencies.direction`).
    static func isUndeclaredUtility(_ module: String, of target: PackageManifest.Target, _ snapshot: ProjectSnapshot) -> Bool {
        switch snapshot.classification.role(of: module) {
        case .other?, .otherLayer?: !target.dependencies.contains { $0.name == module }
        default: false
        }
    }
}

/// The domain layer imports no UI framework.
///
/// SwiftUI, UIKit, AppKit and WatchKit are errors. Combine is a warning: it is not UI, but it
/// is Apple-only and ties the domain's API to one framework; async functions and
/// `AsyncSequence` do the same job everywhere.
struct DomainUIImportCheck: DoctorCheck {
    static let id = "imports.ui-in-domain"
    static let title = "The domain imports no UI framework"
    static let group = DoctorCheckGroup.imports
    static let uiFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit"]
    static let discouraged: Set<String> = ["Combine"]

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.sources(of: snapshot.layers.domain).isEmpty ? "the domain layer '\(snapshot.layers.domain)' has no Swift files" : nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let domain = snapshot.layers.domain
        var findings: [Finding] = []
        for file in snapshot.sources(of: domain) {
            for item in file.summary.imports {
                if Self.uiFrameworks.contains(item.module) {
                    findings.append(error(
                        "'\(domain)' imports the UI framework '\(item.module)'", file: file.path, line: item.line,
                        hint: "move UI code to '\(snapshot.layers.presentation)'; '\(domain)' holds entities and protocols only"
                    ))
                } else if Self.discouraged.contains(item.module) {
                    findings.append(warning(
                        "'\(domain)' imports '\(item.module)', an Apple-only framework", file: file.path, line: item.line,
                        hint: "use async functions or 'AsyncSequence' in '\(domain)' instead"
                    ))
                }
            }
        }
        return findings
    }
}
