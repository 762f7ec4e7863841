import Foundation
import Testing

@testable import SudokuKit

/// A game's time keeps to one limit wherever it enters: a save beyond it is refused naming the field, and
/// the clock never runs past it, so the statistics, which refuse the same, never get such a time.
@Suite struct GameClockLimitTests {
  private func save(elapsed: String) -> String {
    """
    {"difficulty":"easy","elapsed":\(elapsed),"entries":"\(String(repeating: ".", count: 81))",\
    "format":1,"givens":"\(Fixture.puzzle.line)","hintsUsed":0,"history":{"redo":[],"undo":[]},\
    "mistakes":0,"mode":"normal","notes":[\(Array(repeating: "0", count: 81).joined(separator: ","))],\
    "paused":false,"revision":0,"selection":3,"solution":"\(Fixture.solution.line)","solved":false}
    """
  }

  @Test func aSaveBeyondTheLimitIsRefusedNamingTheField() throws {
    #expect(
      try JSONDecoder().decode(GameState.self, from: Data(save(elapsed: "1000000000").utf8)).elapsed == 1e9)
    for elapsed in ["1e19", "-1", "1000000000.5"] {
      do {
        _ = try JSONDecoder().decode(GameState.self, from: Data(save(elapsed: elapsed).utf8))
        Issue.record("elapsed \(elapsed) was read")
      } catch let DecodingError.dataCorrupted(context) {
        #expect(context.debugDescription.contains(#""elapsed""#), "\(context.debugDescription)")
      }
    }
  }

  @Test func theClockStopsAtTheLimit() throws {
    var game = try JSONDecoder().decode(GameState.self, from: Data(save(elapsed: "999999999").utf8))
    game.advanceClock(to: 0)
    game.advanceClock(to: 10)
    #expect(game.elapsed == GameState.elapsedLimit)
  }
}
