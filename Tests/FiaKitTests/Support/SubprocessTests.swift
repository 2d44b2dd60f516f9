@testable import FiaKit
import Testing

struct SubprocessTests {
    @Test func capturesStatusOutputAndErrors() throws {
        let result = try Subprocess.run(["sh", "-c", "echo out; echo err >&2; read line; echo \"[$line]\"; exit 3"])
        #expect(result.status == 3)
        #expect(String(decoding: result.output, as: UTF8.self) == "out\n[]\n", "standard input is /dev/null")
        #expect(String(decoding: result.errors, as: UTF8.self) == "err\n")
    }

    @Test func readsBothPipesSoALoudChildNeverBlocks() throws {
        let result = try Subprocess.run(["sh", "-c", "head -c 300000 /dev/zero >&2; head -c 200000 /dev/zero"])
        #expect(result.status == 0)
        #expect(result.output.count == 200_000)
        #expect(result.errors.count == 300_000)
    }

    @Test func aKilledChildReportsTheSignal() throws {
        #expect(try Subprocess.run(["sh", "-c", "kill -9 $$"]).status == 128 + 9)
    }

    @Test func aMissingProgramCannotStart() {
        #expect(throws: SubprocessError.self) { try Subprocess.run(["fia-no-such-program-\(UInt32.random(in: 0...UInt32.max))"]) }
    }
}
