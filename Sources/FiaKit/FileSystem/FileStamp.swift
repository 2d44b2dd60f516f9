/// What a file's metadata says about its contents: when two stamps of a path are equal, its
/// contents have not changed in between. Every write changes the change time (`ctime`), which
/// no tool can set back, and the size, inode and modification time are compared too — the
/// checks git makes of its index.
public struct FileStamp: Equatable, Sendable {
    public var size: Int64
    /// Modification and change times, in nanoseconds since 1970.
    public var modified: Int64
    public var changed: Int64
    public var inode: UInt64

    public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    /// Whether the stamp proves nothing yet: the file changed so recently that another change in
    /// the same tick of the file system's clock would leave the stamp as it is ("racily clean",
    /// in git's words). Times with no fraction of a second come from a file system that keeps
    /// whole (or even) seconds, which needs a wider margin than the few milliseconds of a
    /// kernel's coarse clock.
    public func isTooRecent(now: Int64) -> Bool {
        let second: Int64 = 1_000_000_000
        let coarse = modified % second == 0 && changed % second == 0
        let margin = coarse ? 3 * second : second / 10
        return max(modified, changed) > now - margin
    }
}
