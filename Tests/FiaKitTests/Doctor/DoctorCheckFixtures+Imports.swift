@testable import FiaKit

extension DoctorCheckFixtures {
    /// Imports of `SettingsFramework` as the compiler reads them, and the line doctor names.
    static let importForms: [(name: String, source: String, line: Int)] = [
        ("the module on the next line", "import\n    SettingsFramework\n", 1),
        ("an attribute before it", "@preconcurrency import SettingsFramework\n", 1),
        ("@_exported", "@_exported import SettingsFramework\n", 1),
        ("an access modifier", "public import SettingsFramework\n", 1),
        ("one declaration of the module", "import struct SettingsFramework.SettingsDriver\n", 1),
        ("inside #if", "#if DEBUG\nimport SettingsFramework\n#endif\n", 2),
        ("kind and module on their own lines", "import\nstruct\nSettingsFramework.SettingsDriver\n", 1),
    ]

    static let settingsPresenter = "Sources/PresentationLayer/Settings/SettingsPresenter.swift"
    static let integrationTests = "Tests/DependencyInjectionLayerTests/SettingsPresenterIntegrationTests.swift"
    static let settingsEntity = "Sources/DomainLayer/Entities/Settings.swift"

    static let imports: [DoctorCheckFixture] = [
        DoctorCheckFixture(
            "imports.readable", "an unterminated string literal",
            failing: base.setting("Sources/PresentationLayer/Broken.swift", to: "import DomainLayer\nlet text = \"never closed\n"),
            expected: [.warning(
                "doctor could not read this file: unterminated string literal starting on line 2",
                "Sources/PresentationLayer/Broken.swift", 2
            )]
        ),
        DoctorCheckFixture(
            "imports.readable", "a binary file named like a Swift file: not read at all, so an error",
            failing: base.setting("Sources/DomainLayer/Blob.swift", to: "import SwiftUI\u{0}"),
            expected: [.error(
                "doctor could not read this: a binary file (it holds NUL bytes), not text; not read",
                "Sources/DomainLayer/Blob.swift"
            )]
        ),
        DoctorCheckFixture(
            "imports.undeclared", "DI layer tests import a framework module they do not declare",
            // An import guarded by `canImport` of itself is optional, so it is fine.
            passing: base.inserting(
                "#if canImport(SettingsFramework)\nimport SettingsFramework\n#endif",
                after: "import PresentationLayer", in: integrationTests
            ),
            failing: base.inserting("import SettingsFramework", after: "import PresentationLayer", in: integrationTests),
            expected: [.warning(
                "'DependencyInjectionLayerTests' imports 'SettingsFramework', an implicit dependency it reaches only through its declared dependencies",
                integrationTests, 3
            )]
        ),
        {
            let failing = base.replacing("                \"LicenseFramework\",\n", with: "", in: manifest)
            return DoctorCheckFixture(
                "imports.undeclared", "the DI layer imports a framework module nothing it depends on brings in",
                failing: failing,
                expected: [.error(
                    "'DependencyInjectionLayer' imports 'LicenseFramework' without declaring it as a dependency",
                    container, failing.line(of: "import LicenseFramework", in: container)
                )],
                alsoReported: ["dependencies.framework-reachable"]
            )
        }(),
        DoctorCheckFixture(
            "imports.cross-layer", "PresentationLayer imports a framework module",
            // Mentions in comments and strings are not imports.
            passing: base
                .inserting("// import SettingsFramework", after: "import Observation", in: settingsPresenter)
                .inserting(#"let note = "import SettingsFramework""#, after: "// import SettingsFramework", in: settingsPresenter)
                .inserting("/* import SettingsFramework */", after: "let note", in: settingsPresenter),
            failing: base.inserting("import SettingsFramework", after: "import Observation", in: settingsPresenter),
            expected: [.error(
                "'PresentationLayer' imports 'SettingsFramework', but 'PresentationLayer' may depend only on 'DomainLayer'",
                settingsPresenter, 3
            )]
        ),
        DoctorCheckFixture(
            "imports.cross-layer", "PresentationLayer imports a framework module inside #if canImport",
            failing: base.inserting(
                "#if canImport(SettingsFramework)\nimport SettingsFramework\n#endif",
                after: "import Observation", in: settingsPresenter
            ),
            expected: [.error(
                "'PresentationLayer' imports 'SettingsFramework', but 'PresentationLayer' may depend only on 'DomainLayer'",
                settingsPresenter, 4
            )]
        ),
        // The import forms the compiler accepts (ImportFormsDoctorTests has `swiftc -parse` read them):
        // each brings the framework module into the domain layer.
    ] + importForms.map { form in
        let failing = base.setting(settingsEntity, to: form.source + base.files[settingsEntity]!)
        return DoctorCheckFixture(
            "imports.cross-layer", "DomainLayer imports a framework module: \(form.name)",
            failing: failing,
            expected: [.error(
                "'DomainLayer' imports 'SettingsFramework', but 'DomainLayer' may depend on no other module of the package",
                settingsEntity, form.line
            )]
        )
    } + [
        DoctorCheckFixture(
            "imports.cross-layer", "DomainLayer imports PresentationLayer",
            failing: base.setting(settingsEntity, to: "import PresentationLayer\n" + base.files[settingsEntity]!),
            expected: [.error(
                "'DomainLayer' imports 'PresentationLayer', but 'DomainLayer' may depend on no other module of the package",
                settingsEntity, 1
            )]
        ),
        DoctorCheckFixture(
            "imports.ui-in-domain", "import SwiftUI in DomainLayer",
            failing: base.setting(settingsEntity, to: "import SwiftUI\n" + base.files[settingsEntity]!),
            expected: [.error("'DomainLayer' imports the UI framework 'SwiftUI'", settingsEntity, 1)]
        ),
        DoctorCheckFixture(
            "imports.ui-in-domain", "import Combine in DomainLayer",
            failing: base.setting(settingsEntity, to: "@preconcurrency import Combine\n" + base.files[settingsEntity]!),
            expected: [.warning("'DomainLayer' imports 'Combine', an Apple-only framework", settingsEntity, 1)]
        ),
    ]
}

extension DoctorCheckFixtures {
    /// A protocol doctor cannot read: the file is reported instead of its protocols being missed.
    static let unreadableProtocol = DoctorCheckFixture(
        "imports.readable", "a protocol without a body",
        failing: base.setting("Sources/DomainLayer/Drivers/Broken.swift", to: "public protocol Broken: Sendable\n"),
        expected: [.warning(
            "doctor could not read this file: \(malformedProtocol("public protocol Broken: Sendable\n"))",
            "Sources/DomainLayer/Drivers/Broken.swift", 1
        )]
    )

    static func malformedProtocol(_ source: String) -> String {
        do {
            _ = try SwiftDeclarations.protocols(in: source)
            return "readable"
        } catch {
            return error.description
        }
    }
}
