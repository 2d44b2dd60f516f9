@testable import FiaKit
import Testing

struct BlueprintCatalogTests {
    static let embedded: [String: String] = [
        "feature/dot_gitignore": ".build/\n",
        "feature/dot_swiftpm/xcode/{{ name }}.xcscheme": "<Scheme name=\"{{ name }}\"/>\n",
        "feature/Sources/{{ name }}/{{ name }}Presenter.swift": "final class {{ name }}Presenter {}\n",
        "feature/Tests/{{ name | snake }}_dot_test.txt": "{{ name | kebab }}",
        "feature/{% if withDocs %}Docs/{{ name }}.md{% endif %}": "# {{ name }}\n",
        "feature/{% if withDocs %}dot_docs/index.md{% endif %}": "index\n",
        "featureless/a.txt": "not in the group",
        "snippets/framework-target.swift": ".target(name: \"{{ name }}Framework\")",
    ]
    static let context: [String: TemplateValue] = ["name": "LicenseList", "withDocs": false]

    @Test func rendersAGroupsPathsAndContentsSortedByPath() throws {
        let files = try BlueprintCatalog(embedded: Self.embedded).render(group: "feature", context: Self.context)
        #expect(files.map(\.path) == [
            ".gitignore",
            ".swiftpm/xcode/LicenseList.xcscheme",
            "Sources/LicenseList/LicenseListPresenter.swift",
            "Tests/license_list_dot_test.txt",
        ])
        #expect(files.map(\.contents) == [
            ".build/\n",
            "<Scheme name=\"LicenseList\"/>\n",
            "final class LicenseListPresenter {}\n",
            "license-list",
        ])
    }

    @Test func aPathThatRendersEmptyLeavesItsFileOut() throws {
        var context = Self.context
        context["withDocs"] = true
        let files = try BlueprintCatalog(embedded: Self.embedded).render(group: "feature", context: context)
        #expect(files.map(\.path) == [
            ".docs/index.md",
            ".gitignore",
            ".swiftpm/xcode/LicenseList.xcscheme",
            "Docs/LicenseList.md",
            "Sources/LicenseList/LicenseListPresenter.swift",
            "Tests/license_list_dot_test.txt",
        ])
        #expect(files.first { $0.path == "Docs/LicenseList.md" }?.contents == "# LicenseList\n")
    }

    @Test func rendersOneBlueprint() throws {
        let catalog = BlueprintCatalog(embedded: Self.embedded)
        #expect(try catalog.render("snippets/framework-target.swift", context: Self.context) == ".target(name: \"LicenseListFramework\")")
    }

    @Test func overridesReplaceEmbeddedBlueprints() throws {
        let catalog = BlueprintCatalog(embedded: Self.embedded, overrides: [
            "feature/dot_gitignore": "# ours\n{{ name }}\n",
            "snippets/framework-target.swift": "custom {{ name | camel }}",
            "feature/Typo.swift": "never rendered",
        ])
        let files = try catalog.render(group: "feature", context: Self.context)
        #expect(files.first?.path == ".gitignore")
        #expect(files.first?.contents == "# ours\nLicenseList\n")
        #expect(files.count == 4, "the unmatched override adds no file")
        #expect(try catalog.render("snippets/framework-target.swift", context: Self.context) == "custom licenseList")
        #expect(catalog.unmatchedOverrides == ["feature/Typo.swift"])
    }

    @Test func defaultsToTheEmbeddedBlueprints() {
        #expect(BlueprintCatalog().embedded == EmbeddedBlueprints.files)
        #expect(BlueprintCatalog().overrides.isEmpty)
        let catalog = BlueprintCatalog()
        #expect(EmbeddedBlueprints.files.keys.allSatisfy { catalog.parsed($0) != nil }, "every embedded blueprint comes parsed")
        #expect(BlueprintCatalog(embedded: EmbeddedBlueprints.files).parsed("new/Package.swift") == nil, "other blueprints are parsed when rendered")
    }

    @Test func anOverrideOfAParsedBlueprintIsParsedAtRunTime() throws {
        let path = "snippets/framework-target.swift"
        let context: [String: TemplateValue] = ["name": "Settings", "driver": "Settings"]
        let embedded = try BlueprintCatalog().render(path, context: context)
        #expect(try BlueprintCatalog(overrides: [path: "// ours {{ name }}"]).render(path, context: context) == "// ours Settings")
        let parsedNow = try Template(source: EmbeddedBlueprints.files[path] ?? "", name: path)
        #expect(try embedded == parsedNow.render(context))
        #expect(throws: BlueprintError(file: path, line: 1, message: "unknown variable 'nope'", isProjectOverride: true)) {
            try BlueprintCatalog(overrides: [path: "{{ nope }}"]).render(path, context: context)
        }
    }

    @Test func errorsNameGroupPathAndLine() {
        let catalog = BlueprintCatalog(embedded: ["new/Package.swift": "// swift-tools-version: 6.0\n{{ nmae }}\n"])
        let expected = BlueprintError(file: "new/Package.swift", line: 2, message: "unknown variable 'nmae'")
        #expect(throws: expected) { try catalog.render(group: "new", context: Self.context) }
        #expect(throws: expected) { try catalog.render("new/Package.swift", context: Self.context) }
        #expect(expected.description == "new/Package.swift:2: unknown variable 'nmae'")
    }

    @Test func errorsInAnOverrideSaySo() {
        let catalog = BlueprintCatalog(
            embedded: ["new/Package.swift": "{{ name }}", "new/Other.swift": "{{ name }}"],
            overrides: ["new/Package.swift": "\n\n{{ name | camle }}"]
        )
        let expected = BlueprintError(
            file: "new/Package.swift", line: 3,
            message: "unknown filter 'camle' (filters: camel, kebab, lower, pascal, snake, upper)",
            isProjectOverride: true
        )
        #expect(throws: expected) { try catalog.render(group: "new", context: Self.context) }
        #expect(expected.description.hasPrefix("new/Package.swift:3 (project override): unknown filter 'camle'"))
        #expect(throws: Never.self) { try catalog.render("new/Other.swift", context: Self.context) }
    }

    @Test(arguments: [
        ("g/Sources/{{ nmae }}/A.swift", "unknown variable 'nmae' in the blueprint's path"),
        ("g/{{ empty }}/A.swift", "its path renders to '/A.swift', which is not a valid relative path"),
        ("g/x/../../A.swift", "its path renders to 'x/../../A.swift', which is not a valid relative path"),
        ("g/x/{% if empty %}{% endif %}", "its path renders to 'x/', which is not a valid relative path"),
        ("g/dot_./A.swift", "its path renders to '../A.swift', which is not a valid relative path"),
    ])
    func badPathsAreRefused(path: String, message: String) {
        let catalog = BlueprintCatalog(embedded: [path: "x", "g/ok.txt": "ok"])
        #expect(throws: BlueprintError(file: path, line: 1, message: message)) {
            try catalog.render(group: "g", context: ["empty": ""])
        }
    }

    @Test func twoBlueprintsRenderingToOnePathAreRefused() {
        let catalog = BlueprintCatalog(embedded: ["g/{{ a }}.txt": "1", "g/{{ b }}.txt": "2"])
        #expect(throws: BlueprintError(file: "g/{{ b }}.txt", line: 0, message: "renders to the same path 'x.txt' as 'g/{{ a }}.txt'")) {
            try catalog.render(group: "g", context: ["a": "x", "b": "x"])
        }
    }

    @Test func missingBlueprintsAndGroupsAreRefused() {
        let catalog = BlueprintCatalog(embedded: Self.embedded)
        #expect(throws: BlueprintError(file: "snippets/nope.swift", line: 0, message: "no such blueprint")) {
            try catalog.render("snippets/nope.swift", context: Self.context)
        }
        #expect(throws: BlueprintError(file: "feat/", line: 0, message: "no such blueprint group")) {
            try catalog.render(group: "feat", context: Self.context)
        }
        #expect(catalog.paths(in: "feature").count == 6)
    }
}
