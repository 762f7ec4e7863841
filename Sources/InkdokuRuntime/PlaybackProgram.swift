import InkdokuCore
import InkdokuReplay
import InkdokuViews
import TerminalUI

/// `inkdoku replay FILE` as the program loop runs it: the recorded lines are handed to the player at
/// their recorded pace, and keys steer the pace.
///
/// Keys: space pauses and resumes, + and - double and halve the speed, `.` steps to the next recorded
/// input, q quits. Nothing is saved: playback only reduces recorded messages and draws the result.
public struct PlaybackProgram: LoopProgram {
  private let file: ReplayFile
  private let duration: Double
  private let look: Look
  private var player: ReplayPlayer
  private var clock: PlaybackClock
  private var next: (line: ReplayLine, number: Int)?
  /// A line that could not be read: playback ends and the command reports it.
  public private(set) var failure: (any Error)?
  public private(set) var isFinished = false

  /// Plays `file`, whose lines last `duration` seconds, from its start at `speed`.
  public init(file: ReplayFile, duration: Double, speed: Double, look: Look) {
    self.file = file
    self.duration = duration
    self.look = look
    player = ReplayPlayer(header: file.header)
    clock = PlaybackClock(speed: speed, at: 0)
  }

  public mutating func start(on terminal: any TerminalBackend, now: Double) {
    clock = PlaybackClock(speed: clock.speed, at: now)
    guard attempt({ $0.next = try $0.file.next() }) else { return }
    catchUp(now: now)
  }

  public mutating func step(_ events: [InputEvent], on terminal: any TerminalBackend, now: Double) {
    for case .key(let key) in events where !isFinished {
      switch key {
      case .character("q"), .escape, .control("c"): isFinished = true
      case .character(" "): clock.togglePause(at: now)
      case .character("+"), .character("="): clock.faster(at: now)
      case .character("-"): clock.slower(at: now)
      case .character("."): _ = attempt { try $0.stepToNextInput(now: now) }
      default: break
      }
    }
    if !isFinished { catchUp(now: now) }
  }

  /// Until the next line is due; forever while paused or at the end.
  public func wait(now: Double) -> Double? {
    next.flatMap { clock.delay(until: $0.line.time) }
  }

  public func frame(columns: Int, rows: Int) -> ScreenBuffer {
    let status = PlaybackView.status(clock: clock, duration: duration, ended: next == nil)
    return PlaybackView.render(player.state, look, status: status, columns: columns, rows: rows)
  }

  public mutating func terminate(now: Double) {}

  public mutating func finish(now: Double) -> (status: Int32, message: String?) { (0, nil) }

  /// Plays every line due by now.
  private mutating func catchUp(now: Double) {
    clock.advance(to: now)
    _ = attempt { program in
      while let due = program.next, due.line.time <= program.clock.position { try program.playNext() }
    }
  }

  /// Plays up to and including the next recorded input, and pauses there.
  private mutating func stepToNextInput(now: Double) throws {
    while let due = next {
      try playNext()
      if case .message(.input) = due.line.content { break }
    }
    clock.pause(at: player.time, now: now)
  }

  private mutating func playNext() throws {
    guard let due = next else { return }
    player.play(due.line)
    next = try file.next()
  }

  /// Runs `body`; a line that cannot be read ends playback with the error kept for the command.
  private mutating func attempt(_ body: (inout PlaybackProgram) throws -> Void) -> Bool {
    do {
      try body(&self)
      return true
    } catch {
      failure = error
      isFinished = true
      return false
    }
  }
}
