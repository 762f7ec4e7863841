import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay
@testable import InkdokuRuntime
@testable import InkdokuViews
@testable import TerminalUI

/// How often the loop draws while input keeps coming (`ProgramLoop.frameInterval`,
/// `motionFrameInterval`).
@Suite struct ProgramLoopPacingTests {
  static func mouse(_ code: Int, _ point: (Int, Int), _ end: String = "M") -> [TerminalInput] {
    .bytes("\u{1B}[<\(code);\(point.0);\(point.1)\(end)")
  }

  /// 1-based points wandering over the interior of `cell`, one terminal cell apart.
  static func wander(over cell: Int, _ state: AppState, count: Int) -> [(Int, Int)] {
    guard case .fits(let placement) = state.layout else { return [] }
    let r = placement.rect(ofCell: cell)
    return (0..<count).map { (r.x + 1 + $0 % r.width, r.y + 1 + $0 / r.width % r.height) }
  }

  /// A game on the real loop: a press at 0.1 s, then `reports` drag reports 10 ms apart over cell 40,
  /// and `q` `quitAfter` seconds after the last (before the game clock's next second), recorded in
  /// `directory`. The run has ended when this returns.
  static func drag(reports: Int, quitAfter: Double, in directory: TemporaryDirectory) async throws
    -> (run: ProgramLoopTests.Run, terminal: ScriptedTerminal, points: [(Int, Int)])
  {
    let state = AppFixture.state()
    let clock = ManualClock()
    let points = Self.wander(over: 40, state, count: reports)
    var script: [ScriptedTerminal.Step] = [.input(after: 0.1, Self.mouse(0, points[0]))]
    script += points.dropFirst().map { .input(after: 0.01, Self.mouse(32, $0)) }
    script.append(.input(after: quitAfter, .bytes("q")))
    let terminal = ScriptedTerminal(
      columns: state.terminal.columns, rows: state.terminal.rows, clock: clock, script: script)
    let (program, _) = try ProgramLoopTests.recordedGame(state, in: directory)
    let run = ProgramLoopTests.Run(ProgramLoop(program, terminal: terminal, clock: clock))
    #expect(await run.status() == 0)
    return (run, terminal, points)
  }

  /// A drag reporting every 10 ms is drawn at most every `motionFrameInterval`; its last report is drawn
  /// that long after it although the button is still down, without a tick for the program.
  @Test func framesArePacedWhileThePointerMoves() async throws {
    let directory = try TemporaryDirectory()
    let (run, terminal, points) = try await Self.drag(reports: 31, quitAfter: 0.4, in: directory)
    let interval = run.loop.motionFrameInterval
    let stroke = terminal.frameTimes.filter { $0 > 0.1 + 1e-9 }  // after the press's frame
    #expect(zip(stroke, stroke.dropFirst()).allSatisfy { $1 - $0 >= interval - 1e-9 }, "\(stroke)")
    #expect(stroke.count <= Int((0.3 / interval).rounded()) + 1, "\(stroke.count) frames for 30 reports")
    let lastReport = 0.1 + 0.01 * Double(points.count - 1)
    #expect(stroke.last.map { $0 > lastReport && $0 <= lastReport + interval + 1e-9 } == true)
    #expect(terminal.frames.last == AppView.render(run.loop.program.state, AppFixture.look))
    // Ticks only where the program asked for one (the start); the held frame needed none.
    let file = try ReplayFile(path: directory.file("s.jsonl"))
    var ticks: [Double] = []
    while let (line, _) = try file.next() {
      if case .message(.tick) = line.content { ticks.append(line.time) }
    }
    #expect(ticks == [0])
  }

  /// A stroke is drawn at most ten times a second: 1/20 s lost three times the reports in VTE, while
  /// the ink still follows the hand at ten (`motionFrameInterval`'s numbers).
  @Test func aStrokeIsDrawnAtMostTenTimesASecond() async throws {
    let directory = try TemporaryDirectory()
    let (_, terminal, _) = try await Self.drag(reports: 51, quitAfter: 0.2, in: directory)
    let stroke = terminal.frameTimes.filter { $0 > 0.1 + 1e-9 }  // after the press's frame
    // Half a second of reports every 10 ms: five frames, and the last report's held one.
    #expect(stroke.count >= 2 && stroke.count <= 6, "\(stroke)")
  }

  /// A key is drawn as it arrives, however recent the last frame; keys that arrive together are stepped
  /// first and drawn once.
  @Test func keysAreDrawnAtOnceAndTogetherOnce() async throws {
    let directory = try TemporaryDirectory()
    let state = AppFixture.state()
    let clock = ManualClock()
    let points = Self.wander(over: 40, state, count: 2)
    let script: [ScriptedTerminal.Step] = [
      .input(after: 0.1, Self.mouse(0, points[0])), .input(after: 0.005, Self.mouse(32, points[1])),
      .input(after: 0.005, .bytes("\u{1B}[C")),  // 5 ms after a held motion frame: drawn at once
      .input(after: 0.2, .bytes("\u{1B}[C")), .input(after: 0, .bytes("\u{1B}[C")),
      .input(after: 0, .bytes("\u{1B}[C")),
      .input(after: 0.2, .bytes("q")),
    ]
    let terminal = ScriptedTerminal(
      columns: state.terminal.columns, rows: state.terminal.rows, clock: clock, script: script)
    let (program, _) = try ProgramLoopTests.recordedGame(state, in: directory)
    let run = ProgramLoopTests.Run(ProgramLoop(program, terminal: terminal, clock: clock))
    #expect(await run.status() == 0)
    let times = terminal.frameTimes.map { ($0 * 1000).rounded() / 1000 }
    #expect(times.contains(0.11), "\(times)")  // the key, with the drag held before it
    // Three keys at 0.31 s: the first drawn as it comes, the second held while the third waits.
    #expect(times.filter { $0 == 0.31 }.count == 2, "\(times)")
    let file = try ReplayFile(path: directory.file("s.jsonl"))
    var keys = 0
    while let (line, _) = try file.next() {
      if case .message(.input(.key(.right))) = line.content { keys += 1 }
    }
    #expect(keys == 4)
  }
}
