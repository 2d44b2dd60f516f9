#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work spread over the machine's cores with plain POSIX threads: this thread and up to
/// `threads - 1` it starts, each taking the next index until none is left.
///
/// The loader uses it where a large project's cost is many independent reads (walking folders,
/// taking stamps, decoding cache records): the kernel's part of that work is most of it, and a
/// second core halves it. Results never depend on which thread ran what: each index writes only
/// its own slot, and callers merge the slots in index order.
enum Parallel {
    /// How many threads `forEach` uses unless told: the cores online, at most 4, at least 1;
    /// `FIA_THREADS` overrides it (1: everything on the calling thread).
    static let defaultThreads = defaultThreads(asked: ProcessEnvironment.variable("FIA_THREADS"), cores: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `defaultThreads` for a `FIA_THREADS` value (`nil`: unset) and the cores online (-1: unknown).
    static func defaultThreads(asked: String?, cores: Int) -> Int {
        if let count = asked.flatMap(threads(from:)) { return count }
        return max(1, min(cores, 4))
    }

    /// The thread count a `FIA_THREADS` value asks for (at most 64), or `nil` when it is not a
    /// whole number of at least 1 (the value is then ignored, with a warning).
    static func threads(from text: String) -> Int? {
        guard let count = Int(text), count >= 1 else { return nil }
        return min(count, 64)
    }

    /// Calls `body` once for every index in `0..<count`, on up to `threads` threads, and returns
    /// when every call has returned. `body` must be safe to run concurrently with itself: it may
    /// read shared values, but write only what belongs to its index. With one thread (or one
    /// index) everything runs here, in order.
    static func forEach(_ count: Int, threads: Int = defaultThreads, _ body: (Int) -> Void) {
        let threads = min(threads, count)
        guard threads > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let work = ParallelWork(count: count, body: body)
            let context = Unmanaged.passRetained(work)
            var started: [pthread_t] = []
            for _ in 1..<threads {
                #if canImport(Darwin)
                var thread: pthread_t?
                guard pthread_create(&thread, nil, runWork, context.toOpaque()) == 0, let thread else { break }
                #else
                var thread = pthread_t()
                guard pthread_create(&thread, nil, runWork, context.toOpaque()) == 0 else { break }
                #endif
                started.append(thread)
            }
            // This thread works too; a thread that could not be started leaves its share here.
            // `context` holds `work` until every thread is joined.
            work.run()
            for thread in started { pthread_join(thread, nil) }
            context.release()
        }
    }

    /// `transform` of every index in `0..<count`, in index order, computed as `forEach` does.
    static func map<T>(_ count: Int, threads: Int = defaultThreads, _ transform: (Int) -> T) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress
            forEach(count, threads: threads) { index in (base! + index).initialize(to: transform(index)) }
            initialized = count
        }
    }
}

/// The indices not yet taken, shared by the threads of one `Parallel.forEach`.
private final class ParallelWork {
    let count: Int
    let body: (Int) -> Void
    private var next = 0
    private let lock = Lock()

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    func run() {
        while let index = take() { body(index) }
    }

    private func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }
}

/// A started thread's entry: runs the `ParallelWork` it was given (its starter holds it).
/// One signature for Glibc and Darwin: both import the start routine as
/// `@convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?` (Darwin's pthread.h
/// declares `void * _Nullable (* _Nonnull)(void * _Nullable)`, the Swift importer's pthread epoch 1).
private func runWork(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    if let context { Unmanaged<ParallelWork>.fromOpaque(context).takeUnretainedValue().run() }
    return nil
}
