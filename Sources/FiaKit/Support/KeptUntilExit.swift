/// The owner of what commands load, for a process that exits as soon as its command is done:
/// the `fia` executable makes one, holds it in its context (a global of `main.swift`) and exits
/// without freeing it. Freeing a big project's snapshot object by object costs more than the exit
/// that reclaims it at once (9.5 M instructions of a warm `add` at 300 features, 12.6 M of
/// `doctor`). What it holds stays reachable to the end, so no leak checker takes it for a leak;
/// one made in process (a test's) frees what it holds when it goes.
public final class KeptUntilExit: @unchecked Sendable {
    private let lock = Lock()
    private var kept: [Any] = []

    public init() {}

    /// Keeps `value` (a snapshot, a manifest) as long as this owner lives.
    func keep(_ value: Any) {
        lock.withLock { kept.append(value) }
    }
}
