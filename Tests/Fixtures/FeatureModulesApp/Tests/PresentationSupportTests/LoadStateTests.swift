import PresentationSupport
import Testing

struct LoadStateTests {
    @Test func exposesTheLoadedValue() {
        #expect(LoadState.loaded([1, 2]).value == [1, 2])
        #expect(LoadState<[Int]>.loading.value == nil)
    }

    @Test func exposesTheFailure() {
        #expect(LoadState<[Int]>.failed("offline").failure == "offline")
        #expect(LoadState.loaded([1]).failure == nil)
    }
}
