/// No file declaring an interactor imports a framework module (a `…Framework` module or the
/// framework-layer target) or a UI framework: interactors are business rules, run on the mock
/// container in tests and the Development app, wherever the project keeps them.
///
/// An import another check already reports is left to it, so each import is reported once: one
/// across the layer rule (an interactor of the presentation layer importing a framework module)
/// by `imports.cross-layer`, a UI framework in the domain layer by `imports.ui-in-domain`.
struct InteractorImportCheck: DoctorCheck {
    static let id = "imports.interactor-frameworks"
    static let title = "Interactors import no framework module and no UI framework"
    static let group = DoctorCheckGroup.imports

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        InteractorTestsCheck.interactors(snapshot).isEmpty ? "no type implements a '…UseCase' protocol" : nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        var findings: [Finding] = []
        var seenFiles = Set<String>()
        for interactor in InteractorTestsCheck.interactors(snapshot) where seenFiles.insert(interactor.file).inserted {
            guard let file = Self.source(at: interactor.file, in: snapshot.sources) else { continue }
            for item in file.summary.imports {
                let module = item.module
                if snapshot.classification.role(of: module) == .framework {
                    guard snapshot.classification.violation(from: interactor.target, to: module) == nil else { continue }
                    findings.append(error(
                        "interactor '\(interactor.name)' imports the framework module '\(module)'", file: file.path, line: item.line,
                        hint: "call it through a driver protocol of '\(snapshot.layers.domain)' that the interactor's dependency provides; only the DI container holds real drivers"
                    ))
                } else if DomainUIImportCheck.uiFrameworks.contains(module) {
                    guard interactor.target != snapshot.layers.domain else { continue }
                    findings.append(error(
                        "interactor '\(interactor.name)' imports the UI framework '\(module)'", file: file.path, line: item.line,
                        hint: "return plain values and leave '\(module)' to the views; keep the interactor in its own file without the import"
                    ))
                }
            }
        }
        return findings
    }

    /// The file at `path` among `sources`, which are sorted by path: a binary search, not a scan.
    static func source(at path: String, in sources: [ProjectSnapshot.SourceFile]) -> ProjectSnapshot.SourceFile? {
        var low = 0
        var high = sources.count
        while low < high {
            let middle = (low + high) / 2
            if sources[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < sources.count && sources[low].path == path ? sources[low] : nil
    }
}
