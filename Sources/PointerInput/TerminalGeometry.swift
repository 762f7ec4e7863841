import InkKit
import PointerGeometry
import Preferences
import ScreenLayout
import TerminalUI

/// The terminal as the game knows it: its size, the pixel size of a cell and the unit of its mouse
/// reports, each held here once and changed only by a `TerminalChange`. The layout, the board's and
/// the pad's pencil surfaces and every hit test are computed from it, and every mouse report is
/// located by it.
public struct TerminalGeometry: Equatable, Sendable {
  public private(set) var columns: Int
  public private(set) var rows: Int
  /// Pixel size of one terminal cell, which board units are measured in.
  public private(set) var cell: CellSize
  /// Whether mouse reports come in terminal cells or pixels: `auto` shows the pad only for cells.
  public private(set) var reportUnit: ReportUnit
  /// The pad as the player showed or hid it with its key this session, over the setting; nil: the
  /// setting.
  public private(set) var padToggled: Bool?

  public init(columns: Int, rows: Int, cell: CellSize = .fallback, reportUnit: ReportUnit = .cell) {
    self.columns = columns
    self.rows = rows
    self.cell = cell
    self.reportUnit = reportUnit
  }

  /// Takes in what changed.
  public mutating func apply(_ change: TerminalChange) {
    switch change {
    case .size(let columns, let rows):
      self.columns = columns
      self.rows = rows
    case .cell(let cell):
      self.cell = cell
    case .reportUnit(let reportUnit):
      self.reportUnit = reportUnit
    }
  }

  /// Where `report` is: its position, in the unit reports come in now, as a terminal cell and a point in
  /// board units.
  public func locate(_ report: MouseReport) -> LocatedReport {
    let (column, row) = reportUnit.terminalCell(x: report.x, y: report.y, cell: cell)
    let point = reportUnit.boardPoint(x: Double(report.x), y: Double(report.y), cell: cell)
    return LocatedReport(
      button: report.button, phase: report.phase, column: column, row: row, x: point.x, y: point.y,
      grouping: report.alt || report.control)
  }

  /// Shows the pad if it is hidden under `pad`, hides it if it shows.
  public mutating func togglePad(_ pad: PadMode) {
    padToggled = layout(pad: pad).placement?.pad == nil
  }

  /// The `pad` setting changed: it replaces this session's toggle.
  public mutating func followPadSetting() {
    padToggled = nil
  }

  /// The layout with the pad where it is wanted: as the player toggled it, else as the setting says.
  /// `auto` wants it where cell reports are too coarse for the board's cells (`PadMode.fineCellRows`),
  /// and only beside a board as large as the window gives without it: where the board is the better
  /// surface, the pad must not cost it its size (`P` still shows it there).
  public func layout(pad: PadMode) -> BoardLayout {
    let plain = BoardLayout(columns: columns, rows: rows)
    let withPad = { BoardLayout(columns: self.columns, rows: self.rows, pad: true) }
    switch (padToggled, pad) {
    case (let toggled?, _): return toggled ? withPad() : plain
    case (nil, .always): return withPad()
    case (nil, .off): return plain
    case (nil, .auto):
      guard reportUnit == .cell, let board = plain.placement, board.cellHeight + 1 < PadMode.fineCellRows
      else {
        return plain
      }
      let padded = withPad()
      return padded.placement?.cellHeight == board.cellHeight ? padded : plain
    }
  }

  /// The pencil surface `kind` as `layout` puts it; one nothing hits where it is not on screen. Over the
  /// candidates view (`overCandidates`) the board is the view's cells, and the pad is covered.
  public func surface(_ kind: InkSurface, in layout: BoardLayout, overCandidates: Bool = false)
    -> SurfaceGeometry
  {
    if overCandidates {
      if kind == .board, let view = CandidatesPlacement(columns: columns, rows: rows)?.view {
        return .board(
          column: view.x, row: view.y, columnsPerCell: Double(CandidatesPlacement.columnPitch),
          rowsPerCell: CandidatesPlacement.rowPitch, cell: cell)
      }
    } else if kind == .board, let p = layout.placement {
      return .board(
        column: p.board.x, row: p.board.y, columnsPerCell: Double(p.cellWidth + 1),
        rowsPerCell: Double(p.cellHeight + 1), cell: cell)
    } else if kind == .pad, let area = layout.placement?.padInterior {
      return .pad(
        column: area.x, row: area.y, columns: area.width, rows: area.height, cell: cell)
    }
    return SurfaceGeometry(
      kind: kind, originX: -1e9, originY: -1e9, targetWidth: cell.width, targetHeight: cell.height,
      terminalCell: cell)
  }
}
