import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// Every cell's candidates at once (`v`), where the board, the panel and the pad are
/// (`CandidatesPlacement`), with the facts and the number pad beside it where there is room. A cell is
/// five columns by two rows, each note in its place (1–5 above, 6–9 below), a placed digit in brackets
/// (`[5]`): 81 cells of nine notes need more room than beside an 80×24 board, so the view takes the
/// board's place (55 × 22) and shows its digits too.
enum CandidatesView {
  /// What the hint bar says while the view is up.
  static let barText = "Candidates · click or write on a cell · v, Esc or a click beside: back"
  /// The same where the bar is short.
  static let shortBarText = "Candidates · v, Esc or a click beside: back"

  static func draw(
    _ state: AppState, _ view: CandidatesPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    drawLines(from: ScreenPoint(x: view.view.x, y: view.view.y), look, into: &buffer)
    let game = state.game
    let highlighted = state.highlightedDigit
    let hinted = Set(state.currentHint?.cells ?? [])
    for cell in 0..<81 {
      let rect = view.rect(ofCell: cell)
      let colours = game.colours[cell]
      let highlight =
        cell == game.selection
        ? look.theme.selection
        : hinted.contains(cell)
          ? look.theme.hintHighlight : BoardView.colourBackground(colours, look.theme) ?? Style.plain
      let background = BoardView.grouped(highlight, cell, state)
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
    if let panel = view.panel {
      PanelView.draw(PanelView.lines(state), in: panel, above: view.numberPad, look, into: &buffer)
    }
    if let numbers = view.numberPad { NumberPadView.draw(state, numbers, look, into: &buffer) }
    let selected = view.rect(ofCell: game.selection)
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
    typealias Sizes = CandidatesPlacement
    let (width, height, boxWidth, boxHeight) = (Sizes.width, Sizes.height, Sizes.boxWidth, Sizes.boxHeight)
    for y in 0..<height {
      for x in 0..<width {
        let inBox = x % (boxWidth + 1)
        let onBoxLine = inBox == 0
        let onColumnLine = onBoxLine || inBox == Sizes.cellWidth + 1 || inBox == 2 * Sizes.cellWidth + 2
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
