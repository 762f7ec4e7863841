import InkKit
import PointerGeometry
import PointerInput
import ScreenLayout
import TerminalUI
import Testing

/// Over the candidates view the pencil's board surface has the view's geometry: six columns a cell
/// across, 7/3 rows down, so that every terminal cell of a cell's notes hits that cell.
@Suite struct CandidatesSurfaceTests {
  @Test(
    arguments: [(80, 24), (100, 32), (120, 50)],
    [CellSize.fallback, CellSize(width: 8, height: 17), CellSize(width: 10, height: 21.5)])
  func everyTerminalCellOfTheViewHitsItsCell(window: (columns: Int, rows: Int), cell: CellSize) throws {
    let view = try #require(CandidatesPlacement(columns: window.columns, rows: window.rows))
    for unit in [ReportUnit.cell, .pixel] {
      var terminal = TerminalGeometry(columns: window.columns, rows: window.rows, cell: cell)
      terminal.apply(.reportUnit(unit))
      let layout = terminal.layout(pad: .off)
      let surface = terminal.surface(.board, in: layout, overCandidates: true)
      for y in view.view.y..<view.view.maxY {
        for x in view.view.x..<view.view.maxX {
          guard let expected = view.cell(at: ScreenPoint(x: x, y: y)) else { continue }
          let report =
            unit == .cell
            ? MouseReport(button: .left, phase: .drag, x: x, y: y)
            : MouseReport(
              button: .left, phase: .drag, x: Int((Double(x) + 0.5) * cell.width),
              y: Int((Double(y) + 0.5) * cell.height))
          let located = terminal.locate(report)
          #expect(
            surface.target(atX: located.x, y: located.y) == .cell(expected), "(\(x), \(y)) in \(unit)")
        }
      }
    }
  }

  /// The lines belong to the cell after them, as on the board; the right and bottom frame to none. The
  /// box lines' middles are on boundaries that 7/3 rounds to either side (a 17-pixel row did).
  @Test(arguments: [CellSize.fallback, CellSize(width: 8, height: 17)])
  func theLinesBelongToTheCellAfterThem(cell: CellSize) throws {
    let terminal = TerminalGeometry(columns: 80, rows: 24, cell: cell)
    let surface = terminal.surface(.board, in: terminal.layout(pad: .off), overCandidates: true)
    let view = try #require(CandidatesPlacement(columns: 80, rows: 24)).view
    func target(_ x: Int, _ y: Int) -> SurfaceTarget? {
      let located = terminal.locate(MouseReport(button: .left, phase: .drag, x: x, y: y))
      return surface.target(atX: located.x, y: located.y)
    }
    #expect(target(view.x, view.y) == .cell(0))
    #expect(target(view.x + 18, view.y + 7) == .cell(30))
    #expect(target(view.x + 1, view.y + 14) == .cell(54) && target(view.x + 1, view.y + 21) == nil)
    #expect(target(view.x + 6, view.y + 1) == .cell(1))
    #expect(target(view.maxX - 1, view.y + 1) == nil && target(view.x + 1, view.maxY - 1) == nil)
  }

  @Test func thePadIsCoveredByTheView() throws {
    let terminal = TerminalGeometry(columns: 80, rows: 24)
    let layout = terminal.layout(pad: .always)
    let pad = try #require(layout.placement?.padInterior)
    let located = terminal.locate(MouseReport(button: .left, phase: .drag, x: pad.x + 1, y: pad.y + 1))
    #expect(terminal.surface(.pad, in: layout).target(atX: located.x, y: located.y) == .selection)
    let covered = terminal.surface(.pad, in: layout, overCandidates: true)
    #expect(covered.target(atX: located.x, y: located.y) == nil)
  }
}
