#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to completion and captures what it prints, with plain POSIX calls
/// (`posix_spawnp`, two pipes, `poll`): Foundation's `Process` would link all of Foundation.
enum Subprocess {
    /// What a finished program left: its exit status (128 + signal when killed) and output.
    struct Result {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    /// Runs `arguments[0]`, found on `PATH`, with the process's environment and no standard input.
    /// Throws the reason (`strerror`) when it cannot be started.
    static func run(_ arguments: [String]) throws(SubprocessError) -> Result {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw SubprocessError(errno: errno) }
        guard pipe(&errors) == 0 else {
            let failure = SubprocessError(errno: errno)
            close(output[0]); close(output[1])
            throw failure
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let environment = ProcessEnvironment.variables().map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let started = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in posix_spawnp(&child, arguments[0], &actions, nil, argv, envp) }
        }
        close(output[1])
        close(errors[1])
        defer { close(output[0]); close(errors[0]) }
        guard started == 0 else { throw SubprocessError(errno: started) }

        var result = Result(status: 0, output: [], errors: [])
        readBoth(output[0], into: &result.output, errors[0], into: &result.errors)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        let signal = status & 0x7F
        result.status = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return result
    }

    /// Reads two pipes to their ends together, so that neither fills up and blocks the child.
    private static func readBoth(_ first: Int32, into firstBytes: inout [UInt8], _ second: Int32, into secondBytes: inout [UInt8]) {
        var descriptors = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                return
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 {
                    descriptors[index].fd = -1
                } else if index == 0 {
                    firstBytes += buffer[..<count]
                } else {
                    secondBytes += buffer[..<count]
                }
            }
        }
    }

    /// Calls `body` with a NULL-terminated array of C strings that live as long as the call.
    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}

/// Why a program could not be started: `strerror` of the failure, e.g. `No such file or directory`.
struct SubprocessError: Error, Equatable {
    var reason: String

    init(errno code: Int32) {
        reason = String(cString: strerror(code))
    }
}
