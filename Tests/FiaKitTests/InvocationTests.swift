@testable import FiaKit
import Testing

struct InvocationTests {
    @Test func noArgumentsShowsHelp() throws {
        guard case .help(nil) = try Invocation([]) else { Issue.record("expected help"); return }
    }
}
