/// What a planner leaves to the user, printed once its change is written: the plan is a value,
/// these are found while making it (Mockolo's regeneration command). A class, so that a
/// command can read what the planner it handed to `planAndWrite` noted.
final class PlanNotes {
    var lines: [String] = []

    /// The lines as the end of a command's closing message: each after a blank line.
    var text: String {
        lines.map { "\n\n" + $0 }.joined()
    }
}
