import InkdokuCore
import InkdokuReplay
import NcursesTerminal
import TerminalUI

/// `inkdoku replay FILE`: shows a recorded session on the terminal at its recorded pace.
///
/// Keys: space pauses and resumes, + and - double and halve the speed, `.` steps to the next recorded
/// input, q quits. Nothing is saved: playback only reduces recorded messages and draws the result.
public enum PlaybackSession {
  /// Plays `file`, whose lines last `duration` seconds, from its start. Throws a start failure when
  /// there is no terminal, and whatever `file` throws when a line turns out to be unreadable.
  public static func play(
    _ file: ReplayFile, duration: Double, speed: Double, asciiRequested: Bool, environment: [String: String]
  ) throws -> Int32 {
    let backend = try InteractiveSession.start(environment: environment)
    defer { backend.shutdown() }
    var session = Playback(
      file: file, speed: speed,
      look: InteractiveSession.look(backend, asciiRequested: asciiRequested, environment: environment))
    return try session.run(backend, duration: duration)
  }
}

/// The playback loop's state: the player, the clock and the next line due.
private struct Playback {
  let file: ReplayFile
  let look: Look
  var player: ReplayPlayer
  var clock: PlaybackClock
  let wall = MonotonicClock()
  var decoder = InputDecoder(geometry: ReportGeometry())
  var next: (line: ReplayLine, number: Int)?

  init(file: ReplayFile, speed: Double, look: Look) {
    self.file = file
    self.look = look
    player = ReplayPlayer(header: file.header)
    clock = PlaybackClock(speed: speed, at: wall.now)
  }

  mutating func run(_ backend: NcursesBackend, duration: Double) throws -> Int32 {
    next = try file.next()
    while true {
      clock.advance(to: wall.now)
      while let due = next, due.line.time <= clock.position { try playNext() }
      let status = PlaybackView.status(clock: clock, duration: duration, ended: next == nil)
      backend.present(
        PlaybackView.render(player.state, look, status: status, columns: backend.columns, rows: backend.rows))
      let inputs = backend.readInput(timeout: timeout())
      if let signal = TerminalGuard.pendingTermination {
        backend.shutdown()
        TerminalGuard.exit(bySignal: signal)
      }
      if backend.inputEnded { return 0 }
      let now = wall.now
      var events: [InputEvent] = []
      for input in inputs { events += decoder.feed(input, now: now) }
      events += decoder.flush(now: now)
      for case .key(let key) in events.map(\.kind) {
        switch key {
        case .character("q"), .escape, .control("c"): return 0
        case .character(" "): clock.togglePause(at: now)
        case .character("+"), .character("="): clock.faster(at: now)
        case .character("-"): clock.slower(at: now)
        case .character("."): try step(now: now)
        default: break
        }
      }
    }
  }

  /// Plays up to and including the next recorded input, and pauses there.
  private mutating func step(now: Double) throws {
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

  /// Until the next line is due, or the decoder must decide on a lone Esc; forever while paused.
  private func timeout() -> Double? {
    let waits = [
      next.flatMap { clock.delay(until: $0.line.time) }, decoder.pendingDeadline.map { $0 - wall.now },
    ]
    return waits.compactMap { $0 }.min().map { max(0, $0) }
  }
}
