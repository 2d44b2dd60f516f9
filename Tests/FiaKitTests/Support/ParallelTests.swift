@testable import FiaKit
import Testing

struct ParallelTests {
    @Test func fiaThreadsIsAWholeNumberOfAtLeastOneCappedAtSixtyFour() {
        #expect(Parallel.threads(from: "1") == 1)
        #expect(Parallel.threads(from: "3") == 3)
        #expect(Parallel.threads(from: "1000") == 64)
        for invalid in ["0", "-2", "abc", "", " 2", "2.5", "four"] {
            #expect(Parallel.threads(from: invalid) == nil, "\(invalid)")
        }
    }

    @Test(arguments: [1, 2, 4])
    func mapGivesEveryIndexItsOwnResultInOrder(threads: Int) {
        let results = Parallel.map(5_000, threads: threads) { index in "item \(index * 3)" }
        #expect(results == (0..<5_000).map { "item \($0 * 3)" })
    }

    @Test func forEachCallsEachIndexOnceAcrossThreads() {
        let count = 20_000
        let calls = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        calls.initialize(repeating: 0)
        defer { calls.deallocate() }
        Parallel.forEach(count, threads: 2) { index in calls[index] += 1 }
        #expect(calls.allSatisfy { $0 == 1 })
    }

    @Test func noIndicesAndOneIndexRunHere() {
        #expect(Parallel.map(0, threads: 2) { $0 }.isEmpty)
        #expect(Parallel.map(1, threads: 2) { $0 + 41 } == [41])
    }

    @Test func theDefaultIsBetweenOneAndSixtyFour() {
        #expect((1...64).contains(Parallel.defaultThreads))
    }
}
