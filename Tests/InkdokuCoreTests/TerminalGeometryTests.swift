import PointerGeometry
import PointerInput
import TerminalUI
import Testing

@testable import InkdokuCore

/// The terminal geometry locates every mouse report once, in the unit reports come in and the cell
/// size it holds: the terminal cell for the screen's hit tests, the point in board units for the pencil.
@Suite struct TerminalGeometryTests {
  static let report = MouseReport(button: .left, phase: .drag, x: 27, y: 26)

  @Test func aCellReportIsItsCellAndPointsAtItsCentre() {
    let terminal = TerminalGeometry(columns: 100, rows: 32, cell: CellSize(width: 8, height: 17))
    #expect(
      terminal.locate(Self.report)
        == LocatedReport(button: .left, phase: .drag, column: 27, row: 26, x: 220, y: 450.5))
  }

  @Test func aPixelReportIsInTheCellItFallsIn() {
    var terminal = TerminalGeometry(columns: 100, rows: 32, cell: CellSize(width: 8, height: 17))
    terminal.apply(.reportUnit(.pixel))
    #expect(
      terminal.locate(Self.report)
        == LocatedReport(button: .left, phase: .drag, column: 3, row: 1, x: 27, y: 26))
    terminal.apply(.cell(CellSize(width: 10, height: 20)))
    #expect(terminal.locate(Self.report).column == 2, "the cell size when the report is read")
  }
}
