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

    /// A `class`, `struct`, `enum` or `actor` declaration (or a `protocol`, or an `extension`).
    public struct TypeDeclaration: Equatable, Sendable {
        public var name: String
        public var line: Int
        /// Every type of its inheritance clause by its simple names (`InheritanceClause.simpleNames`:
        /// `B.C` → `C`, `D<E, F>` → `D`, `any P` → `P`, `A & B` → `A`, `B`), in order, however many.
        public var inheritedTypes: [String]

        public init(name: String, line: Int, inheritedTypes: [String] = []) {
            self.name = name
            self.line = line
            self.inheritedTypes = inheritedTypes
        }
    }

    public var imports: [Import]
    public var types: [TypeDeclaration]
    /// The protocols it declares.
    public var protocols: [TypeDeclaration] = []
    /// Its extensions that add conformances (`extension X: P {}`), named after the extended type.
    public var extensions: [TypeDeclaration] = []
    /// Every identifier in the file (comments and strings excluded), to tell whether it
    /// mentions a type. The project loader fills it for test and app files only.
    public var words: WordTable
    /// `words` as strings (made on each use: ask `words` in loops).
    public var identifiers: Set<String> {
        get { words.strings }
        set { words = WordTable(newValue) }
    }
    /// Its `//` comments that may be `fia:ignore` suppressions (outside string interpolations),
    /// noted by the lexer: the loader's one lex of the file also finds its suppressions.
    public var suppressionComments: [Comment] = []

    /// A comment's text (from its `//`) and its 1-based line.
    public struct Comment: Equatable, Sendable {
        public var text: String
        public var line: Int
    }

    public init(imports: [Import] = [], types: [TypeDeclaration] = [], identifiers: Set<String> = []) {
        self.imports = imports
        self.types = types
        // Most summaries start without words: the shared empty table, not a table built from nothing.
        self.words = identifiers.isEmpty ? WordTable() : WordTable(identifiers)
    }
}
