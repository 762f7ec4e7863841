import ScreenLayout
import TerminalUI

/// The clickable label that shows the candidates view, as `v` does: on the writing pad's bottom edge
/// where the pad shows (at 80×24 the hint bar has no room left beside it), else on the hint bar left
/// of the `Menu` button; only while the board is in play.
public enum CandidatesLabel {
  public static let text = "v: candidates"
  /// Narrower, the hint bar keeps its every column for the key reminder.
  static let minimumColumns = 60

  /// Where the label stands, or nil where it is not shown.
  public static func rect(_ state: AppState, _ placement: BoardPlacement) -> ScreenRect? {
    guard state.ui.screen == .playing, state.game.clockRunning, !state.ui.showsCandidates,
      state.candidatesPlacement != nil
    else { return nil }
    if let pad = placement.pad, pad.width >= text.count + 4 {
      return ScreenRect(
        x: pad.x + (pad.width - text.count) / 2, y: pad.maxY - 1, width: text.count, height: 1)
    }
    let columns = state.terminal.columns
    guard columns >= minimumColumns else { return nil }
    let x = App.menuButton(placement, columns: columns).x - 1 - text.count
    return ScreenRect(x: x, y: placement.hintBarRow, width: text.count, height: 1)
  }
}
