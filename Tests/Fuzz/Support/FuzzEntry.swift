// Shared by every harness in Tests/Fuzz: `.ci/fuzz` compiles each `<Parser>.swift` with this file
// against FiaKit (built with `-sanitize=fuzzer,address -enable-testing -D DEBUG`, so the
// parsers' own debug oracles run too). Not a package target: `swift build` never sees it.

/// libFuzzer's entry point: hands each input to the harness's `fuzz(_:)`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(FuzzInput(bytes: Array(UnsafeBufferPointer(start: data, count: size))))
    return 0
}

/// One input: its bytes, and its text as fia reads a file (invalid UTF-8 repaired, as
/// `String(decoding:as:)` does).
struct FuzzInput {
    let bytes: [UInt8]
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the input is ASCII without carriage returns: the inputs fia's byte-wise fast
    /// readers take (where a character is a byte).
    var isPlainASCII: Bool { bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } }
}

/// Stops the run when an invariant fails: libFuzzer counts it a crash and keeps the input.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
    guard !condition() else { return }
    fatalError("invariant failed: \(message())", file: file, line: line)
}
