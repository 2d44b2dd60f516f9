@testable import FiaKit
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Unless `FIA_THREADS` says otherwise, one thread per core online, at most 4 (more threads
    /// than that only contend for the kernel's locks), at least 1 (the core count unknown: -1).
    @Test func theDefaultIsTheCoresCappedAtFour() {
        let byCores = [-1: 1, 0: 1, 1: 1, 2: 2, 3: 3, 4: 4, 5: 4, 16: 4, 256: 4]
        for (cores, threads) in byCores {
            #expect(Parallel.defaultThreads(asked: nil, cores: cores) == threads, "\(cores) cores")
            #expect(Parallel.defaultThreads(asked: "abc", cores: cores) == threads, "\(cores) cores, FIA_THREADS=abc")
        }
        #expect(Parallel.defaultThreads(asked: "8", cores: 2) == 8)
        #expect(Parallel.defaultThreads(asked: "1", cores: 16) == 1)
        #expect(Parallel.defaultThreads(asked: "1000", cores: 16) == 64)
    }

    /// `threads: 4` means at most 4 calls of `body` at once (this thread and 3 it starts), and
    /// more than one when there is work for them.
    @Test(arguments: [2, 4])
    func atMostThatManyCallsRunAtOnce(threads: Int) {
        let lock = Lock()
        var running = 0
        var most = 0
        Parallel.forEach(64, threads: threads) { _ in
            lock.withLock { running += 1; most = max(most, running) }
            usleep(2_000)
            lock.withLock { running -= 1 }
        }
        #expect(most <= threads)
        #expect(most > 1)
    }
}
