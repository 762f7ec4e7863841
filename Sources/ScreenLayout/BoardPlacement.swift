import TerminalUI

/// A board layout that fits: the rectangles to draw in. Points become cells through the board's pencil
/// surface (`TerminalGeometry.surface`), for clicks and ink alike.
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
  /// The writing pad, frame included, right of the board under a compact panel; nil when not shown.
  public let pad: ScreenRect?
  /// The clickable number pad (`NumberPad`): in the side panel under its facts, under the writing
  /// pad, or at the foot of the panel under the board; nil where none has room.
  public let numberPad: ScreenRect?
  /// The terminal's last row, where key hints and short messages go.
  public let hintBarRow: Int

  /// Rows of the compact panel above the writing pad, where the full one leaves the pad too little room.
  public static let compactPanelHeight = 2
  /// Rows of the full panel above the pad: its facts and the digits left.
  static let fullPanelHeight = 10
  /// The panel's first row free under its facts: after the longest (a daily's seven) and a blank.
  public static let factsHeight = 8

  /// Places a board with `interiorHeight`-row cells, or nil if it does not fit with a panel (and with
  /// `pad`, with the writing pad).
  init?(columns: Int, rows: Int, interiorHeight: Int, pad withPad: Bool = false) {
    let size = BoardLayout.boardSize(interiorHeight: interiorHeight)
    let aboveHint = rows - 1
    cellHeight = interiorHeight
    cellWidth = 2 * interiorHeight + 1
    hintBarRow = aboveHint
    let sideRoom = columns - size.columns - BoardLayout.panelGap
    if withPad {
      guard sideRoom >= BoardLayout.padMinWidth, size.rows <= aboveHint else { return nil }
      let boardTop = (aboveHint - size.rows) / 2
      // The pad stands beside the board under the panel, down to the board's bottom where the terminal
      // allows: the full panel where that leaves the pad room enough, else a compact one, above the
      // board's top if need be. A pad much wider than twice its height holds no bigger digit.
      let full = aboveHint - boardTop - Self.fullPanelHeight >= BoardLayout.padMinHeight
      let panelHeight = full ? Self.fullPanelHeight : Self.compactPanelHeight
      let panelTop = full ? boardTop : max(0, boardTop - panelHeight)
      let padTop = panelTop + panelHeight
      let padHeight = min(aboveHint - padTop, max(boardTop + size.rows - padTop, BoardLayout.padMinHeight))
      guard padHeight >= BoardLayout.padMinHeight else { return nil }
      let padWidth = min(sideRoom, 2 * padHeight + 4)
      let left = (columns - size.columns - BoardLayout.panelGap - padWidth) / 2
      board = ScreenRect(x: left, y: boardTop, width: size.columns, height: size.rows)
      let x = board.maxX + BoardLayout.panelGap
      panel = ScreenRect(x: x, y: panelTop, width: padWidth, height: panelHeight)
      pad = ScreenRect(x: x, y: padTop, width: padWidth, height: padHeight)
      panelSide = .right
      let under = ScreenRect(
        x: x, y: padTop + padHeight, width: padWidth, height: aboveHint - padTop - padHeight)
      numberPad =
        under.height >= NumberPad.height(width: padWidth)
        ? under : full ? Self.numberPad(in: panel, from: Self.fullPanelHeight - 3) : nil
      return
    }
    pad = nil
    if sideRoom >= BoardLayout.sidePanelMinWidth, size.rows <= aboveHint {
      let panelWidth = min(sideRoom, BoardLayout.sidePanelMaxWidth)
      let left = (columns - size.columns - BoardLayout.panelGap - panelWidth) / 2
      let top = (aboveHint - size.rows) / 2
      board = ScreenRect(x: left, y: top, width: size.columns, height: size.rows)
      panel = ScreenRect(
        x: board.maxX + BoardLayout.panelGap, y: top, width: panelWidth, height: size.rows)
      panelSide = .right
      // At the panel's foot, so the hint pane between the facts and the pad can grow up over the facts.
      let height = NumberPad.height(width: panel.width)
      numberPad =
        panel.height >= Self.factsHeight + height
        ? ScreenRect(x: panel.x, y: panel.maxY - height, width: panel.width, height: height) : nil
    } else if size.columns <= columns, size.rows + BoardLayout.bottomAreaMinHeight <= rows {
      let top = (rows - size.rows - BoardLayout.bottomAreaMinHeight) / 2
      board = ScreenRect(x: (columns - size.columns) / 2, y: top, width: size.columns, height: size.rows)
      panel = ScreenRect(x: 0, y: board.maxY, width: columns, height: aboveHint - board.maxY)
      panelSide = .bottom
      // At the panel's foot, under at least one line of facts: a narrow window keeps mouse play.
      let height = NumberPad.height(width: panel.width)
      numberPad =
        panel.height > height
        ? ScreenRect(x: panel.x, y: panel.maxY - height, width: panel.width, height: height) : nil
    } else {
      return nil
    }
  }

  /// The number pad's rows inside a panel from its row `row`, if they fit.
  private static func numberPad(in panel: ScreenRect, from row: Int) -> ScreenRect? {
    let height = NumberPad.height(width: panel.width)
    guard panel.height >= row + height else { return nil }
    return ScreenRect(x: panel.x, y: panel.y + row, width: panel.width, height: height)
  }

  /// The interior of Sudoku cell `index` (0...80, row by row).
  public func rect(ofCell index: Int) -> ScreenRect {
    precondition((0..<81).contains(index), "cell \(index) is not on the board")
    return ScreenRect(
      x: board.x + 1 + index % 9 * (cellWidth + 1), y: board.y + 1 + index / 9 * (cellHeight + 1),
      width: cellWidth, height: cellHeight)
  }

  /// The pad's writing area: inside its frame.
  public var padInterior: ScreenRect? {
    pad.map { ScreenRect(x: $0.x + 1, y: $0.y + 1, width: $0.width - 2, height: $0.height - 2) }
  }

  /// Whether the terminal cell is on one of the board's grid lines, outer ones included: clicks there
  /// selected nothing in sessions recorded before replay version 2.
  public func isOnGridLine(column: Int, row: Int) -> Bool {
    guard board.contains(ScreenPoint(x: column, y: row)) else { return false }
    return (column - board.x) % (cellWidth + 1) == 0 || (row - board.y) % (cellHeight + 1) == 0
  }
}
