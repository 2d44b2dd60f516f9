/// The inverse of `TestPlanEditor.addTestTarget`, for `fia remove`.
extension TestPlanEditor {
    /// Removes the package test target `name` (reached through `container`, as `addTestTarget`
    /// writes it) from the plan's `testTargets`; an array left
    /// empty is written as Xcode writes one (`[`, a blank line, `]`). `source` unchanged when
    /// the plan does not list it.
    public static func removeTestTarget(_ name: String, container: String = "container:", from source: String) throws(TestPlanError) -> String {
        let walked = try TestPlan.walk(source)
        guard let position = TestPlan.entries(of: walked).firstIndex(where: { entry in
            entry.containerPath == container && (entry.identifier == name || entry.name == name)
        }) else { return source }
        let array = walked.array
        let text = SourceText(source)
        if walked.elements.count == 1 {
            let indent = text.indentation(ofLineAt: array.lowerBound)
            return text.replacing([((array.lowerBound + 1)..<(array.upperBound - 1), text.newline + text.newline + indent)])
        }
        return text.removingListElement(position, of: walked.elements.map(\.range))
    }
}
