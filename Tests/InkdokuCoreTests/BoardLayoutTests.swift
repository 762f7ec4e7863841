import PointerInput
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import TerminalUI

@Suite struct BoardLayoutTests {
  private static let fittingSizes = [
    (37, 23), (63, 20), (80, 24), (100, 30), (120, 40), (200, 60), (300, 100), (60, 80),
  ]

  private func placement(_ columns: Int, _ rows: Int) -> BoardPlacement? {
    guard case .fits(let placement) = BoardLayout(columns: columns, rows: rows) else { return nil }
    return placement
  }

  @Test(arguments: fittingSizes)
  func everythingFitsInsideTheTerminalWithoutOverlap(columns: Int, rows: Int) throws {
    let layout = try #require(placement(columns, rows))
    let screen = ScreenRect(x: 0, y: 0, width: columns, height: rows)
    #expect(layout.board.intersection(screen) == layout.board)
    #expect(layout.panel.intersection(screen) == layout.panel)
    #expect(layout.board.intersection(layout.panel).isEmpty)
    #expect(layout.hintBarRow == rows - 1)
    #expect(layout.board.maxY <= layout.hintBarRow && layout.panel.maxY <= layout.hintBarRow)
    #expect(layout.board.width == 9 * layout.cellWidth + 10)
    #expect(layout.board.height == 9 * layout.cellHeight + 10)
    #expect(layout.cellWidth == 2 * layout.cellHeight + 1)
    switch layout.panelSide {
    case .right: #expect(layout.panel.width >= BoardLayout.sidePanelMinWidth)
    case .bottom: #expect(layout.panel.height + 1 >= BoardLayout.bottomAreaMinHeight)
    }
  }

  @Test func cellsGrowWithTheTerminal() throws {
    let heights = try [(80, 24), (100, 30), (120, 40), (200, 60), (300, 100)].map {
      try #require(placement($0.0, $0.1)).cellHeight
    }
    #expect(heights == heights.sorted())
    #expect(heights.first == 1)
    #expect(heights.last! > 5)
  }

  @Test func commonSizesGetTheExpectedLayout() throws {
    let small = try #require(placement(80, 24))
    #expect([small.cellWidth, small.cellHeight] == [3, 1])
    #expect(small.panelSide == .right)
    #expect(small.board == ScreenRect(x: 0, y: 2, width: 37, height: 19))
    let large = try #require(placement(200, 60))
    #expect([large.cellWidth, large.cellHeight] == [11, 5])
    #expect(large.panelSide == .right)
    let narrow = try #require(placement(60, 80))
    #expect(narrow.panelSide == .bottom)
    #expect(narrow.panel.y == narrow.board.maxY)
  }

  /// The board's cell under terminal cell (`column`, `row`), as a cell report there hits it: the one
  /// hit test clicks and ink share.
  private func cell(_ layout: BoardPlacement, _ column: Int, _ row: Int) -> Int? {
    let surface = TerminalGeometry(columns: 400, rows: 200).surface(.board, in: .fits(layout))
    guard case .cell(let cell) = surface.target(atX: (Double(column) + 0.5) * 9, y: (Double(row) + 0.5) * 18)
    else { return nil }
    return cell
  }

  @Test(arguments: fittingSizes)
  func theHitTestRoundTripsEveryCell(columns: Int, rows: Int) throws {
    let layout = try #require(placement(columns, rows))
    for cell in 0..<81 {
      let rect = layout.rect(ofCell: cell)
      #expect(rect.width == layout.cellWidth && rect.height == layout.cellHeight)
      for y in rect.y..<rect.maxY {
        for x in rect.x..<rect.maxX {
          #expect(self.cell(layout, x, y) == cell)
          #expect(!layout.isOnGridLine(column: x, row: y))
        }
      }
    }
  }

  /// A line belongs to the cell right of it or below it (the cells' boundaries run through the lines'
  /// middles), the right and bottom outer lines and the outside to none.
  @Test func gridLinesBelongToTheCellAfterThemAndTheOutsideToNone() throws {
    let layout = try #require(placement(100, 30))
    let board = layout.board
    for line in 0...9 {
      let column = board.x + line * (layout.cellWidth + 1)
      let row = board.y + line * (layout.cellHeight + 1)
      for y in board.y..<board.maxY {
        #expect(layout.isOnGridLine(column: column, row: y))
        let below = cell(layout, column + 1, y)
        #expect(cell(layout, column, y) == (line < 9 ? below : nil))
      }
      for x in board.x..<board.maxX {
        #expect(layout.isOnGridLine(column: x, row: row))
        let right = cell(layout, x, row + 1)
        #expect(cell(layout, x, row) == (line < 9 ? right : nil))
      }
    }
    let inside = layout.rect(ofCell: 40)
    for (x, y) in [(board.x - 1, inside.y), (board.maxX, inside.y), (inside.x, -1), (inside.x, board.maxY)] {
      #expect(cell(layout, x, y) == nil)
      #expect(!layout.isOnGridLine(column: x, row: y))
    }
    let interiors = (board.y..<board.maxY).flatMap { y in
      (board.x..<board.maxX).filter { !layout.isOnGridLine(column: $0, row: y) }
    }
    #expect(interiors.count == 81 * layout.cellWidth * layout.cellHeight)
  }

  @Test func tooSmallTerminalsSayWhatTheyNeed() {
    #expect(BoardLayout(columns: 40, rows: 15) == .tooSmall(needColumns: 37, needRows: 23))
    #expect(BoardLayout(columns: 70, rows: 19) == .tooSmall(needColumns: 60, needRows: 20))
    #expect(
      BoardLayout(columns: 70, rows: 19, narrowPanels: false) == .tooSmall(needColumns: 63, needRows: 20))
    for (columns, rows) in [(20, 10), (36, 23), (59, 20), (60, 19), (1, 1), (0, 0), (-4, -9)] {
      guard case .tooSmall(let needColumns, let needRows) = BoardLayout(columns: columns, rows: rows) else {
        Issue.record("\(columns)×\(rows) should be too small")
        continue
      }
      #expect(placement(needColumns, needRows) != nil)
    }
  }
}
