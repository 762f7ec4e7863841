import SudokuKit
import TerminalUI

/// The hint pane: the current hint's whole text, and a chain's reasoning in plain words, beside the
/// board where the hint bar would cut it off. In the writing pad while it holds no ink (over the panel
/// too when the pad is not enough), else in the side panel between its facts and the number pad, growing
/// up over the facts when the text needs the rows.
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
    if let pad = placement.pad, let inside = placement.padInterior {
      guard state.padInk.pendingStrokes.isEmpty && state.padInk.currentStroke == nil else { return nil }
      let area = ScreenRect(x: inside.x + 1, y: inside.y, width: inside.width - 2, height: inside.height)
      let text = lines(hint, width: area.width)
      if text.count <= area.height { return (area, text) }
      // Too long for the pad: the whole column right of the board, panel and pad frame included.
      let top = placement.panel.y
      let column = ScreenRect(x: pad.x, y: top, width: pad.width, height: pad.maxY - top)
      return (column, lines(hint, width: column.width))
    }
    guard placement.panelSide == .right else { return nil }
    let panel = placement.panel
    let bottom = (placement.numberPad?.y ?? panel.maxY + 1) - 1
    let text = lines(hint, width: panel.width)
    let top = panel.y + BoardPlacement.factsHeight
    let y = text.count <= bottom - top ? top : max(panel.y, bottom - text.count)
    return (ScreenRect(x: panel.x, y: y, width: panel.width, height: bottom - y), text)
  }

  static func draw(
    _ state: AppState, _ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    guard let (area, lines) = layout(state, placement) else { return }
    buffer.fill(area, style: .plain)
    for (i, line) in lines.enumerated() where i < area.height {
      buffer.put(look.text(line), x: area.x, y: area.y + i, style: .plain)
    }
  }
}
