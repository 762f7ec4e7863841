import InkdokuCore
import ScreenLayout
import TerminalUI

extension AppState {
  /// Where the screen in front of the board draws its line holding `text`: two columns into it (past a
  /// menu's `> `), as a player would click it; nil when no line holds it.
  public func overlayPoint(ofLineHolding text: String) -> ScreenPoint? {
    guard let placement = layout.placement, let lines = OverlayView.lines(self),
      let index = lines.firstIndex(where: { $0.contains(text) })
    else { return nil }
    let frame = OverlayFrame(lines: lines, placement: placement, screenWidth: terminal.columns)
    return ScreenPoint(x: frame.left + 2, y: frame.top + index)
  }
}
