import Foundation

/// Runs a program the way a script would: standard input from a file, standard output to a file.
enum Subprocess {
  /// Runs `path` with `arguments`, feeding `input`; its output, wall time and cpu time (user and system,
  /// which other load on the machine does not inflate), or nil when it could not run or failed with a
  /// status other than those in `statuses`.
  ///
  /// Started with posix_spawn and reaped with wait4, not Foundation's `Process`: its `waitUntilExit`
  /// polls a run loop every 50 ms, which added up to 50 ms to every timing (more than a whole `inkdoku
  /// solve` of thousands of puzzles takes).
  static func run(
    _ path: String, _ arguments: [String], input: String = "", statuses: Set<Int32> = [0]
  ) -> (output: String, seconds: Double, cpuSeconds: Double)? {
    let dir = FileManager.default.temporaryDirectory
    let inFile = dir.appendingPathComponent("inkdoku-bench-in-\(getpid()).txt")
    let outFile = dir.appendingPathComponent("inkdoku-bench-out-\(getpid()).txt")
    defer {
      try? FileManager.default.removeItem(at: inFile)
      try? FileManager.default.removeItem(at: outFile)
    }
    guard (try? input.write(to: inFile, atomically: true, encoding: .utf8)) != nil else { return nil }
    let inDescriptor = open(inFile.path, O_RDONLY | O_CLOEXEC)
    let outDescriptor = open(outFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    defer {
      if inDescriptor >= 0 { close(inDescriptor) }
      if outDescriptor >= 0 { close(outDescriptor) }
    }
    guard inDescriptor >= 0, outDescriptor >= 0,
      let status = spawnAndWait(path, arguments, stdin: inDescriptor, stdout: outDescriptor),
      statuses.contains(status.code),
      let output = try? String(contentsOf: outFile, encoding: .utf8)
    else { return nil }
    return (output, status.seconds, status.cpuSeconds)
  }

  /// The exit status, wall time and cpu time of `path` run with the two descriptors as its standard input
  /// and output; nil when it could not start or was killed by a signal.
  private static func spawnAndWait(
    _ path: String, _ arguments: [String], stdin: Int32, stdout: Int32
  ) -> (code: Int32, seconds: Double, cpuSeconds: Double)? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for arg in argv { free(arg) } }
    var pid = pid_t()
    var status: Int32 = 0
    var usage = rusage()
    let start = Stopwatch.now()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    let seconds = Stopwatch.now() - start
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    guard status & 0x7F == 0 else { return nil }
    let cpu = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
    return ((status >> 8) & 0xFF, seconds, cpu)
  }
}
