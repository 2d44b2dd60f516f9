/// The names visible while rendering: the context plus loop variables, innermost last.
struct TemplateScope {
    /// What a name is bound to: a context value, or a loop's current element.
    enum Binding {
        case value(TemplateValue)
        case dictionary([String: TemplateValue])
    }

    private var frames: [[String: Binding]]

    init(_ context: [String: TemplateValue]) {
        frames = [context.mapValues(Binding.value)]
    }

    /// The binding of a dotted name (`name`, `item.name`, `loop.first`), or `nil` when unknown.
    func lookup(_ path: [String]) -> Binding? {
        guard let head = path.first,
              let binding = frames.last(where: { $0[head] != nil })?[head]
        else { return nil }
        var current = binding
        for key in path.dropFirst() {
            guard case .dictionary(let dictionary) = current, let value = dictionary[key] else { return nil }
            current = .value(value)
        }
        return current
    }

    /// Runs `body` with `bindings` visible over the current names.
    mutating func with<T>(
        _ bindings: [String: Binding], _ body: (inout TemplateScope) throws(BlueprintError) -> T
    ) throws(BlueprintError) -> T {
        frames.append(bindings)
        defer { frames.removeLast() }
        return try body(&self)
    }
}
