import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// Every cell's candidates at once (`v`), where the board, the panel and the pad are. A cell is five
/// columns by two rows, each note in its place (1–5 above, 6–9 below), a placed digit in brackets
/// (`[5]`): 81 cells of nine notes need more room than beside an 80×24 board, so the view takes the
/// board's place (55 × 22) and shows its digits too.
enum CandidatesView {
  /// Columns and rows of a cell's notes.
  static let cellWidth = 5
  static let cellHeight = 2
  /// A box: three cells with a light line between each two.
  static let boxWidth = 3 * cellWidth + 2
  static let boxHeight = 3 * cellHeight
  /// The whole view, its frame and the lines between boxes included.
  static let width = 3 * boxWidth + 4
  static let height = 3 * boxHeight + 4

  /// What the hint bar says while the view is up.
  static let barText = "Candidates · keys play on · v, Esc or a click: back to the board"
  /// The same where the bar is short (60 columns and the candidates label beside it).
  static let shortBarText = "Candidates · v, Esc or a click: back"

  /// The view's top-left corner, centred above the hint bar.
  static func origin(_ placement: BoardPlacement, columns: Int) -> ScreenPoint {
    ScreenPoint(x: max(0, (columns - width) / 2), y: max(0, (placement.hintBarRow - height) / 2))
  }

  /// Where `cell`'s notes go.
  static func rect(ofCell cell: Int, from origin: ScreenPoint) -> ScreenRect {
    let (row, column) = (cell / 9, cell % 9)
    let x = origin.x + 1 + column / 3 * (boxWidth + 1) + column % 3 * (cellWidth + 1)
    let y = origin.y + 1 + row / 3 * (boxHeight + 1) + row % 3 * cellHeight
    return ScreenRect(x: x, y: y, width: cellWidth, height: cellHeight)
  }

  static func draw(
    _ state: AppState, _ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    let origin = origin(placement, columns: buffer.width)
    drawLines(from: origin, look, into: &buffer)
    let game = state.game
    let highlighted = state.highlightedDigit
    let hinted = Set(state.currentHint?.cells ?? [])
    for cell in 0..<81 {
      let rect = rect(ofCell: cell, from: origin)
      let colours = game.colours[cell]
      let background =
        cell == game.selection
        ? look.theme.selection
        : hinted.contains(cell)
          ? look.theme.hintHighlight : BoardView.colourBackground(colours, look.theme) ?? Style.plain
      buffer.fill(rect, style: background)
      if colours.cell > 0, !look.theme.colourSigns.isEmpty {
        // Without colours the cell's sign takes the corner no note and no digit uses.
        let sign = String(look.theme.colourSigns[colours.cell - 1])
        buffer.put(sign, x: rect.maxX - 1, y: rect.maxY - 1, style: background)
      }
      let digit = game.digit(at: cell)
      if digit != 0 {
        var role = game.isGiven(cell) ? look.theme.given : look.theme.entry
        if game.isMarked(cell) { role = role.applying(look.theme.mark) }
        if digit == highlighted { role = role.applying(look.theme.sameDigit) }
        let sign = game.isMarked(cell) ? look.theme.markSign.map(String.init) ?? "" : ""
        buffer.put("[\(digit)]" + sign, x: rect.x + 1, y: rect.y, style: role.applying(background))
        continue
      }
      let noteColours = BoardView.noteColours(colours, look.theme, over: background)
      for d in game.notes[cell] {
        let style =
          d == highlighted
          ? look.theme.noteMatch.applying(background) : noteColours[d] ?? look.theme.note.applying(background)
        buffer.put(String(d), x: rect.x + (d - 1) % 5, y: rect.y + (d - 1) / 5, style: style)
      }
    }
    let selected = rect(ofCell: game.selection, from: origin)
    buffer.cursor = ScreenPoint(x: selected.x + 2, y: selected.y)
  }

  /// The label a click on which shows the view (`CandidatesLabel`), in bold; on the pad's frame with a
  /// blank either side.
  static func drawLabel(
    _ state: AppState, _ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    guard let label = CandidatesLabel.rect(state, placement) else { return }
    let onBar = label.y == placement.hintBarRow
    let style = (onBar ? look.theme.statusBar : Style.plain).applying(look.theme.given)
    let text = onBar ? CandidatesLabel.text : " \(CandidatesLabel.text) "
    buffer.put(text, x: onBar ? label.x : label.x - 1, y: label.y, style: style)
  }

  /// The frame, the heavy lines between the boxes and light ones between the cells of a row: with
  /// blanks between them one cell's notes ran into the next's.
  private static func drawLines(from origin: ScreenPoint, _ look: Look, into buffer: inout ScreenBuffer) {
    for y in 0..<height {
      for x in 0..<width {
        let inBox = x % (boxWidth + 1)
        let onBoxLine = inBox == 0
        let onColumnLine = onBoxLine || inBox == cellWidth + 1 || inBox == 2 * cellWidth + 2
        let onRowLine = y % (boxHeight + 1) == 0
        guard onColumnLine || onRowLine else { continue }
        let character: Character
        if onColumnLine && onRowLine {
          let arms = Glyphs.Arms(x: x, y: y, width: width, height: height)
          character = look.glyphs.junction(arms, verticalHeavy: onBoxLine, horizontalHeavy: true)
        } else {
          character =
            onColumnLine ? look.glyphs.vertical(heavy: onBoxLine) : look.glyphs.horizontal(heavy: true)
        }
        buffer.put(String(character), x: origin.x + x, y: origin.y + y, style: .plain)
      }
    }
  }
}
