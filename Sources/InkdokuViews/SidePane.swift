import InkdokuCore
import ScreenLayout
import TerminalUI

/// The room beside the board for text longer than the hint bar (the hint pane, the completion): in the
/// writing pad while it holds no ink (over the panel too when the pad is not enough), else in the side
/// panel between its facts and the number pad, growing up over the facts when the text needs the rows.
enum SidePane {
  /// Where `text` (wrapped to the width it is given) goes, and its lines; nil where there is no room.
  static func layout(
    _ state: AppState, _ placement: BoardPlacement, text: (Int) -> [String]
  ) -> (area: ScreenRect, lines: [String])? {
    if let pad = placement.pad, let inside = placement.padInterior {
      guard !state.pencil.pad.holdsInk else { return nil }
      let area = ScreenRect(x: inside.x + 1, y: inside.y, width: inside.width - 2, height: inside.height)
      let lines = text(area.width)
      if lines.count <= area.height { return (area, lines) }
      let top = placement.panel.y
      let column = ScreenRect(x: pad.x, y: top, width: pad.width, height: pad.maxY - top)
      return (column, text(column.width))
    }
    guard placement.panelSide == .right else { return nil }
    let panel = placement.panel
    let bottom = (placement.numberPad?.y ?? panel.maxY + 1) - 1
    let lines = text(panel.width)
    let top = panel.y + BoardPlacement.factsHeight
    let y = lines.count <= bottom - top ? top : max(panel.y, bottom - lines.count)
    return (ScreenRect(x: panel.x, y: y, width: panel.width, height: bottom - y), lines)
  }

  /// Clears the pane and writes its lines, the first in `heading`.
  static func draw(
    _ pane: (area: ScreenRect, lines: [String]), heading: Style = .plain, _ look: Look,
    into buffer: inout ScreenBuffer
  ) {
    buffer.fill(pane.area, style: .plain)
    for (i, line) in pane.lines.enumerated() where i < pane.area.height {
      buffer.put(look.text(line), x: pane.area.x, y: pane.area.y + i, style: i == 0 ? heading : .plain)
    }
  }
}
