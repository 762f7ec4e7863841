import Foundation
import Testing

@testable import SudokuKit

/// The check modes and the mistake limit. In the fixture, r1c3 (cell 2) is 4: a 1 there is wrong but
/// clashes with nothing visible, a 5 clashes with the given 5 in r1c1 (cell 0).
@Suite struct GameRulesTests {
  private func game(_ check: CheckMode, limit: Int = 0) -> GameState {
    GameState(
      givens: Fixture.puzzle, solution: Fixture.solution, rules: GameRules(check: check, mistakeLimit: limit))!
  }

  @Test func theSolutionCheckCountsAndMarksEveryWrongDigit() {
    var g = game(.solution)
    #expect(send(&g, .place(digit: 1, cell: 2, mode: .normal)).contains(.mistake(cell: 2, digit: 1)))
    #expect(g.mistakes == 1 && g.isMarked(2) && !g.isMarked(0))
  }

  @Test func theConflictsCheckCountsAndMarksOnlyClashes() {
    var g = game(.conflicts)
    #expect(send(&g, .place(digit: 1, cell: 2, mode: .normal)) == [.placed(cell: 2, digit: 1)])
    #expect(g.mistakes == 0 && g.isWrong(2) && !g.isMarked(2))
    #expect(send(&g, .place(digit: 5, cell: 2, mode: .normal)).contains(.mistake(cell: 2, digit: 5)))
    // The clashing entry and the given it clashes with are both marked; nothing else is.
    #expect(g.mistakes == 1 && g.isMarked(2) && g.isMarked(0))
    #expect((0..<81).filter(g.isMarked) == [0, 2])
    // Erasing the clash takes both marks away; the count stays.
    send(&g, .erase(cell: 2))
    #expect((0..<81).filter(g.isMarked).isEmpty && g.mistakes == 1)
  }

  @Test func theCheckCanBeOff() {
    var g = game(.off)
    #expect(send(&g, .place(digit: 5, cell: 2, mode: .normal)) == [.placed(cell: 2, digit: 5)])
    #expect(g.mistakes == 0 && !g.isMarked(2) && !g.isMarked(0))
  }

  @Test func withoutTheSolutionCheckEveryDigitClearsItsPeersNotes() {
    // Under the solution check a wrong digit leaves its peers' notes, since it is marked anyway; under
    // the others clearing only right digits' notes would tell which ones are right.
    for (check, cleared) in [(CheckMode.solution, false), (.conflicts, true), (.off, true)] {
      var g = game(check)
      send(&g, .toggleNote(digit: 1, cell: 3))
      send(&g, .place(digit: 1, cell: 2, mode: .normal))
      #expect(g.notes[3].contains(1) != cleared, "\(check)")
    }
  }

  @Test func theLimitStopsTheGameAndItsClock() {
    var g = game(.solution, limit: 2)
    send(&g, .tick, at: 0)
    send(&g, .place(digit: 1, cell: 2, mode: .normal), at: 1)
    #expect(!g.overMistakeLimit && g.clockRunning)
    send(&g, .place(digit: 1, cell: 3, mode: .normal), at: 2)
    #expect(g.overMistakeLimit && !g.clockRunning && g.elapsed == 2)
    for action: GameAction in [
      .place(digit: 4, cell: 2, mode: .normal), .erase(cell: 2), .undo, .hint, .togglePause, .fillCandidates,
    ] {
      #expect(send(&g, action, at: 5) == [.rejected(.overMistakeLimit)], "\(action)")
    }
    send(&g, .tick, at: 30)
    #expect(g.elapsed == 2, "the clock stands still at the limit")
  }

  @Test func waivingTheLimitPlaysOnWithoutOne() {
    var g = game(.solution, limit: 1)
    send(&g, .place(digit: 1, cell: 2, mode: .normal), at: 1)
    let revision = g.revision
    #expect(send(&g, .waiveMistakeLimit, at: 2) == [.mistakeLimitWaived])
    #expect(!g.overMistakeLimit && g.rules.mistakeLimit == 0 && g.mistakes == 1 && g.revision > revision)
    #expect(send(&g, .place(digit: 4, cell: 2, mode: .normal), at: 3) == [.placed(cell: 2, digit: 4)])
    #expect(send(&g, .waiveMistakeLimit) == [.rejected(.noMistakeLimit)])
  }

  @Test func restartingClearsTheBoardAndCountersButKeepsThePuzzleAndRules() {
    var g = game(.conflicts, limit: 1)
    send(&g, .toggleNote(digit: 2, cell: 10), at: 1)
    send(&g, .hint, at: 2)
    send(&g, .place(digit: 5, cell: 2, mode: .normal), at: 3)
    #expect(g.overMistakeLimit)
    let revision = g.revision
    #expect(send(&g, .restart, at: 4) == [.started])
    #expect(g.board == Fixture.puzzle && g.notes[10].isEmpty && !g.history.canUndo)
    #expect(g.mistakes == 0 && g.hintsUsed == 0 && g.elapsed == 0 && g.revision > revision)
    #expect(g.rules == GameRules(check: .conflicts, mistakeLimit: 1) && g.difficultyLabel == nil)
  }

  @Test func aNewGameTakesTheRulesItIsGiven() {
    var g = game(.off, limit: 3)
    let rules = GameRules(check: .conflicts, mistakeLimit: 5)
    send(&g, .newGame(givens: Fixture.puzzle, solution: Fixture.solution, difficultyLabel: nil, rules: rules))
    #expect(g.rules == rules)
  }

  @Test func theRulesAreSavedWithTheGame() throws {
    var g = game(.conflicts, limit: 4)
    send(&g, .place(digit: 5, cell: 2, mode: .normal))
    let data = try JSONEncoder().encode(g)
    #expect(String(decoding: data, as: UTF8.self).contains(#""rules":{"#))
    let decoded = try JSONDecoder().decode(GameState.self, from: data)
    #expect(decoded.rules == g.rules && decoded.mistakes == 1)
  }

  @Test func aSaveFromBeforeTheRulesHasTheDefaults() throws {
    let data = try JSONEncoder().encode(Fixture.game())
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["rules"] = nil
    let old = try JSONSerialization.data(withJSONObject: object)
    #expect(try JSONDecoder().decode(GameState.self, from: old).rules == GameRules())
  }

  @Test func rulesOutOfRangeAreRefused() {
    for text in [
      #"{"mistakeLimit":-1}"#, #"{"mistakeLimit":1000}"#, #"{"check":"strict"}"#, #"{"mistakeLimit":"3"}"#,
    ] {
      #expect(throws: DecodingError.self, "\(text)") {
        try JSONDecoder().decode(GameRules.self, from: Data(text.utf8))
      }
    }
    #expect(throws: Never.self) {
      let rules = try JSONDecoder().decode(GameRules.self, from: Data(#"{"mistakeLimit":999}"#.utf8))
      #expect(rules == GameRules(check: .solution, mistakeLimit: 999))
    }
  }
}
