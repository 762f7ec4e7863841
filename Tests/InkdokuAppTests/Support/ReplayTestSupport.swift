import Foundation
import Testing

@testable import DigitRecognizer
@testable import InkKit
@testable import InkdokuCore
@testable import InkdokuReplay
@testable import InkdokuRuntime
@testable import InkdokuStorage
@testable import SudokuKit
@testable import TerminalUI

/// A session played through the real program loop on a scripted terminal, a step at a time: bytes
/// are decoded into events, every message is recorded before it is reduced, and effects are answered.
final class RecordedSession {
  private var loop: ProgramLoop<PlayProgram>
  private let terminal: ScriptedTerminal
  private let clock = ManualClock()

  var state: AppState { loop.program.state }
  var now: Double { clock.now }

  /// Answers recognition requests; without one, every group comes back as the game would answer
  /// without a model.
  init(
    path: String, state: AppState = AppFixture.state(),
    recognizer: (@Sendable ([Stroke], RecognitionContext) -> RecognitionResult)? = nil
  ) throws {
    let recorder = try Recorder(creating: path, app: "test", model: nil)
    let puzzles = SeededPuzzles(seed: 7)
    terminal = ScriptedTerminal(columns: state.columns, rows: state.rows, clock: clock)
    let program = PlayProgram(
      state: state, look: AppFixture.look, storage: .ephemeral(), makePuzzle: puzzles.next,
      recorder: recorder,
      recognizer: AnswerRecognizer(
        answer: recognizer ?? { _, _ in .reject(.modelUnavailable, label: nil, confidence: nil) }))
    loop = ProgramLoop(program, terminal: terminal, clock: clock)
    loop.begin()
  }

  /// Sends terminal bytes (keys, SGR mouse reports) `seconds` after the previous input.
  func send(_ bytes: String, after seconds: Double = 0.2) async {
    clock.now += seconds
    loop.feed(.bytes(bytes))
    await collectAnswers()
  }

  /// Lets time pass with nothing typed, as the loop's timeout does.
  func wait(_ seconds: Double) async {
    clock.now += seconds
    loop.feed([])
    await collectAnswers()
  }

  func finish() {
    clock.now += 0.01
    terminal.inputEnded = true
    #expect(loop.end() == 0)
  }

  /// Recognition runs off the loop, as in the game: the answer is handed over when it wakes the loop
  /// (two minutes at most, then the test fails on the missing answer).
  private func collectAnswers() async {
    let deadline = ContinuousClock.now + .seconds(120)
    while !state.pendingRequests.isEmpty, ContinuousClock.now < deadline {
      if terminal.takeWake() { loop.feed([]) } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
  }
}

/// A recognizer that answers at once with what `answer` says.
struct AnswerRecognizer: DigitRecognizing {
  let answer: @Sendable ([Stroke], RecognitionContext) -> RecognitionResult

  func recognize(_ ink: [Stroke], context: RecognitionContext) async -> RecognitionResult {
    answer(ink, context)
  }
}

/// Puzzles for new games, the same sequence in every run.
final class SeededPuzzles: @unchecked Sendable {
  private var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  func next(_ level: Difficulty) -> GeneratedPuzzle { Generator.generate(difficulty: level, using: &random) }
}

/// Replay files written by hand for reader tests.
enum ReplayText {
  static let header: String = {
    let header = ReplayHeader(
      created: Date(timeIntervalSince1970: 0), app: "test", model: nil, settings: InkSettings(),
      terminal: ReplayTerminal(cols: 100, rows: 32, cellWidth: 9, cellHeight: 18, report: .cell),
      game: AppFixture.state().game)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try! encoder.encode(header), as: UTF8.self)
  }()

  /// The header, then `lines`, each ended by a line feed.
  static func file(_ lines: String...) -> Data {
    Data(([header] + lines).map { $0 + "\n" }.joined().utf8)
  }

  /// The error reading `data` throws, or nil when it reads.
  static func problem(_ data: Data) -> ReplayProblem? {
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
  func draw(_ points: [(Int, Int)]) async {
    let report = { (code: Int, p: (Int, Int), end: String) in "\u{1B}[<\(code);\(p.0);\(p.1)\(end)" }
    await send(report(0, points[0], "M"), after: 0.03)
    for point in points.dropFirst() { await send(report(32, point, "M"), after: 0.03) }
    await send(report(0, points.last!, "m"), after: 0.03)
  }
}
