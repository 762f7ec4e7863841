import InkdokuCore
import SudokuKit
import TerminalUI

/// Turns what the app showed, frame after frame, into asciicast lines: the screen's changes as output,
/// a new terminal size as a resize, and a marker at each digit placed and each hint.
public struct CastEncoder {
  /// The header line, which the cast starts with.
  public let header: String
  private var renderer: EscapeSequenceRenderer
  private var timeline: CastTimeline
  private var size: (columns: Int, rows: Int)
  /// The game as the last frame showed it, to tell what happened since.
  private var game: GameState?

  /// A cast of `header`'s size; its idle time limit is the timeline's. Frames are drawn in `colorMode`.
  public init(_ header: Asciicast.Header, colorMode: ColorMode, timeline: CastTimeline) {
    var header = header
    header.idleTimeLimit = timeline.idleLimit
    self.header = Asciicast.line(header)
    renderer = EscapeSequenceRenderer(colorMode: colorMode)
    self.timeline = timeline
    size = (header.width, header.height)
  }

  /// What a cast of `game` is called: "Inkdoku: medium game".
  public static func title(_ game: GameState) -> String {
    "Inkdoku: \(game.difficultyLabel ?? "custom") game"
  }

  /// The lines for `frame`, drawn from `state` at session time `time`: markers, a resize, the output;
  /// none when nothing changed, and then the time passes unseen, as a pause to cut short.
  public mutating func lines(for state: AppState, frame: ScreenBuffer, at time: Double) -> [String] {
    var events = (game.map { CastMarkers.between($0, state.game) } ?? []).map {
      (Asciicast.EventKind.marker, $0)
    }
    game = state.game
    if (frame.width, frame.height) != size {
      size = (frame.width, frame.height)
      events.append((.resize, "\(frame.width)x\(frame.height)"))
    }
    let output = renderer.render(frame)
    if !output.isEmpty { events.append((.output, output)) }
    guard !events.isEmpty else { return [] }
    let at = timeline.time(at: time)
    return events.map { Asciicast.line(at: at, $0.0, $0.1) }
  }
}
