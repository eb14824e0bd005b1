import Foundation

/// Times whole runs of an executable — by default this very one (`/proc/self/exe`) — from spawn to
/// exit: what a user waits for, process start, library loading and font setup included.
public struct ProcessTimer: Sendable {
    /// Wall time from spawn to exit, or the child's user + system CPU time.
    var clock: BenchClock = .wall
    /// The executable to spawn.
    public var executable: String

    /// A timer of `executable` (default: this process's).
    public init(executable: String = ProcessTimer.currentExecutable) {
        self.executable = executable
    }

    init(clock: BenchClock) {
        self.init()
        self.clock = clock
    }

    /// This process's executable (resolved through `/proc/self/exe`).
    public static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs the executable with `arguments` (output discarded) and returns its time in ms, or nil
    /// when it could not be started or exited unsuccessfully.
    public func time(_ arguments: [String], before: () -> Void = {}) -> Double? {
        before()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let elapsed: Double
        switch clock {
        case .wall: elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        case .cpu:
            elapsed = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3
        }
        // WIFEXITED && WEXITSTATUS == 0
        return (status & 0x7F) == 0 && (status >> 8) & 0xFF == 0 ? elapsed : nil
    }

    /// The median of `runs` timed runs after one untimed run (which warms the page cache); nil
    /// when any run fails.
    public func median(_ arguments: [String], runs: Int, before: () -> Void = {}) -> Double? {
        guard time(arguments, before: before) != nil else { return nil }
        var samples: [Double] = []
        for _ in 0..<runs {
            guard let t = time(arguments, before: before) else { return nil }
            samples.append(t)
        }
        return BenchTimer.median(of: samples)
    }
}
