#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The process's environment and working directory, read with plain POSIX calls on Linux:
/// Foundation's `ProcessInfo` costs about as much as the rest of a `fia --version` run.
enum ProcessEnvironment {
    /// Every `NAME=value` of the environment; the first of two same-named entries wins, as with `getenv`.
    static func variables() -> [String: String] {
        #if canImport(Glibc)
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }

    /// One variable's value (`getenv`), without reading the whole environment.
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The environment, read on first use unless given.
    final class Lazy {
        private var cached: [String: String]?

        /// `nil` reads the process's environment on first use.
        init(_ variables: [String: String]?) {
            cached = variables
        }

        var variables: [String: String] {
            if let cached { return cached }
            let variables = ProcessEnvironment.variables()
            cached = variables
            return variables
        }
    }

    /// The absolute working directory (`getcwd`), or `/` when it cannot be read (it was removed).
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
