import Foundation
import Glibc

/// A program running on a pseudo-terminal of a chosen size, driven like a terminal emulator drives it:
/// key bytes are written to the master side and whatever the program draws is read back.
///
/// Every read takes a deadline, so a hung child cannot hang the bench, and a child still running when
/// this is released is killed.
final class PtyChild {
  let pid: Int32
  /// When the child was spawned, on the `Stopwatch` clock.
  let started: Double
  /// The terminal's cursor after all the output read so far.
  private(set) var cursor: TerminalCursor
  private let process: Process
  private let master: Int32

  init?(executable: String, arguments: [String], environment: [String: String], columns: Int, rows: Int) {
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { return nil }
    // The program reads its size once at start, as under a real terminal, so it must be set before.
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    // An inherited master would keep the terminal open in the child after the bench closes its side.
    guard ioctl(slave, UInt(TIOCSWINSZ), &size) == 0, fcntl(master, F_SETFD, FD_CLOEXEC) == 0 else {
      close(master)
      close(slave)
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let terminal = FileHandle(fileDescriptor: slave)
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    cursor = TerminalCursor(columns: columns, rows: rows)
    started = Stopwatch.now()
    let launched = (try? process.run()) != nil
    // Once only the child holds the slave, its exit ends the master's output instead of leaving it open.
    close(slave)
    guard launched else {
      close(master)
      return nil
    }
    self.process = process
    self.master = master
    pid = process.processIdentifier
  }

  deinit {
    if process.isRunning {
      kill(pid, SIGKILL)
      process.waitUntilExit()
    }
    close(master)
  }

  /// Writes `bytes` as typed input.
  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// The output that arrives by `deadline`: empty when none did, nil once the child closed the terminal.
  func read(deadline: Double) -> [UInt8]? {
    while true {
      var source = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(max(0, ((deadline - Stopwatch.now()) * 1000).rounded(.up)))
      let ready = poll(&source, 1, milliseconds)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return [] }
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      // Linux reports a master whose slave is closed everywhere as EIO: the child has gone.
      guard count > 0 else { return nil }
      let output = Array(buffer[..<count])
      cursor.feed(output)
      return output
    }
  }

  /// Reads until `done` accepts everything read so far; nil when the deadline passes or the child goes first.
  func read(until done: ([UInt8]) -> Bool, deadline: Double) -> [UInt8]? {
    var output: [UInt8] = []
    while !done(output) {
      guard Stopwatch.now() < deadline, let chunk = read(deadline: deadline) else { return nil }
      output += chunk
    }
    return output
  }

  /// Reads until no output came for `quiet` seconds (or the deadline passed), returning all of it.
  func readUntilQuiet(_ quiet: Double, deadline: Double) -> [UInt8] {
    var output: [UInt8] = []
    while let chunk = read(deadline: min(deadline, Stopwatch.now() + quiet)), !chunk.isEmpty {
      output += chunk
    }
    return output
  }

  /// Discards output already waiting, without waiting for more.
  func discardPending() {
    while let chunk = read(deadline: 0), !chunk.isEmpty {}
  }

  /// Waits up to `timeout` seconds for the child to exit, then kills it; true when it exited by itself.
  func finish(timeout: Double) -> Bool {
    let deadline = Stopwatch.now() + timeout
    while process.isRunning && Stopwatch.now() < deadline {
      // Keeps the terminal drained: a child blocked writing to a full pty would never exit. Once the
      // child has closed it, only the wait for Process to notice the exit is left.
      if read(deadline: min(deadline, Stopwatch.now() + 0.01)) == nil { usleep(1000) }
    }
    guard process.isRunning else { return true }
    kill(pid, SIGKILL)
    process.waitUntilExit()
    return false
  }

  /// CPU time used so far in user and system mode, in clock ticks (`/proc/<pid>/stat` fields 14, 15).
  var cpuTicks: (user: Int, system: Int)? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return nil }
    // The command name may hold spaces; the fields after it start with the state, field 3.
    let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return (user, system)
  }

  /// The peak resident set size in KiB (`VmHWM` in `/proc/<pid>/status`).
  var peakResidentKiB: Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }
  }
}
