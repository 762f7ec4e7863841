import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// The hint pane: the current hint's whole text, and a chain's reasoning in plain words, in the side
/// pane where the hint bar would cut it off.
enum HintPaneView {
  /// The pane's lines for `width` columns: the hint, then (once its cells show) the words.
  static func lines(_ hint: ShownHint, width: Int) -> [String] {
    var lines = Wrap.lines(hint.text, width: width)
    if hint.stage == .cells, let words = hint.hint.inWords { lines += [""] + Wrap.lines(words, width: width) }
    return lines
  }

  /// Where the pane goes for the current hint, and its lines; nil when there is no hint or no room.
  static func layout(_ state: AppState, _ placement: BoardPlacement) -> (area: ScreenRect, lines: [String])? {
    guard let hint = state.currentHint else { return nil }
    return SidePane.layout(state, placement) { lines(hint, width: $0) }
  }

  /// Draws the pane; says whether it holds the whole hint, so that the hint bar can point to it.
  static func draw(
    _ state: AppState, _ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) -> Bool {
    guard let pane = layout(state, placement) else { return false }
    SidePane.draw(pane, look, into: &buffer)
    return pane.lines.count <= pane.area.height
  }
}
