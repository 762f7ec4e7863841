import Foundation
import Glibc
import SudokuKit

/// The game as a player gets it, timed from the outside: the release `inkdoku play --puzzle …` on a
/// pseudo-terminal, against the design §5 budgets for start-up, key latency, memory and idle CPU.
enum LoopBench {
  static let startRuns = 10
  /// Four keys a round: at least 500 samples.
  static let moveRounds = 150
  /// Two keys a round, each one saving the game.
  static let editRounds = 300
  static let idleSeconds = 3.0

  /// Plays the first of `puzzles` whose centre cell (selected at start) is empty, so a digit can go there.
  static func run(puzzles: [Grid]) {
    print("## Through the real loop (release inkdoku play on a \(GameLaunch.columns)×\(GameLaunch.rows) pty)")
    guard let puzzle = puzzles.first(where: { $0[40] == 0 }), let solution = Solver.solve(puzzle) else {
      print("skipped: no puzzle with an empty centre cell")
      return
    }
    guard let launch = GameLaunch(puzzle: puzzle) else {
      print("skipped: .build/release/inkdoku not found beside the bench (swift build -c release)")
      return
    }
    defer { launch.removeFiles() }
    startUp(launch)
    guard let child = launch.spawn(),
      child.read(until: GameLaunch.hasFirstFrame, deadline: Stopwatch.now() + 10) != nil
    else {
      print("stopped: the game did not draw its first frame")
      return
    }
    idle(child)
    var keys = KeyLatency(child: child)
    let moves = [Array("\u{1B}OA".utf8), Array("\u{1B}OB".utf8), Array("l".utf8), Array("h".utf8)]
    var ticks = child.cpuTicks
    if let samples = keys.measure(cycle: moves, rounds: moveRounds) {
      report("key → screen updated", samples.flatMap { $0 }, budget: "p99 ≤ 2 ms")
      Report.line(
        "", "ESC O A / ESC O B / l / h; " + cpuPerKey(child, since: ticks, keys: moves.count * moveRounds))
    }
    let edits = [Array("\(solution[40])".utf8), Array("u".utf8)]
    ticks = child.cpuTicks
    if let samples = keys.measure(cycle: edits, rounds: editRounds) {
      report("digit → updated, saved", samples[0])
      report("undo → updated, saved", samples[1])
      Report.line(
        "",
        "each one an atomic save with fsync; "
          + cpuPerKey(child, since: ticks, keys: edits.count * editRounds))
    }
    if let peak = child.peakResidentKiB {
      Report.line(
        "peak RSS", String(format: "%.1f MiB (VmHWM, before quitting)   budget ≤ 30 MB", Double(peak) / 1024))
    }
    child.send(Array("q".utf8))
    if !child.finish(timeout: 3) { print("  (the game did not exit on q: killed)") }
    recording(launch, moves: moves)
  }

  /// The same key latency while every message is written to a replay file (`play --record`).
  private static func recording(_ launch: GameLaunch, moves: [[UInt8]]) {
    guard let child = launch.spawn(recording: true),
      child.read(until: GameLaunch.hasFirstFrame, deadline: Stopwatch.now() + 10) != nil
    else {
      print("stopped: the recorded game did not draw its first frame")
      return
    }
    var keys = KeyLatency(child: child)
    if let samples = keys.measure(cycle: moves, rounds: moveRounds) {
      report("key → updated, recording", samples.flatMap { $0 }, budget: "p99 ≤ 2 ms")
    }
    child.send(Array("q".utf8))
    _ = child.finish(timeout: 3)
    let lines =
      (try? String(contentsOfFile: launch.replayFile, encoding: .utf8))?.split(separator: "\n").count ?? 0
    Report.line("", "replay written: \(lines) lines")
  }

  /// Median time from spawning the game to its whole first frame, over fresh starts.
  private static func startUp(_ launch: GameLaunch) {
    var samples: [Double] = []
    for _ in 0..<startRuns {
      guard let child = launch.spawn() else { break }
      if child.read(until: GameLaunch.hasFirstFrame, deadline: child.started + 10) != nil {
        samples.append(Stopwatch.now() - child.started)
      }
      child.send(Array("q".utf8))
      _ = child.finish(timeout: 3)
    }
    guard !samples.isEmpty else {
      Report.line("start → first frame", "never seen")
      return
    }
    let median = Stopwatch.ms(Stopwatch.quantile(samples, 0.5))
    let range = "min \(Stopwatch.ms(samples.min()!)), max \(Stopwatch.ms(samples.max()!))"
    Report.line("start → first frame", "median \(median) (\(range); \(samples.count) runs)   budget ≤ 100 ms")
  }

  /// CPU the paused game uses while nothing happens: it should sit blocked in poll(2).
  private static func idle(_ child: PtyChild) {
    let pause = Array("p".utf8)
    child.send(pause)
    _ = child.readUntilQuiet(0.2, deadline: Stopwatch.now() + 2)
    let before = child.cpuTicks
    let drawn = child.readUntilQuiet(idleSeconds, deadline: Stopwatch.now() + idleSeconds).count
    if let before, let after = child.cpuTicks {
      let used = after.user + after.system - before.user - before.system
      let tick = String(format: "%.0f ms", 1000 / Double(sysconf(Int32(_SC_CLK_TCK))))
      Report.line(
        "idle CPU (paused)",
        "\(used) ticks of \(tick) in \(Int(idleSeconds)) s, \(drawn) bytes drawn   budget ~0")
    }
    child.send(pause)
    _ = child.readUntilQuiet(0.2, deadline: Stopwatch.now() + 2)
  }

  /// The game's own CPU time per key, which tells computing from waiting (for a core, for the disk).
  private static func cpuPerKey(_ child: PtyChild, since ticks: (user: Int, system: Int)?, keys: Int)
    -> String
  {
    guard let ticks, let now = child.cpuTicks else { return "game CPU unknown" }
    func perKey(_ used: Int) -> String {
      Stopwatch.ms(Double(used) / Double(sysconf(Int32(_SC_CLK_TCK))) / Double(keys))
    }
    return "game CPU/key: user \(perKey(now.user - ticks.user)), system \(perKey(now.system - ticks.system))"
  }

  private static func report(_ label: String, _ samples: [Double], budget: String? = nil) {
    let summary = Stopwatch.summary(samples, [0.5, 0.95, 0.99, 1], Stopwatch.ms)
    Report.line(label, "\(summary) (n=\(samples.count))" + (budget.map { "   budget \($0)" } ?? ""))
  }
}
