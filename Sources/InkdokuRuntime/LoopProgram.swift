import TerminalUI

/// What the program loop runs: the game, or the playback of a replay. The loop owns the terminal and
/// the decoding of its input; a program turns events into state and state into frames.
public protocol LoopProgram {
  /// Once, before the first frame.
  mutating func start(on terminal: any TerminalBackend, now: Double)
  /// What arrived since the last step (nothing when a wait ran out or the loop was woken).
  mutating func step(_ events: [InputEvent], on terminal: any TerminalBackend, now: Double)
  /// The longest the loop may wait for input before the program needs a step, in session seconds (0:
  /// it needs one now); nil: until input arrives.
  func wait(now: Double) -> Double?
  func frame(columns: Int, rows: Int) -> ScreenBuffer
  /// Whether the program is done; the loop then calls `finish`.
  var isFinished: Bool { get }
  /// A termination signal ends the loop: keep what must survive it.
  mutating func terminate(now: Double)
  /// The loop has ended normally: the exit status, and a message for standard error once the
  /// terminal is restored.
  mutating func finish(now: Double) -> (status: Int32, message: String?)
}
