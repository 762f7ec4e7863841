import TerminalUI

extension BoardPlacement {
  /// The smallest board with a side panel as narrow as the number pad, one column from it: where no
  /// other layout fits, a window under 23 rows still shows the status and the pad beside the board
  /// (from 60×20). Nil where this does not fit either.
  init?(narrowPanelBesideBoardIn columns: Int, rows: Int) {
    let size = BoardLayout.boardSize(interiorHeight: 1)
    let aboveHint = rows - 1
    let width = BoardLayout.narrowPanelWidth
    let padHeight = NumberPad.height(width: width)
    guard columns >= size.columns + 1 + width, size.rows <= aboveHint,
      size.rows >= Self.factsHeight + padHeight
    else { return nil }
    let left = (columns - size.columns - 1 - width) / 2
    let top = (aboveHint - size.rows) / 2
    board = ScreenRect(x: left, y: top, width: size.columns, height: size.rows)
    cellWidth = 3
    cellHeight = 1
    panel = ScreenRect(x: board.maxX + 1, y: top, width: width, height: size.rows)
    panelSide = .right
    pad = nil
    numberPad = ScreenRect(x: panel.x, y: panel.maxY - padHeight, width: width, height: padHeight)
    hintBarRow = aboveHint
  }
}
