/// An initialiser a type declares, as far as code fia writes needs to know whether it can call it.
struct DeclaredInitializer: Equatable, Sendable {
    /// `public`, `open`, `package`, `internal`, `fileprivate` or `private` (`internal` when unwritten).
    var access: String
    /// `init?` or `init!`: a call gives an optional.
    var isFailable: Bool
    /// Every parameter has a default value (or there is none): `X()` calls it.
    var takesNoArguments: Bool
    var line: Int
    /// How it reads, for a message: `private init(appEnvironment:)`.
    var signature: String

    /// Whether code in another module (a test target's plain `import`) can call it as `X()`.
    var isCallableWithoutArgumentsFromAnotherModule: Bool {
        (access == "public" || access == "open") && !isFailable && takesNoArguments
    }
}

extension SwiftSourceIndex {
    private static let accessWords: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]

    /// The initialisers declared for the type `name` in this file: in its body and in the bodies of
    /// `extension <name>` (only at their top level, not in a nested type's body).
    func initializers(ofType name: String) -> [DeclaredInitializer] {
        var found: [DeclaredInitializer] = []
        for nameIndex in declarations(.typesAndExtensions, named: name) {
            guard let body = body(ofDeclarationNamedAt: nameIndex) else { continue }
            let depth = braceDepths[body.open] + 1
            var index = body.open + 1
            while index < body.close {
                // `init` declares one where no `.` comes before it (`.init(…)`, `Other.init()` call one).
                if braceDepths[index] == depth, tokens[index].kind == .identifier, text(at: index, isOneOf: .initializer),
                   punctuation[index - 1] != UInt8(ascii: "."), let (initializer, end) = initializer(at: index, before: body.close) {
                    found.append(initializer)
                    index = end
                }
                index += 1
            }
        }
        return found
    }

    /// The initialiser whose `init` is token `index`, when a parameter list follows it, and the
    /// index of the list's `)`.
    private func initializer(at index: Int, before end: Int) -> (DeclaredInitializer, Int)? {
        var position = index + 1
        var isFailable = false
        if position < end, punctuation[position] == UInt8(ascii: "?") || punctuation[position] == UInt8(ascii: "!") {
            isFailable = true
            position += 1
        }
        // Generic parameters: `init<T>(…)`.
        if position < end, punctuation[position] == UInt8(ascii: "<") {
            var angles = 0
            while position < end {
                if punctuation[position] == UInt8(ascii: "<") { angles += 1 }
                if punctuation[position] == UInt8(ascii: ">") { angles -= 1; if angles == 0 { position += 1; break } }
                position += 1
            }
        }
        guard position < end, punctuation[position] == UInt8(ascii: "(") else { return nil }
        // The parameters: each top-level comma starts one; each needs a `=` of its own.
        var nesting = 0, angles = 0
        var parameters = 0, defaulted = 0, hasDefault = false, labels: [String] = []
        var parameterStart = true
        var close = position
        for token in (position + 1)..<end {
            let byte = punctuation[token]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { nesting += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                if nesting == 0 { close = token; break }
                nesting -= 1
            }
            // A generic argument list's commas (`[String: Array<Int>]` is nested already; a
            // parameter's `Result<A, B>` is not); `->`'s `>` closes none.
            if byte == UInt8(ascii: "<") { angles += 1 }
            if byte == UInt8(ascii: ">"), angles > 0, punctuation[token - 1] != UInt8(ascii: "-") { angles -= 1 }
            guard nesting == 0, angles == 0 else { continue }
            if parameterStart, tokens[token].kind == .identifier {
                parameters += 1
                labels.append(string(at: token))
                parameterStart = false
            }
            if byte == UInt8(ascii: "=") { hasDefault = true }
            if byte == UInt8(ascii: ",") {
                if hasDefault { defaulted += 1 }
                hasDefault = false
                parameterStart = true
            }
        }
        guard close > position else { return nil }
        if hasDefault { defaulted += 1 }
        // Modifiers before `init` on its line (`public convenience init`, `@MainActor public init`).
        var access = "internal"
        var back = index - 1
        while back >= 0, tokens[back].line == tokens[index].line, tokens[back].kind == .identifier {
            let word = string(at: back)
            if Self.accessWords.contains(word) { access = word }
            back -= 1
        }
        let written = labels.map { $0 + ":" }.joined()
        let signature = (access == "internal" ? "" : access + " ") + "init" + (isFailable ? "?" : "") + "(\(written))"
        let initializer = DeclaredInitializer(
            access: access, isFailable: isFailable, takesNoArguments: defaulted == parameters,
            line: tokens[index].line, signature: signature
        )
        return (initializer, close)
    }
}
