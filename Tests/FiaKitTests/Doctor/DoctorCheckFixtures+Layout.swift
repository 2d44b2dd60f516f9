extension DoctorCheckFixtures {
    static let layout: [DoctorCheckFixture] = [
        DoctorCheckFixture(
            "layout.manifest", "targets built by a function, and no dump-package",
            failing: base.replacing("    targets: [\n", with: "    targets: makeTargets() + [\n", in: manifest),
            expected: [.error(
                "'Package.swift' is not in a literal form doctor reads (unable to find array literal for 'targets' argument), and 'swift package dump-package' failed: noDumpPackage",
                manifest
            )]
        ),
        DoctorCheckFixture(
            "layout.config", "a layer name that is not a string",
            passing: base.setting(".fia/config.json", to: #"{"domain": "DomainLayer", "frameworks": []}"#),
            failing: base.setting(".fia/config.json", to: #"{"domain": 1}"#),
            expected: [.error("the project config's 'domain' must be a target name", ".fia/config.json")]
        ),
        DoctorCheckFixture(
            "layout.config", "an unknown key",
            failing: base.setting(".fia/config.json", to: #"{"domian": "Core"}"#),
            expected: [.error("the project config has an unknown key 'domian'", ".fia/config.json")]
        ),
        DoctorCheckFixture(
            "layout.config", "not JSON",
            failing: base.setting(".fia/config.json", to: "domain = Core"),
            expected: [.error("the project config is not valid JSON", ".fia/config.json")]
        ),
        DoctorCheckFixture(
            "layout.interrupted-write", "a write journal left by a killed run",
            failing: base.setting(".fia/journal", to: #"{"pid": 1, "directories": [], "files": []}"#),
            expected: [.error("an interrupted fia run left its write journal '.fia/journal'; the project may be half-written", ".fia")]
        ),
        DoctorCheckFixture(
            "layout.blueprint-overrides", "an override whose path matches no blueprint",
            passing: base.setting(".fia/Blueprints/feature/Sources/PresentationLayer/{{ name }}/{{ name }}Presenter.swift", to: "// ours\n"),
            failing: base.setting(".fia/Blueprints/feature/Sources/PresentationLayer/{{ name }}Presenter.swift", to: "// ours\n"),
            expected: [.warning(
                "'feature/Sources/PresentationLayer/{{ name }}Presenter.swift' matches none of fia's blueprints, so fia never uses it",
                ".fia/Blueprints/feature/Sources/PresentationLayer/{{ name }}Presenter.swift"
            )]
        ),
        DoctorCheckFixture(
            "layout.layer-targets", "the configured DI layer does not exist",
            failing: base.setting(".fia/config.json", to: #"{"dependencyInjection": "Composition"}"#),
            expected: [.error("the package has no target 'Composition'", manifest)],
            // DependencyInjectionLayer is then an ordinary layer, which may not use frameworks.
            alsoReported: ["dependencies.direction", "imports.cross-layer"]
        ),
        DoctorCheckFixture(
            "layout.target-folders", "a framework module's folder is gone",
            failing: base.removingFolder("Sources/FrameworkLayer/LicenseFramework/"),
            expected: [.error(
                "the folder 'Sources/FrameworkLayer/LicenseFramework' of target 'LicenseFramework' does not exist",
                manifest, base.targetLine("LicenseFramework")
            )]
        ),
        DoctorCheckFixture(
            "layout.test-targets", "a framework module without its test target",
            failing: base.replacing("""
                        .testTarget(
                            name: "LicenseFrameworkTests",
                            dependencies: ["DomainLayer", "LicenseFramework"]
                        ),

                """, with: "", in: manifest),
            expected: [.warning("no test target tests 'LicenseFramework'", manifest, base.targetLine("LicenseFramework"))],
            // The plans still name it.
            alsoReported: ["test-plans.unknown-target"]
        ),
    ]
}
