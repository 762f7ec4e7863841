import Dispatch
import InkdokuRuntime
import PointerGeometry
import Synchronization
import TerminalUI

/// A session clock that moves only when a test (or the scripted terminal) moves it.
public final class ManualClock: SessionClock, @unchecked Sendable {
  public var now = 0.0

  public init() {}

  public func realSeconds(_ seconds: Double) -> Double { seconds }
}

/// A terminal for the program loop without a terminal: input arrives as scripted, at scripted session
/// times, and every frame is kept. A wait the script does not fill lets the clock run to its end, so
/// deadlines (the pencil's, a message's) pass exactly as they would in real time.
public final class ScriptedTerminal: TerminalBackend, @unchecked Sendable {
  /// One step of the script.
  public enum Step {
    /// These inputs, `after` seconds of session time since the previous step.
    case input(after: Double, [TerminalInput])
    /// Waits until something wakes the loop, e.g. an answer of the recognizer; the clock stands still
    /// meanwhile. The real-time bound only ends a session whose wake never comes (its assertions then fail):
    /// a busy test run can keep the concurrency pool away for minutes.
    case awaitWake
  }

  /// Real seconds an `awaitWake` waits at most.
  static let wakeBound = 900.0

  public let colorMode = ColorMode.monochrome
  public var columns: Int
  public var rows: Int
  public var cellPixelSize: CellSize?
  public var pixelReports = false
  public var inputEnded = false
  public var pendingTermination: Int32?
  private let clock: ManualClock
  private var script: [Step]
  /// When the last scripted input arrived.
  private var last = 0.0
  private let woken = DispatchSemaphore(value: 0)
  public private(set) var frames: [ScreenBuffer] = []
  /// The session time each frame was drawn at.
  public private(set) var frameTimes: [Double] = []
  public private(set) var suspended = 0
  public private(set) var queriedPixelReports = false
  public private(set) var isShutDown = false

  public init(columns: Int = 100, rows: Int = 32, clock: ManualClock, script: [Step] = []) {
    self.columns = columns
    self.rows = rows
    self.clock = clock
    self.script = script
  }

  public var wake: @Sendable () -> Void { { [woken] in woken.signal() } }

  /// The end of the script ends the input, as a closed standard input does.
  public func readInput(timeout: Double?) -> [TerminalInput] {
    guard let step = script.first else {
      inputEnded = true
      return []
    }
    switch step {
    case .awaitWake:
      script.removeFirst()
      if woken.wait(timeout: .now() + Self.wakeBound) == .timedOut {
        script.removeAll()
        inputEnded = true
      }
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

  /// Input whose time has come: the next step of the script, due now.
  public var hasPendingInput: Bool {
    guard case .input(let after, _) = script.first else { return false }
    return last + after <= clock.now
  }

  /// Whether the loop was woken since the last look, for tests that step it by hand.
  public func takeWake() -> Bool { woken.wait(timeout: .now()) == .success }

  public func present(_ buffer: ScreenBuffer) {
    frames.append(buffer)
    frameTimes.append(clock.now)
  }
  public func queryPixelReports() { queriedPixelReports = true }
  public func setPixelReports(_ enabled: Bool) { pixelReports = enabled }
  public func suspend() { suspended += 1 }
  public func shutdown() { isShutDown = true }
  public func exit(bySignal signal: Int32) -> Never { fatalError("signal \(signal) in a scripted session") }
}

extension [TerminalInput] {
  /// Terminal bytes (keys, SGR mouse reports) as the backend hands them over.
  public static func bytes(_ text: String) -> [TerminalInput] { text.utf8.map { .byte($0) } }
}
