import Testing
import CoreUI

struct CoreUITests {
    @Test func startsIdle() { if case .idle = LoadState<Int>.idle {} else { Issue.record("not idle") } }
}
