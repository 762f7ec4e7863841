import InkdokuReplay
import InkdokuRuntime

/// `inkdoku replay FILE`: shows a recorded session on the terminal at its recorded pace.
public enum PlaybackSession {
  /// Plays `file`, whose lines last `duration` seconds, from its start. Throws a start failure when
  /// there is no terminal, and whatever `file` throws when a line turns out to be unreadable.
  public static func play(
    _ file: ReplayFile, duration: Double, speed: Double, asciiRequested: Bool, environment: [String: String]
  ) throws -> Int32 {
    let backend = try InteractiveSession.start(environment: environment)
    let look = InteractiveSession.look(backend, asciiRequested: asciiRequested, environment: environment)
    var loop = ProgramLoop(
      PlaybackProgram(file: file, duration: duration, speed: speed, look: look), terminal: backend,
      clock: MonotonicClock())
    let status = loop.run()
    if let failure = loop.program.failure { throw failure }
    return status
  }
}
