import TerminalUI

/// A board layout that fits: the rectangles to draw in and the hit test between screen and Sudoku cells.
public struct BoardPlacement: Hashable, Sendable {
  /// Where the status panel sits relative to the board.
  public enum PanelSide: Hashable, Sendable {
    case right, bottom
  }

  /// The whole board, outer lines included.
  public let board: ScreenRect
  /// Columns and rows inside one Sudoku cell, lines excluded.
  public let cellWidth: Int
  public let cellHeight: Int
  public let panel: ScreenRect
  public let panelSide: PanelSide
  /// The terminal's last row, where key hints and short messages go.
  public let hintBarRow: Int

  /// Places a board with `interiorHeight`-row cells, or nil if it does not fit with a panel.
  init?(columns: Int, rows: Int, interiorHeight: Int) {
    let size = BoardLayout.boardSize(interiorHeight: interiorHeight)
    let aboveHint = rows - 1
    cellHeight = interiorHeight
    cellWidth = 2 * interiorHeight + 1
    hintBarRow = aboveHint
    let sideRoom = columns - size.columns - BoardLayout.panelGap
    if sideRoom >= BoardLayout.sidePanelMinWidth, size.rows <= aboveHint {
      let panelWidth = min(sideRoom, BoardLayout.sidePanelMaxWidth)
      let left = (columns - size.columns - BoardLayout.panelGap - panelWidth) / 2
      let top = (aboveHint - size.rows) / 2
      board = ScreenRect(x: left, y: top, width: size.columns, height: size.rows)
      panel = ScreenRect(
        x: board.maxX + BoardLayout.panelGap, y: top, width: panelWidth, height: size.rows)
      panelSide = .right
    } else if size.columns <= columns, size.rows + BoardLayout.bottomAreaMinHeight <= rows {
      let top = (rows - size.rows - BoardLayout.bottomAreaMinHeight) / 2
      board = ScreenRect(x: (columns - size.columns) / 2, y: top, width: size.columns, height: size.rows)
      panel = ScreenRect(x: 0, y: board.maxY, width: columns, height: aboveHint - board.maxY)
      panelSide = .bottom
    } else {
      return nil
    }
  }

  /// The interior of Sudoku cell `index` (0...80, row by row).
  public func rect(ofCell index: Int) -> ScreenRect {
    precondition((0..<81).contains(index), "cell \(index) is not on the board")
    return ScreenRect(
      x: board.x + 1 + index % 9 * (cellWidth + 1), y: board.y + 1 + index / 9 * (cellHeight + 1),
      width: cellWidth, height: cellHeight)
  }

  /// The Sudoku cell whose interior holds the terminal cell, or nil on a grid line or off the board.
  public func cellAt(column: Int, row: Int) -> Int? {
    guard let boardColumn = interiorIndex(column - board.x, pitch: cellWidth + 1),
      let boardRow = interiorIndex(row - board.y, pitch: cellHeight + 1)
    else { return nil }
    return boardRow * 9 + boardColumn
  }

  /// Which of the 9 interiors `offset` (from the board's outer line) falls in.
  private func interiorIndex(_ offset: Int, pitch: Int) -> Int? {
    guard offset > 0, offset < 9 * pitch, offset % pitch != 0 else { return nil }
    return offset / pitch
  }
}
