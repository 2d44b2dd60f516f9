@testable import FiaKit
import Testing

/// `NameRenaming`: whole names only — code by token, strings and comments by word.
struct NameRenamingTests {
    private let renaming = NameRenaming(
        identifiers: ["SettingsPresenter": "PreferencesPresenter", "settingsDriver": "preferencesDriver"],
        words: ["SettingsPresenter": "PreferencesPresenter", "SettingsFramework": "PreferencesFramework"],
        members: ["AppScreen": ["settings": "preferences"]]
    )

    @Test func renamesWholeIdentifierTokensOnly() throws {
        let source = """
            let presenter = SettingsPresenter(dependency: container.settingsDriver)
            let cache = MySettingsPresenterCache(); let count = settingsDriverCount
            let settings = AppScreen.settings, other = Other.settings

            """
        #expect(try renaming.apply(toSwift: source) == """
            let presenter = PreferencesPresenter(dependency: container.preferencesDriver)
            let cache = MySettingsPresenterCache(); let count = settingsDriverCount
            let settings = AppScreen.preferences, other = Other.settings

            """)
    }

    @Test func renamesWholeWordsInStringsAndComments() throws {
        let source = """
            // `SettingsPresenter` loads; SettingsPresenterCache does not move.
            let path = "Sources/FrameworkLayer/SettingsFramework", label = "Settings"
            let multi = \"""
                SettingsFramework \\(SettingsPresenter.self)
                \"""

            """
        #expect(try renaming.apply(toSwift: source) == """
            // `PreferencesPresenter` loads; SettingsPresenterCache does not move.
            let path = "Sources/FrameworkLayer/PreferencesFramework", label = "Settings"
            let multi = \"""
                PreferencesFramework \\(PreferencesPresenter.self)
                \"""

            """)
    }

    @Test func aStringThatIsTheNameAloneFollowsWhenAsked() throws {
        var titles = renaming
        titles.literals = ["Settings": "Preferences"]
        #expect(try titles.apply(toSwift: #"Text("Settings"); Text("No Settings yet")"#) == #"Text("Preferences"); Text("No Settings yet")"#)
    }

    @Test func wordsStartingWithAPrefixFollowWhenAsked() throws {
        let owned = NameRenaming(prefixes: ["Weather": "Forecast", "weather": "forecast"])
        #expect(try owned.apply(toSwift: "// in WeatherFramework, via weatherDriver; not Weatherly or MyWeather\nlet x = WeatherKit()")
            == "// in ForecastFramework, via forecastDriver; not Weatherly or MyWeather\nlet x = WeatherKit()")
    }

    @Test func aBacktickedNameStaysBackticked() throws {
        let cases = NameRenaming(identifiers: ["settings": "`default`", "other": "renamed"])
        #expect(try cases.apply(toSwift: "case settings, `other`") == "case `default`, `renamed`")
    }

    @Test func renamesWholeWordsInOtherText() {
        let text = #"- package: "Demo/SettingsFrameworkTests", "SettingsFramework", SettingsFrameworkX"#
        let words = NameRenaming(words: ["SettingsFramework": "PreferencesFramework", "SettingsFrameworkTests": "PreferencesFrameworkTests"])
        #expect(words.apply(toText: text) == #"- package: "Demo/PreferencesFrameworkTests", "PreferencesFramework", SettingsFrameworkX"#)
    }

    @Test func sourceItCannotLexIsAnError() {
        #expect(throws: SwiftLexerError.self) { try renaming.apply(toSwift: "let a = \"SettingsPresenter") }
    }
}
