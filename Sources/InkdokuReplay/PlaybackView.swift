import Foundation
import InkdokuCore
import InkdokuViews
import SudokuKit
import TerminalUI

/// A replay frame: the recorded screen as the app drew it, with the playback bar on the last row.
public enum PlaybackView {
  /// The app is drawn at the recorded terminal size, so ink and board line up as they did; a smaller
  /// terminal shows its top-left part.
  public static func render(
    _ state: AppState, _ look: Look, status: String, columns: Int, rows: Int
  ) -> ScreenBuffer {
    var screen = ScreenBuffer(width: columns, height: rows)
    guard rows > 0 else { return screen }
    let frame = AppView.render(state, look)
    let shown = (columns: min(frame.width, columns), rows: min(frame.height, rows - 1))
    for y in 0..<shown.rows {
      for x in 0..<shown.columns where !frame[x, y].isContinuation {
        screen.put(frame[x, y].text, x: x, y: y, style: frame[x, y].style)
      }
    }
    if let cursor = frame.cursor, cursor.x < shown.columns, cursor.y < shown.rows { screen.cursor = cursor }
    // The bar covers the recorded message line when the terminal is no taller than the recording, so a
    // message the player saw then is carried on the bar.
    let covered = frame.height >= rows ? state.ui.message.map { look.text($0.text) } : nil
    let bar = bar(status: status, message: covered, width: columns)
    screen.fill(ScreenRect(x: 0, y: rows - 1, width: columns, height: 1), style: look.theme.statusBar)
    screen.put(bar, x: 0, y: rows - 1, style: look.theme.statusBar)
    return screen
  }

  static let keys = "space pause · +/- speed · . step · q quit"
  /// The keys where the bar has no room for their names.
  static let shortKeys = "space · +/- · . · q"
  private static let separator = "  ·  "
  /// A message squeezed shorter than this says too little to be worth its room.
  private static let shortestMessage = 8

  /// The status, then a covered message, then the keys: the status and the keys always show, the keys'
  /// names while they fit beside the whole message; else the keys short, and the message cut to the
  /// room left (or left out when too little is).
  static func bar(status: String, message: String?, width: Int) -> String {
    func room(_ keys: String) -> Int { width - TextWidth.of(status + separator + separator + keys) }
    guard let message else {
      return status + separator + (TextWidth.of(status + separator + keys) <= width ? keys : shortKeys)
    }
    if TextWidth.of(message) <= room(keys) { return status + separator + message + separator + keys }
    guard room(shortKeys) >= shortestMessage else { return status + separator + shortKeys }
    return status + separator + cut(message, to: room(shortKeys)) + separator + shortKeys
  }

  /// `text` in at most `width` columns, ending in "…" when it was longer.
  private static func cut(_ text: String, to width: Int) -> String {
    guard TextWidth.of(text) > width else { return text }
    var kept = ""
    for character in text {
      guard TextWidth.of(kept) + TextWidth.of(character) + 1 <= width else { break }
      kept.append(character)
    }
    return kept + "…"
  }

  /// "Replay  playing 2x  0:12 / 3:45", shown before the keys.
  public static func status(clock: PlaybackClock, duration: Double, ended: Bool) -> String {
    let state = ended ? "ended" : clock.paused ? "paused" : "playing"
    let position = ClockText.format(min(clock.position, duration))
    let speed = String(format: "%gx", clock.speed)
    return "Replay  \(state) \(speed)  \(position) / \(ClockText.format(duration))"
  }
}
