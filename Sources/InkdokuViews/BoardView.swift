import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// Draws the 9×9 grid, digits, notes and highlights into a placement's rectangles.
enum BoardView {
  static func draw(
    _ state: AppState, _ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    drawLines(placement, look, into: &buffer)
    let game = state.game
    let hinted = Set(state.currentHint?.cells ?? [])
    let highlighted = state.highlightedDigit
    for cell in 0..<81 {
      let rect = placement.rect(ofCell: cell)
      var background = Style.plain
      if Board.sees(cell, game.selection) { background = look.theme.peerHighlight }
      background = colourBackground(game.colours[cell], look.theme) ?? background
      let digit = game.digit(at: cell)
      if digit != 0 && digit == highlighted { background = look.theme.sameDigit }
      if hinted.contains(cell) || state.pencil.flash?.cell == cell { background = look.theme.hintHighlight }
      if cell == game.selection { background = look.theme.selection }
      background = grouped(background, cell, state)
      buffer.fill(rect, style: background)
      let room = drawColourSign(game.colours[cell], in: rect, look.theme, style: background, into: &buffer)
      if digit != 0 {
        // A given is marked only when the conflicts check finds an entry clashing with it.
        let marked = game.isMarked(cell)
        var role = game.isGiven(cell) ? look.theme.given : look.theme.entry
        if marked { role = role.applying(look.theme.mark) }
        let style = role.applying(background)
        let center = ScreenPoint(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
        buffer.put(String(digit), x: center.x, y: center.y, style: style)
        if marked, let sign = look.theme.markSign, center.x + 1 < rect.x + rect.width {
          buffer.put(String(sign), x: center.x + 1, y: center.y, style: style)
        }
      } else if !game.notes[cell].isEmpty {
        let style = look.theme.note.applying(background)
        let marked = look.theme.noteMatch
        drawNotes(
          game.notes[cell], in: room, style: style, highlighted: highlighted, as: marked,
          coloured: noteColours(game.colours[cell], look.theme, over: background), into: &buffer, look: look)
      }
    }
    let selected = placement.rect(ofCell: game.selection)
    buffer.cursor = ScreenPoint(x: selected.x + selected.width / 2, y: selected.y + selected.height / 2)
  }

  /// Notes sit in their keypad position when the cell has room for 3×3, else in one or two compact rows;
  /// the highlighted digit's note is drawn `as`, a note with a colour mark as `coloured` says. In a
  /// roomy cell no note sits where a placed digit would, in the middle, so that a lone note never reads
  /// as one. A one-row cell (three wide at 80×24, two beside a cell's colour letter) starts its notes
  /// with a dot, so that no note looks like a placed digit and two do not read as a number or a sum:
  /// the notes as they are where they fit after the dot (`·7`, `·37`), else the highlighted digit and a
  /// mark for the rest (`·5…`), else how many (`·4n`, `3n` beside a colour's letter: a bare count in
  /// brackets read as a digit held, and `+4` as the share format's digit of the player's). ASCII has no
  /// dot that does not read as a minus or a decimal point: there the marks are `:7` and `:5+`.
  static func drawNotes(
    _ notes: DigitSet, in rect: ScreenRect, style: Style, highlighted: Int? = nil, as marked: Style = .plain,
    coloured: [Int: Style] = [:], into buffer: inout ScreenBuffer, look: Look
  ) {
    let styleOf = { (d: Int) in coloured[d] ?? (d == highlighted ? marked : style) }
    let middle = rect.x + rect.width / 2
    if rect.height >= 3 && rect.width >= 5 {
      // Columns two apart: one place right of centred where the middle column would be among them.
      var left = rect.x + (rect.width - 5) / 2
      if rect.width >= 6, (middle - left) % 2 == 0 { left += 1 }
      let top = rect.y + (rect.height - 3) / 2
      for d in notes {
        buffer.put(String(d), x: left + (d - 1) % 3 * 2, y: top + (d - 1) / 3, style: styleOf(d))
      }
    } else if rect.height >= 2 && rect.width >= 5 {
      // The second row (6 to 9) is the digit's: it leaves the middle column out.
      let left = rect.x + (rect.width - 5) / 2
      for d in notes {
        let x = d <= 5 ? left + d - 1 : left + d - 6
        let y = rect.y + (d <= 5 ? 0 : 1)
        buffer.put(String(d), x: d > 5 && x >= middle ? x + 1 : x, y: y, style: styleOf(d))
      }
    } else {
      let (dot, more) = look.glyphs.mode == .ascii ? (":", "+") : ("·", "…")
      let texts: [(String, Style)]
      if notes.count + 1 <= rect.width {
        texts = [(dot, style)] + notes.map { (String($0), styleOf($0)) }
      } else if let highlighted, notes.contains(highlighted), rect.width >= 2 {
        texts = (rect.width >= 3 ? [(dot, style)] : []) + [(String(highlighted), marked), (more, style)]
      } else {
        texts = [((rect.width >= 3 ? dot : "") + "\(notes.count)n", style)]
      }
      var x = rect.x + max(0, (rect.width - texts.map(\.0.count).reduce(0, +)) / 2)
      let y = rect.y + rect.height / 2
      for (text, textStyle) in texts where x < rect.maxX {
        buffer.put(String(text.prefix(rect.maxX - x)), x: x, y: y, style: textStyle)
        x += text.count
      }
    }
  }

  /// Light lines between cells, heavy ones around the 3×3 boxes and the board.
  private static func drawLines(_ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer) {
    let pitchX = placement.cellWidth + 1
    let pitchY = placement.cellHeight + 1
    let board = placement.board
    for y in 0..<board.height {
      for x in 0..<board.width {
        let onColumnLine = x % pitchX == 0
        let onRowLine = y % pitchY == 0
        guard onColumnLine || onRowLine else { continue }
        let columnHeavy = x / pitchX % 3 == 0
        let rowHeavy = y / pitchY % 3 == 0
        let character: Character
        if onColumnLine && onRowLine {
          let arms = Glyphs.Arms(x: x, y: y, width: board.width, height: board.height)
          character = look.glyphs.junction(arms, verticalHeavy: columnHeavy, horizontalHeavy: rowHeavy)
        } else if onColumnLine {
          character = look.glyphs.vertical(heavy: columnHeavy)
        } else {
          character = look.glyphs.horizontal(heavy: rowHeavy)
        }
        let heavy =
          onColumnLine && onRowLine ? columnHeavy || rowHeavy : onColumnLine ? columnHeavy : rowHeavy
        buffer.put(
          String(character), x: board.x + x, y: board.y + y,
          style: heavy ? look.theme.boxLine : look.theme.boardLine)
      }
    }
  }

  /// `background` for `cell`, underlined whole while the cell is grouped: seen in colour and without it,
  /// over any highlight, on the board and in the candidates view.
  static func grouped(_ background: Style, _ cell: Int, _ state: AppState) -> Style {
    state.play.group.contains(cell) ? background.applying(Style(attributes: .underline)) : background
  }
}
