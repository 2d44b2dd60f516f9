@testable import FiaKit
import Testing

/// `AppScreen`'s edits: a case in the enum, a branch in `view(container:)`'s switch.
struct SwiftSourceEditorCaseTests {
    static let fresh = """
        #if canImport(SwiftUI)
        import SwiftUI
        #endif

        public enum AppScreen: CaseIterable, Hashable, Sendable {
        }

        #if canImport(SwiftUI)
        extension AppScreen {
            @MainActor
            public func view<Container: DIContainerDependency>(container: Container) -> AnyView {
                switch self {
                }
            }
        }
        #endif

        """

    private func addScreen(_ name: String, _ view: String, to source: String) throws -> String {
        let added = try SwiftSourceEditor.addCase(name, toEnum: "AppScreen", in: source)
        return try SwiftSourceEditor.addSwitchCase(
            name, statements: ["AnyView(\(view)(dependency: container))"], inFunction: "view", in: added)
    }

    @Test func freshThenTwoScreens() throws {
        let one = try addScreen("settings", "SettingsView", to: Self.fresh)
        let two = try addScreen("`default`", "DefaultView", to: one)
        #expect(two == """
            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            public enum AppScreen: CaseIterable, Hashable, Sendable {
                case settings
                case `default`
            }

            #if canImport(SwiftUI)
            extension AppScreen {
                @MainActor
                public func view<Container: DIContainerDependency>(container: Container) -> AnyView {
                    switch self {
                    case .settings:
                        AnyView(SettingsView(dependency: container))
                    case .`default`:
                        AnyView(DefaultView(dependency: container))
                    }
                }
            }
            #endif

            """)
        #expect(try addScreen("settings", "SettingsView", to: two) == two)
        #expect(try addScreen("default", "DefaultView", to: two) == two)
    }

    @Test func handWrittenShapesKeepEveryOtherByte() throws {
        let source = """
            enum AppScreen: Hashable {
              case home, settings(Int) // two
              case about

              var isRoot: Bool { self == .home }
            }

            extension AppScreen {
              func view() -> AnyView {
                switch self {
                case .home: AnyView(Text("home"))
                case .settings(let id):
                  if case .about = self { return AnyView(EmptyView()) }
                  AnyView(Text("\\(id)"))
                case .about: AnyView(Text("about"))
                }
              }
            }
            """
        let edited = try addScreen("profile", "ProfileView", to: source)
        #expect(edited == """
            enum AppScreen: Hashable {
              case home, settings(Int) // two
              case about
              case profile

              var isRoot: Bool { self == .home }
            }

            extension AppScreen {
              func view() -> AnyView {
                switch self {
                case .home: AnyView(Text("home"))
                case .settings(let id):
                  if case .about = self { return AnyView(EmptyView()) }
                  AnyView(Text("\\(id)"))
                case .about: AnyView(Text("about"))
                case .profile:
                    AnyView(ProfileView(dependency: container))
                }
              }
            }
            """)
        // `settings` and `about` are already there: in a comma list, and in a label after an `if case`.
        #expect(try addScreen("settings", "SettingsView", to: edited) == edited)
        #expect(try addScreen("about", "AboutView", to: edited) == edited)
    }

    @Test func oneLineBodiesAndCRLF() throws {
        let source = "enum AppScreen {}\r\nfunc view(s: AppScreen) -> Int {\r\n    switch s {}\r\n}\r\n"
        let added = try SwiftSourceEditor.addCase("home", toEnum: "AppScreen", in: source)
        let edited = try SwiftSourceEditor.addSwitchCase("home", statements: ["1"], inFunction: "view", in: added)
        #expect(edited == "enum AppScreen {\r\n    case home\r\n}\r\nfunc view(s: AppScreen) -> Int {\r\n    switch s {\r\n    case .home:\r\n        1\r\n    }\r\n}\r\n")
    }

    @Test func refusals() {
        #expect(throws: SourceEditError.declarationNotFound(kind: "enum", name: "AppScreen")) {
            try SwiftSourceEditor.addCase("home", toEnum: "AppScreen", in: "struct AppScreen {}")
        }
        #expect(throws: SourceEditError.declarationNotFound(kind: "function", name: "view")) {
            try SwiftSourceEditor.addSwitchCase("home", statements: [], inFunction: "view", in: "enum AppScreen { case a }")
        }
        // Two switches (or none) at the top of the body: which one is the router is not clear.
        let twoSwitches = "func view() { switch a { case .x: break }\n switch b { case .y: break } }"
        #expect(throws: SourceEditError.malformedDeclaration(kind: "function", name: "view", line: 1)) {
            try SwiftSourceEditor.addSwitchCase("home", statements: [], inFunction: "view", in: twoSwitches)
        }
    }
}

/// The byte shortcut the case editors take agrees with the string rule it stands for.
struct CaseNameByteRuleTests {
    @Test func unescapedNamesAreComparedAsTheirStrings() throws {
        let index = try SwiftSourceIndex("enum E { case a, `default`, `b`, Ä, e\u{301}, \u{1FEF}x, ab, `a` }\n\u{1FEF}ab\u{1FEF} .\u{1FEF}ab\u{1FEF}\n")
        let names = ["a", "default", "`default`", "b", "Ä", "A\u{308}", "é", "`x", "\u{1FEF}x", "ab", ""]
        // Every token (a label's `.` may be followed by any): a Greek varia is a backtick to `unescaped`.
        for position in index.tokens.indices {
            for name in names {
                #expect(index.unescapedText(at: position, is: name) == (SwiftSourceEditor.unescaped(index.string(at: position)) == name),
                        "\(index.string(at: position)) vs \(name)")
            }
        }
        let keyword = try #require(index.tokens.indices.first { index.isKeyword($0, "case") })
        let declared = index.caseDeclaration(at: keyword).names
        for name in names + declared {
            #expect(index.caseDeclaration(at: keyword, declares: name) == declared.contains(name), "\(name)")
        }
    }
}
