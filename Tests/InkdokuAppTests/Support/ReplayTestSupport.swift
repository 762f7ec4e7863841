import Foundation
import Testing

@testable import DigitRecognizer
@testable import InkKit
@testable import InkdokuCore
@testable import InkdokuReplay
@testable import SudokuKit
@testable import TerminalUI

/// Plays a session the way `GameLoop` does, minus the terminal: bytes are decoded into events, every
/// message is recorded before it is reduced, and effects are answered with messages.
final class RecordedSession {
  private(set) var state: AppState
  let recorder: Recorder
  private var decoder = InputDecoder(geometry: ReportGeometry())
  private(set) var now = 0.0
  private var rng = SeededRandom(seed: 7)

  /// Answers recognition requests; without one, every group comes back as the game would answer
  /// without a model.
  private let recognizer: ((InkRequest, RecognitionContext) -> RecognitionResult)?

  init(
    path: String, state: AppState = AppFixture.state(),
    recognizer: ((InkRequest, RecognitionContext) -> RecognitionResult)? = nil
  ) throws {
    self.state = state
    self.recognizer = recognizer
    recorder = try Recorder(creating: path, app: "test", model: nil)
    #expect(recorder.start(state, report: .cell) == nil)
    dispatch(.tick)
  }

  /// Sends terminal bytes (keys, SGR mouse reports) `seconds` after the previous input.
  func send(_ bytes: String, after seconds: Double = 0.2) {
    now += seconds
    var events: [InputEvent] = []
    for byte in bytes.utf8 { events += decoder.feed(.byte(byte), now: now) }
    events += decoder.flush(now: now)
    for event in events { dispatch(.input(event)) }
    if events.isEmpty { dispatch(.tick) }
  }

  /// Lets time pass with nothing typed, as the loop's timeout does.
  func wait(_ seconds: Double) {
    now += seconds
    dispatch(.tick)
  }

  func finish() {
    now += 0.01
    #expect(recorder.finish(state.game, at: now) == nil)
  }

  func dispatch(_ message: AppMessage) {
    var queue = [message]
    while !queue.isEmpty {
      let message = queue.removeFirst()
      #expect(recorder.record(message, at: now) == nil)
      for effect in App.update(&state, message, now: now) {
        switch effect {
        case .generatePuzzle(let level):
          let p = Generator.generate(difficulty: level, using: &rng)
          queue.append(.newPuzzle(givens: p.puzzle, solution: p.solution, difficulty: level))
        case .showStats: queue.append(.statsText("No games yet."))
        case .recognize(let request, let context):
          let result =
            recognizer?(request, context) ?? .reject(.modelUnavailable, label: nil, confidence: nil)
          queue.append(.recognized(RecognitionOutcome(id: request.id, result: result)))
        case .save, .quit, .recordCompletion, .countReject: break
        }
      }
    }
  }
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
  func draw(_ points: [(Int, Int)]) {
    let report = { (code: Int, p: (Int, Int), end: String) in "\u{1B}[<\(code);\(p.0);\(p.1)\(end)" }
    send(report(0, points[0], "M"), after: 0.03)
    for point in points.dropFirst() { send(report(32, point, "M"), after: 0.03) }
    send(report(0, points.last!, "m"), after: 0.03)
  }
}
