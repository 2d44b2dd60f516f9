/// What doctor needs to know of one Swift file: its imports and the types it declares.
public struct SourceSummary: Equatable, Sendable {
    /// One `import` declaration.
    public struct Import: Equatable, Sendable {
        /// The imported module: `DomainLayer` for `import struct DomainLayer.Settings`.
        public var module: String
        public var line: Int
        /// Whether it sits inside `#if canImport(<module>)`: an optional import, which
        /// compiles only when someone else made the module available.
        public var isGuardedByCanImport: Bool

        public init(module: String, line: Int, isGuardedByCanImport: Bool = false) {
            self.module = module
            self.line = line
            self.isGuardedByCanImport = isGuardedByCanImport
        }
    }

    /// A `class`, `struct`, `enum` or `actor` declaration.
    public struct TypeDeclaration: Equatable, Sendable {
        public var name: String
        public var line: Int

        public init(name: String, line: Int) {
            self.name = name
            self.line = line
        }
    }

    public var imports: [Import]
    public var types: [TypeDeclaration]
    /// Every identifier in the file (comments and strings excluded), to tell whether it
    /// mentions a type.
    public var identifiers: Set<String>

    public init(imports: [Import] = [], types: [TypeDeclaration] = [], identifiers: Set<String> = []) {
        self.imports = imports
        self.types = types
        self.identifiers = identifiers
    }
}
