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

  /// The lines for `frame`, drawn from `state` at session time `time`: markers, a resize, the output;
  /// none when nothing changed.
  public mutating func lines(for state: AppState, frame: ScreenBuffer, at time: Double) -> [String] {
    let at = timeline.time(at: time)
    var lines =
      game.map { CastMarkers.between($0, state.game) }?.map { Asciicast.line(at: at, .marker, $0) } ?? []
    game = state.game
    if (frame.width, frame.height) != size {
      size = (frame.width, frame.height)
      lines.append(Asciicast.line(at: at, .resize, "\(frame.width)x\(frame.height)"))
    }
    let output = renderer.render(frame)
    if !output.isEmpty { lines.append(Asciicast.line(at: at, .output, output)) }
    return lines
  }
}
