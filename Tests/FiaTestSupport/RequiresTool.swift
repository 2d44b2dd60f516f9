import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test where `tool` is installed and skips it, naming the tool, where it is not;
    /// under `CI=true` a missing tool fails the test instead.
    public static func requires(_ tool: ExternalTool) -> Self {
        .enabled(Comment(rawValue: tool.skipNote)) { try tool.mayRun() }
    }
}
