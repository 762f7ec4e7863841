import Foundation
import InkKit
import InkdokuCore
import InkdokuReplay
import InkdokuRuntime
import InkdokuStorage
import Preferences
import Recognition
import SudokuKit
import TerminalUI

/// A session played through the real program loop on a scripted terminal, a step at a time: bytes
/// are decoded into events, every message is recorded before it is reduced, and effects are answered.
public final class RecordedSession {
  private var loop: ProgramLoop<PlayProgram>
  private let terminal: ScriptedTerminal
  private let clock = ManualClock()

  public var state: AppState { loop.program.state }
  public var now: Double { clock.now }

  /// Answers recognition requests; without one, every group comes back as the game would answer
  /// without a model.
  public init(
    path: String, state: AppState = AppFixture.state(),
    recognizer: (@Sendable (RecognitionRequest) -> Reading)? = nil
  ) throws {
    let recorder = try Recorder(creating: path, app: "test", model: nil)
    let puzzles = SeededPuzzles(seed: 7)
    terminal = ScriptedTerminal(columns: state.terminal.columns, rows: state.terminal.rows, clock: clock)
    let program = PlayProgram(
      state: state, look: AppFixture.look, storage: .ephemeral(), makePuzzle: puzzles.next,
      recorder: recorder,
      recognizer: AnswerRecognizer(
        answer: recognizer ?? { .rejected(id: $0.id, .modelUnavailable) }))
    loop = ProgramLoop(program, terminal: terminal, clock: clock)
    loop.begin()
  }

  /// Sends terminal bytes (keys, SGR mouse reports) `seconds` after the previous input.
  public func send(_ bytes: String, after seconds: Double = 0.2) async {
    clock.now += seconds
    loop.feed(.bytes(bytes))
    await collectAnswers()
  }

  /// Lets time pass with nothing typed, as the loop's timeout does.
  public func wait(_ seconds: Double) async {
    clock.now += seconds
    loop.feed([])
    await collectAnswers()
  }

  /// Ends the session as a closed standard input does; throws unless it ends with status 0.
  public func finish() throws {
    clock.now += 0.01
    terminal.inputEnded = true
    let status = loop.end()
    guard status == 0 else { throw CheckFailure("the session ended with status \(status)") }
  }

  /// Recognition runs off the loop, as in the game: the answer is handed over when it wakes the loop.
  /// The real-time bound only ends a wait whose answer never comes (the test then fails on it): a busy
  /// test run can keep the concurrency pool away from the recognizer for minutes.
  private func collectAnswers() async {
    let deadline = ContinuousClock.now + .seconds(ScriptedTerminal.wakeBound)
    while !state.pencil.pending.isEmpty, ContinuousClock.now < deadline {
      if terminal.takeWake() { loop.feed([]) } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
  }
}

/// A recognizer that answers at once with what `answer` says.
public struct AnswerRecognizer: DigitRecognizing {
  public let answer: @Sendable (RecognitionRequest) -> Reading

  public init(answer: @escaping @Sendable (RecognitionRequest) -> Reading) { self.answer = answer }

  public func recognize(_ request: RecognitionRequest) async -> Reading { answer(request) }
}

/// Puzzles for new games, the same sequence in every run.
public final class SeededPuzzles: @unchecked Sendable {
  private var random: SeededRandom

  public init(seed: UInt64) { random = SeededRandom(seed: seed) }

  public func next(_ level: Difficulty) -> GeneratedPuzzle {
    Generator.generate(difficulty: level, using: &random)
  }
}

/// Replay files written by hand for reader tests.
public enum ReplayText {
  public static let header: String = {
    let header = ReplayHeader(
      created: Date(timeIntervalSince1970: 0), app: "test", model: nil, settings: PlaySettings(pad: .off),
      terminal: ReplayTerminal(cols: 100, rows: 32, cellWidth: 9, cellHeight: 18, reportUnit: .cell),
      game: AppFixture.state().game)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try! encoder.encode(header), as: UTF8.self)
  }()

  /// The header, then `lines`, each ended by a line feed.
  public static func file(_ lines: String...) -> Data {
    Data(([header] + lines).map { $0 + "\n" }.joined().utf8)
  }

  /// The error reading `data` throws, or nil when it reads.
  public static func problem(_ data: Data) -> ReplayProblem? {
    do {
      _ = try ReplayReader.read(data)
      return nil
    } catch {
      return error
    }
  }
}

extension RecordedSession {
  /// Draws a pencil stroke through `points` (1-based column, row) as SGR mouse reports: a press,
  /// drags, a release, 30 ms apart.
  public func draw(_ points: [(Int, Int)]) async {
    let report = { (code: Int, p: (Int, Int), end: String) in "\u{1B}[<\(code);\(p.0);\(p.1)\(end)" }
    await send(report(0, points[0], "M"), after: 0.03)
    for point in points.dropFirst() { await send(report(32, point, "M"), after: 0.03) }
    await send(report(0, points.last!, "m"), after: 0.03)
  }
}
