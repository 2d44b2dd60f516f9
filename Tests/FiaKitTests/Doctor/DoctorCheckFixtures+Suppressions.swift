@testable import FiaKit

extension DoctorCheckFixtures {
    static let suppressions: [DoctorCheckFixture] = [
        DoctorCheckFixture(
            "layout.suppressions", "a suppression without a reason, and a severity for no check",
            failing: base
                .inserting("// fia:ignore imports.cross-layer", after: "import Observation", in: settingsPresenter)
                .setting(ProjectConfiguration.path, to: #"{"severity": {"imports.crosslayer": "off"}}"#),
            expected: [
                .warning("the suppression of 'imports.cross-layer' gives no reason, so it suppresses nothing", settingsPresenter, 3),
                .warning("'severity' names 'imports.crosslayer', which is not a check", ProjectConfiguration.path),
            ]
        ),
    ]
}
