/// `fia doctor`'s engine: the one list of checks, run over a project snapshot.
public enum Doctor {
    /// Every check, in the order the report prints them (grouped by `DoctorCheckGroup`).
    public static let checks: [any DoctorCheck] = [
        ManifestReadableCheck(),
        ConfigurationCheck(),
        PendingJournalCheck(),
        SuppressionsCheck(),
        BlueprintOverridesCheck(),
        LayerTargetsCheck(),
        TargetFoldersCheck(),
        TestTargetsCheck(),
        DependencyDirectionCheck(),
        DependencyCycleCheck(),
        FrameworkReachabilityCheck(),
        SourcesReadableCheck(),
        UndeclaredImportCheck(),
        CrossLayerImportCheck(),
        DomainUIImportCheck(),
        InteractorImportCheck(),
        DevelopmentAppProductsCheck(),
        DevelopmentAppImportsCheck(),
        AppProductsCheck(),
        PresenterDependencyWiringCheck(),
        DriverProviderWiringCheck(),
        DriverMockCheck(),
        PresenterTestsCheck(),
        RouterCoverageCheck(),
        ConcreteDriverPlacementCheck(),
        UseCaseInteractorCheck(),
        InteractorDependencyWiringCheck(),
        InteractorTestsCheck(),
        TestPlansValidCheck(),
        UnitTestsPlanCheck(),
        DriverTestsPlanCheck(),
        FeatureTestsPlanCheck(),
        UnknownPlanTargetCheck(),
        TestPlanContainersCheck(),
        DevelopmentAppPlanCheck(),
        SchemeTestPlansCheck(),
    ]

    /// The check with id `id`.
    public static func check(id: String) -> (any DoctorCheck)? {
        checks.first { type(of: $0).id == id }
    }

    /// Runs every check over `snapshot`. Checks needing the manifest are skipped when it
    /// could not be read; a check with nothing to examine is skipped with its reason. The report's
    /// `discovered` lines are left empty unless `describing` (only JSON and `--verbose` print them).
    public static func run(_ snapshot: ProjectSnapshot, checks: [any DoctorCheck] = Doctor.checks, describing: Bool = true) -> DoctorReport {
        let ordered = DoctorCheckGroup.allCases.flatMap { group in checks.filter { type(of: $0).group == group } }
        var results = ordered.map { check in
            let type = type(of: check)
            var base = DoctorReport.CheckResult(id: type.id, title: type.title, group: type.group, findings: [], skipped: false)
            if type.requiresManifest && snapshot.manifestProblem != nil {
                return with(base) { $0.skipped = true; $0.skipReason = "Package.swift could not be read" }
            }
            if let reason = check.skipReason(snapshot) {
                return with(base) { $0.skipped = true; $0.skipReason = reason }
            }
            // Checks of file contents saw only part of the project when some of it could not be read.
            base.incomplete = type.id != SourcesReadableCheck.id && Self.readsFileContents(type.group)
                && snapshot.unreadableFiles.contains { !$0.wasRead }
            return with(base) { $0.findings = check.run(snapshot).sorted() }
        }
        // A file listed by the load whose text a check then could not read: what it holds went
        // unchecked, an error of the readability check (which ran before anyone asked).
        let late = snapshot.lateReads.all
        if !late.isEmpty, let index = results.firstIndex(where: { $0.id == SourcesReadableCheck.id && !$0.skipped }) {
            results[index].findings = (results[index].findings + SourcesReadableCheck().findings(for: late)).sorted()
        }
        return DoctorReport(results: results, discovered: describing ? snapshot.packageLines + snapshot.model.summaryLines(interactors: snapshot.interactors(of:)) : [])
    }

    /// Whether a group's checks look inside files (sources, plans, app specs), not only the manifest.
    private static func readsFileContents(_ group: DoctorCheckGroup) -> Bool {
        switch group {
        case .layout, .dependencies: false
        case .imports, .developmentApp, .apps, .featureWiring, .testPlans: true
        }
    }

    private static func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
        var value = value
        change(&value)
        return value
    }
}
