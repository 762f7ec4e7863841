import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// The completion screen: time, mistakes, hints, the level's best and median, and a daily's streak,
/// beside the solved board at 80×24 and with the side panel.
@Suite struct AppCompletionTests {
  private func solved(columns: Int, rows: Int) -> AppDriver {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows, pad: .auto))
    let solution = Array(AppFixture.solution)
    for cell in 0..<81 where d.state.game.digit(at: cell) == 0 {
      d.state.game.selection = cell
      d.type(String(solution[cell]))
    }
    return d
  }

  private func text(_ d: AppDriver) -> String {
    let screen = d.screen
    return (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
  }

  @Test(arguments: [(80, 24), (100, 32)])
  func theSolvedBoardShowsHowTheGameCompares(columns: Int, rows: Int) throws {
    var d = solved(columns: columns, rows: rows)
    #expect(d.state.game.solved)
    #expect(d.effects.contains { if case .recordCompletion = $0 { true } else { false } })
    let before = text(d)
    #expect(before.contains("Solved! · Medium") && !before.contains("Median"))
    d.send(
      .completed(CompletionRecord(played: 12, bestSeconds: 238, medianSeconds: 310, newBest: true, streak: 4))
    )
    let shown = text(d)
    for line in [
      "Best      3:58", "Median    5:10 of 12 games", "Streak    4 days", "new best!", "Mistakes  0",
    ] {
      #expect(shown.contains(line), "\(columns)×\(rows): \(line)")
    }
    d.type("N")
    d.send(
      .newPuzzle(
        givens: Grid(line: AppFixture.puzzle)!, solution: Grid(line: AppFixture.solution)!, difficulty: .hard)
    )
    #expect(d.state.play.completion == nil && !text(d).contains("Median"))
  }

  @Test func aRecordForAGameNoLongerSolvedIsDropped() {
    var d = AppDriver()
    d.send(.completed(CompletionRecord(played: 1, bestSeconds: 1, medianSeconds: 1, newBest: true)))
    #expect(d.state.play.completion == nil && !d.state.play.newBest)
  }
}
