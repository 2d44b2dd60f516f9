/// The inverse of `TestPlanEditor.addTestTarget`, for `fia remove`.
extension TestPlanEditor {
    /// Removes the package test target `name` from the plan's `testTargets`; an array left
    /// empty is written as Xcode writes one (`[`, a blank line, `]`). `source` unchanged when
    /// the plan does not list it.
    public static func removeTestTarget(_ name: String, from source: String) throws(TestPlanError) -> String {
        let document = try JSONParser.parse(source)
        let plan = try TestPlan(document: document)
        guard let position = plan.testTargets.firstIndex(where: { entry in
            entry.containerPath == "container:" && (entry.identifier == name || entry.name == name)
        }) else { return source }
        let array = try TestPlan.testTargetsArray(in: document)
        let elements = array.elements ?? []
        let text = SourceText(source)
        if elements.count == 1 {
            let indent = text.indentation(ofLineAt: array.start)
            return text.replacing([((array.start + 1)..<(array.end - 1), text.newline + text.newline + indent)])
        }
        return text.removingListElement(position, of: elements.map { $0.start..<$0.end })
    }
}
