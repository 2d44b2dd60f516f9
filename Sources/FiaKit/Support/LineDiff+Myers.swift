extension LineDiff {
    /// A shortest edit script `a` → `b` (Myers, "An O(ND) Difference Algorithm", 1986): time and
    /// memory grow with the number of changed lines D, not with the lines' product, so a
    /// dry run's diff of a 10,000-line Package.swift with two edits far apart stays instant.
    static func editScript(_ a: [Int], _ b: [Int]) -> [Operation.Kind] {
        editScript(a.count, b.count) { a[$0] == b[$1] }
    }

    /// The same for `n` old and `m` new items, `equal(i, j)` telling whether old item `i` is
    /// new item `j`.
    static func editScript(_ n: Int, _ m: Int, equal: (Int, Int) -> Bool) -> [Operation.Kind] {
        if n == 0 || m == 0 {
            return [Operation.Kind](repeating: .delete, count: n) + [Operation.Kind](repeating: .insert, count: m)
        }
        let offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        // trace[d] holds v[-d-1 ... d+1] as it was when step d began: enough to walk back.
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && equal(x, y) {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        var script: [Operation.Kind] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let before = trace[d]
            func at(_ k: Int) -> Int { before[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                script.append(.same)
                x -= 1
                y -= 1
            }
            if d > 0 { script.append(x == previousX ? .insert : .delete) }
            x = previousX
            y = previousY
        }
        return script.reversed()
    }
}
