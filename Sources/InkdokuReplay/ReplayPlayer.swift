import InkdokuCore

/// Re-runs a recorded session: rebuilds the state it started from and hands each recorded message to
/// the app reducer at its recorded time. Effects are dropped, as their answers are in the recording,
/// so playback never generates puzzles, reads statistics or writes files.
public struct ReplayPlayer {
  public let header: ReplayHeader
  public private(set) var state: AppState
  /// The time of the last line played.
  public private(set) var time = 0.0
  public private(set) var events = 0
  /// The game as the recording says it ended, when it has a final line.
  public private(set) var recordedFinal: ReplayBoard?
  public private(set) var recognitions = RecognitionCounts()
  private var version: OlderVersion

  public init(header: ReplayHeader) {
    self.header = header
    state = header.initialState
    version = OlderVersion(header.behaviour)
    version.start(&state)
  }

  /// Plays one line; returns the effects the reducer asked for, which only a verifier looks at.
  @discardableResult
  public mutating func play(_ line: ReplayLine) -> [AppEffect] {
    time = line.time
    switch line.content {
    case .message(let message):
      events += 1
      let effects = version.reduce(&state, message, now: line.time)
      if case .recognized(let reading) = message, let last = state.pencil.last, last.reading == reading {
        switch last.decision {
        case .accept: recognitions.accepted += 1
        case .reject(let reason): recognitions.rejected[reason.rawValue, default: 0] += 1
        }
      }
      return effects
    case .final(let board):
      recordedFinal = board
      return []
    }
  }

  /// What the session came to so far.
  public func summary(warnings: [ReplayProblem]) -> ReplaySummary {
    ReplaySummary(
      puzzle: header.game.givens.line, model: header.model, final: ReplayBoard(state.game), duration: time,
      events: events, recognitions: recognitions, warnings: warnings.map(\.description))
  }
}
