/// A parsed template: text, outputs and blocks, each tag with its 1-based line for errors.
indirect enum TemplateNode: Equatable, Sendable {
    case text(String)
    /// `{{ expression }}`
    case output(TemplateExpression, line: Int)
    /// `{% if %}…{% elif %}…{% else %}…{% endif %}`: the first branch whose condition holds, else `otherwise`.
    case conditional([TemplateBranch], otherwise: [TemplateNode])
    /// `{% for variable in list %}…{% endfor %}`
    case loop(variable: String, list: [String], line: Int, body: [TemplateNode])
}

/// One `if`/`elif` branch.
struct TemplateBranch: Equatable, Sendable {
    var condition: TemplateCondition
    var line: Int
    var body: [TemplateNode]
}
