import Dispatch
import Synchronization

@testable import InkdokuRuntime
@testable import TerminalUI

/// A session clock that moves only when a test (or the scripted terminal) moves it.
final class ManualClock: SessionClock, @unchecked Sendable {
  var now = 0.0

  func realSeconds(_ seconds: Double) -> Double { seconds }
}

/// A terminal for the program loop without a terminal: input arrives as scripted, at scripted session
/// times, and every frame is kept. A wait the script does not fill lets the clock run to its end, so
/// deadlines (the pencil's, a message's) pass exactly as they would in real time.
final class ScriptedTerminal: TerminalBackend, @unchecked Sendable {
  /// One step of the script.
  enum Step {
    /// These inputs, `after` seconds of session time since the previous step.
    case input(after: Double, [TerminalInput])
    /// Waits (in real time, two minutes at most: a busy test run can keep the concurrency pool away that long) until something wakes the loop, e.g. an answer of
    /// the recognizer; the clock stands still meanwhile.
    case awaitWake
  }

  let colorMode = ColorMode.monochrome
  var columns: Int
  var rows: Int
  var cellPixelSize: CellPixelSize?
  var pixelReports = false
  var inputEnded = false
  var pendingTermination: Int32?
  private let clock: ManualClock
  private var script: [Step]
  /// When the last scripted input arrived.
  private var last = 0.0
  private let woken = DispatchSemaphore(value: 0)
  private(set) var frames: [ScreenBuffer] = []
  private(set) var suspended = 0
  private(set) var queriedPixelReports = false
  private(set) var isShutDown = false

  init(columns: Int = 100, rows: Int = 32, clock: ManualClock, script: [Step] = []) {
    self.columns = columns
    self.rows = rows
    self.clock = clock
    self.script = script
  }

  var wake: @Sendable () -> Void { { [woken] in woken.signal() } }

  /// The end of the script ends the input, as a closed standard input does.
  func readInput(timeout: Double?) -> [TerminalInput] {
    guard let step = script.first else {
      inputEnded = true
      return []
    }
    switch step {
    case .awaitWake:
      script.removeFirst()
      _ = woken.wait(timeout: .now() + 120)
      return []
    case .input(let after, let inputs):
      let due = last + after
      if let timeout, clock.now + timeout < due {
        clock.now += timeout
        return []
      }
      script.removeFirst()
      clock.now = max(clock.now, due)
      last = clock.now
      return inputs
    }
  }

  /// Whether the loop was woken since the last look, for tests that step it by hand.
  func takeWake() -> Bool { woken.wait(timeout: .now()) == .success }

  func present(_ buffer: ScreenBuffer) { frames.append(buffer) }
  func queryPixelReports() { queriedPixelReports = true }
  func setPixelReports(_ enabled: Bool) { pixelReports = enabled }
  func suspend() { suspended += 1 }
  func shutdown() { isShutDown = true }
  func exit(bySignal signal: Int32) -> Never { fatalError("signal \(signal) in a scripted session") }
}

extension [TerminalInput] {
  /// Terminal bytes (keys, SGR mouse reports) as the backend hands them over.
  static func bytes(_ text: String) -> [TerminalInput] { text.utf8.map { .byte($0) } }
}
