/// No fia write was interrupted half-way: a journal left in `.fia/` means some files may hold
/// the new version and others the old one. Doctor only reports it (it never writes); the next
/// writing command rolls the write back before doing anything else.
struct PendingJournalCheck: DoctorCheck {
    static let id = "layout.interrupted-write"
    static let title = "No fia write was interrupted"
    static let group = DoctorCheckGroup.layout
    static let requiresManifest = false

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        guard let journal = snapshot.pendingJournal else { return [] }
        return [error(
            journal, file: ".fia",
            hint: "run any writing fia command (e.g. 'fia add feature <Name> --dry-run'): it rolls the interrupted write back first"
        )]
    }
}
