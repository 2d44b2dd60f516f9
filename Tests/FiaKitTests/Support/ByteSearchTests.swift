@testable import FiaKit
import Testing

/// The byte searches of the hot paths agree with a plain search, at every offset around the
/// eight-byte steps they take.
struct ByteSearchTests {
    @Test func containsBytesAgreesWithAPlainSearchAtEveryOffset() {
        for length in 0..<24 {
            for position in 0...length {
                let filler = String(repeating: "fi", count: length).prefix(length)
                var text = String(filler)
                text.insert(contentsOf: "fia:ignore", at: text.index(text.startIndex, offsetBy: position))
                #expect(text.containsBytes("fia:ignore"), "\(text)")
                #expect(!String(filler).containsBytes("fia:ignore"), "\(filler)")
                #expect(text.containsBytes("ignore") && !text.containsBytes("ignored"))
            }
        }
        #expect("a/../b".containsBytes("..") && !"a/./b".containsBytes(".."))
        #expect("café — 日本語".containsBytes("日本") && !"x".containsBytes("xy") && "x".containsBytes(""))
    }

    @Test func firstIndexAgreesWithAPlainSearchAtEveryOffset() {
        for length in 0..<24 {
            for position in 0...length {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                bytes.insert(UInt8(ascii: "\n"), at: position)
                bytes.withUnsafeBufferPointer { buffer in
                    for start in 0...buffer.count {
                        let expected = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) ?? buffer.count
                        #expect(ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: buffer, from: start) == expected)
                    }
                }
            }
        }
    }

    @Test func wordSetFindsWholeWordsOnly() {
        let names = WordSet(["SettingsPresenter", "Settings"])
        #expect(names.occurs(in: "let x = Settings()"))
        #expect(names.occurs(in: "// SettingsPresenter"))
        #expect(!names.occurs(in: "let x = MySettings2(); _SettingsPresenter"))
        #expect(!WordSet([]).occurs(in: "Settings"))
        #expect(WordSet(["Ünï"]).occurs(in: "a Ünï b") && !WordSet(["Ünï"]).occurs(in: "aÜnï"))
    }

    @Test func wordSetContainsExactlyItsNames() {
        let names = WordSet(["SettingsPresenter", "Settings", "Ünï"])
        for name in ["SettingsPresenter", "Settings", "Ünï"] { #expect(names.contains(name), "\(name)") }
        // Same length, same first byte, a prefix, a longer name, other case, empty: none is one.
        for name in ["SettingsPresentex", "Settingz", "Setting", "Settings2", "settings", "", "Üni"] { #expect(!names.contains(name), "\(name)") }
        #expect(!WordSet([]).contains("Settings"))
    }
}
