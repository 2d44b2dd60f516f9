extension DoctorCheckFixtures {
    static let dependencies: [DoctorCheckFixture] = [
        {
            let failing = base.replacing("""
                            name: "DomainLayer",
                            path:
                """, with: """
                            name: "DomainLayer",
                            dependencies: ["PresentationLayer"],
                            path:
                """, in: manifest)
            return DoctorCheckFixture(
                "dependencies.direction", "DomainLayer depends on PresentationLayer",
                failing: failing,
                expected: [.error(
                    "'DomainLayer' depends on 'PresentationLayer', but 'DomainLayer' may depend on no other module of the package",
                    manifest, failing.line(of: #"dependencies: ["PresentationLayer"]"#, in: manifest)
                )],
                alsoReported: ["dependencies.cycle"]
            )
        }(),
        {
            let failing = base.replacing("""
                            name: "PresentationLayer",
                            dependencies: ["DomainLayer"],
                """, with: """
                            name: "PresentationLayer",
                            dependencies: ["DomainLayer", "SettingsFramework"],
                """, in: manifest)
            return DoctorCheckFixture(
                "dependencies.direction", "PresentationLayer depends on a framework module",
                failing: failing,
                expected: [.error(
                    "'PresentationLayer' depends on 'SettingsFramework', but 'PresentationLayer' may depend only on 'DomainLayer'",
                    manifest, failing.line(of: #"dependencies: ["DomainLayer", "SettingsFramework"]"#, in: manifest)
                )]
            )
        }(),
        DoctorCheckFixture(
            "dependencies.cycle", "PresentationLayer and DependencyInjectionLayer depend on each other",
            failing: base.replacing("""
                            name: "PresentationLayer",
                            dependencies: ["DomainLayer"],
                """, with: """
                            name: "PresentationLayer",
                            dependencies: ["DomainLayer", "DependencyInjectionLayer"],
                """, in: manifest),
            expected: [.error(
                "dependency cycle: 'PresentationLayer' → 'DependencyInjectionLayer' → 'PresentationLayer'",
                manifest, base.targetLine("PresentationLayer")
            )],
            alsoReported: ["dependencies.direction"]
        ),
        {
            let failing = base.replacing("                \"LicenseFramework\",\n", with: "", in: manifest)
            return DoctorCheckFixture(
                "dependencies.framework-reachable", "the DI layer does not link a framework module",
                failing: failing,
                expected: [.warning(
                    "framework module 'LicenseFramework' is not reachable from 'DependencyInjectionLayer', so no app links it",
                    manifest, failing.targetLine("LicenseFramework")
                )],
                // DIContainer.swift still imports it.
                alsoReported: ["imports.undeclared"]
            )
        }(),
    ]
}
