import TerminalUI

/// Where the candidates view stands: every cell's notes in the board's place, five columns by two rows
/// a cell, and beside it, where the window has room, a panel as narrow as the number pad with the
/// game's facts above the pad, so that a mouse player plays there as on the board. Nil where the view
/// does not fit above the hint bar.
public struct CandidatesPlacement: Equatable, Sendable {
  /// Columns and rows of a cell's notes (1–5 above, 6–9 below).
  public static let cellWidth = 5
  public static let cellHeight = 2
  /// A box: three cells with a light line between each two.
  public static let boxWidth = 3 * cellWidth + 2
  public static let boxHeight = 3 * cellHeight
  /// The whole view, its frame and the lines between boxes included.
  public static let width = 3 * boxWidth + 4
  public static let height = 3 * boxHeight + 4
  /// The pencil's pitch over the view, in terminal cells: a cell and the line after it across; down, a
  /// box of three cells and its line, shared by the three.
  public static let columnPitch = cellWidth + 1
  public static let rowPitch = Double(boxHeight + 1) / 3

  public let view: ScreenRect
  /// The facts and the number pad beside the view, nil where the window is too narrow for them.
  public let panel: ScreenRect?
  public let numberPad: ScreenRect?

  public init?(columns: Int, rows: Int) {
    let aboveBar = rows - 1
    guard columns >= Self.width, aboveBar >= Self.height else { return nil }
    let panelWidth = BoardLayout.narrowPanelWidth
    let padHeight = NumberPad.height(width: panelWidth)
    let beside = columns >= Self.width + 1 + panelWidth
    let left = (columns - Self.width - (beside ? 1 + panelWidth : 0)) / 2
    view = ScreenRect(x: left, y: (aboveBar - Self.height) / 2, width: Self.width, height: Self.height)
    panel = beside ? ScreenRect(x: view.maxX + 1, y: view.y, width: panelWidth, height: view.height) : nil
    numberPad = panel.map { ScreenRect(x: $0.x, y: $0.maxY - padHeight, width: $0.width, height: padHeight) }
  }

  /// Where `cell`'s notes go.
  public func rect(ofCell cell: Int) -> ScreenRect {
    let (row, column) = (cell / 9, cell % 9)
    let x = view.x + 1 + column / 3 * (Self.boxWidth + 1) + column % 3 * (Self.cellWidth + 1)
    let y = view.y + 1 + row / 3 * (Self.boxHeight + 1) + row % 3 * Self.cellHeight
    return ScreenRect(x: x, y: y, width: Self.cellWidth, height: Self.cellHeight)
  }

  /// The cell whose notes are at `point`: the lines between cells belong to none.
  public func cell(at point: ScreenPoint) -> Int? {
    (0..<81).first { rect(ofCell: $0).contains(point) }
  }
}
