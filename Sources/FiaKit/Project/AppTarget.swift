/// An app target of the project, wherever it is declared: an XcodeGen `App/project.yml`, or an
/// Xcode project (`project.pbxproj`) listed by a workspace at or above the package.
public struct AppTarget: Equatable, Sendable {
    public var name: String
    /// The file declaring it, relative to the package (`../Development/Development.xcodeproj/project.pbxproj`).
    public var definedIn: String
    public var line: Int?
    /// The package products it links, with the lines naming them in `definedIn`.
    public var products: [XcodeGenSpec.ProductDependency]
    /// Its Swift sources, relative to the package.
    public var sourceFiles: [String]
    /// Whether it is a Development app: it must link and import neither the DI layer nor a framework module.
    public var isDevelopment: Bool
    /// Why it counts as a Development app (or not), for `doctor --verbose`.
    public var reason: String

    public init(
        name: String, definedIn: String, line: Int?, products: [XcodeGenSpec.ProductDependency],
        sourceFiles: [String], isDevelopment: Bool = false, reason: String = ""
    ) {
        self.name = name
        self.definedIn = definedIn
        self.line = line
        self.products = products
        self.sourceFiles = sourceFiles
        self.isDevelopment = isDevelopment
        self.reason = reason
    }

    /// Whether the name says Development: `Development`, `DevelopmentApp`, `FooDev`, `Dev-App`.
    static func isNamedDevelopment(_ name: String) -> Bool {
        if name.contains("Development") || name.lowercased().hasPrefix("development") { return true }
        return TypeNameWords.words(of: name).contains { $0.lowercased() == "dev" }
    }
}

/// Splits `FooDevApp` into `Foo`, `Dev`, `App` (and on `-`, `_`, spaces).
enum TypeNameWords {
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character == "-" || character == "_" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, !last.isUppercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
