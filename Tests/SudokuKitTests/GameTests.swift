import Foundation
import Testing

@testable import SudokuKit

/// A known puzzle and its solution. Empty cells used below: 2 (r1c3, solution 4), 3 (r1c4, 6),
/// 10 (r2c2, 7), 29 (r4c3, 9), 40 (r5c5, 5). Cell 0 is a given 5.
enum Fixture {
  static let puzzle = Grid(
    line: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")!
  static let solution = Grid(
    line: "534678912672195348198342567859761423426853791713924856961537284287419635345286179")!

  static func game(label: String? = "easy") -> GameState {
    GameState(givens: puzzle, solution: solution, difficultyLabel: label)!
  }
}

/// Sends `action` at time `now`, the way the app loop does.
@discardableResult
func send(_ state: inout GameState, _ action: GameAction, at now: Double = 0) -> [GameEvent] {
  Game.reduce(&state, action, now: now)
}

@Suite struct GameTests {
  @Test func freshGame() {
    let game = Fixture.game()
    #expect(game.board == Fixture.puzzle)
    #expect(game.selection == 40)
    #expect(game.mode == .normal)
    #expect(game.revision == 0)
    #expect(game.difficultyLabel == "easy")
    #expect(!game.solved && !game.paused && game.mistakes == 0)
    #expect(game.notes == Array(repeating: .empty, count: 81))
    #expect(!game.history.canUndo && !game.history.canRedo)
  }

  @Test func unplayablePuzzlesAreRefused() {
    var broken = Fixture.solution
    broken[0] = 3
    #expect(GameState(givens: Fixture.puzzle, solution: broken) == nil)
    #expect(GameState(givens: Fixture.solution, solution: Fixture.solution) == nil)
    var disagreeing = Fixture.puzzle
    disagreeing[2] = 1
    #expect(GameState(givens: disagreeing, solution: Fixture.solution) == nil)
  }

  @Test func givensCannotChange() {
    var game = Fixture.game()
    let before = game
    #expect(send(&game, .place(digit: 5, cell: 0, mode: .normal)) == [.rejected(.givenCell)])
    #expect(send(&game, .place(digit: 4, cell: 0, mode: .normal)) == [.rejected(.givenCell)])
    #expect(send(&game, .place(digit: 4, cell: 0, mode: .notes)) == [.rejected(.givenCell)])
    #expect(send(&game, .erase(cell: 0)) == [.rejected(.givenCell)])
    #expect(send(&game, .toggleNote(digit: 1, cell: 0)) == [.rejected(.givenCell)])
    #expect(game.board == Fixture.puzzle)
    var expected = before
    expected.lastTick = 0
    #expect(game == expected)
  }

  @Test func mistakesAreCountedAndNeverUndone() {
    var game = Fixture.game()
    #expect(
      send(&game, .place(digit: 9, cell: 2, mode: .normal)) == [
        .placed(cell: 2, digit: 9), .mistake(cell: 2, digit: 9),
      ])
    #expect(game.mistakes == 1)
    #expect(game.digit(at: 2) == 9)
    #expect(game.isWrong(2))
    #expect(send(&game, .place(digit: 9, cell: 2, mode: .normal)) == [.rejected(.sameDigit)])
    #expect(game.mistakes == 1)
    #expect(send(&game, .undo) == [.undone(cell: 2)])
    #expect(game.digit(at: 2) == 0)
    #expect(!game.isWrong(2))
    #expect(game.mistakes == 1)
    #expect(send(&game, .redo) == [.redone(cell: 2)])
    #expect(game.isWrong(2))
    #expect(game.mistakes == 1, "redoing a mistake does not count it again")
    #expect(
      send(&game, .place(digit: 8, cell: 2, mode: .normal)) == [
        .placed(cell: 2, digit: 8), .mistake(cell: 2, digit: 8),
      ])
    #expect(send(&game, .place(digit: 4, cell: 2, mode: .normal)) == [.placed(cell: 2, digit: 4)])
    #expect(game.mistakes == 2)
    #expect(!game.isWrong(2))
    #expect(!game.isWrong(0), "a given is never wrong")
  }

  @Test func selectionMovesWrapAround() {
    var game = Fixture.game()
    #expect(send(&game, .select(0)) == [.selected(cell: 0)])
    #expect(send(&game, .move(.left)) == [.selected(cell: 8)])
    #expect(send(&game, .move(.right)) == [.selected(cell: 0)])
    #expect(send(&game, .move(.up)) == [.selected(cell: 72)])
    #expect(send(&game, .move(.down)) == [.selected(cell: 0)])
    #expect(send(&game, .select(80)) == [.selected(cell: 80)])
    #expect(send(&game, .move(.right)) == [.selected(cell: 72)])
    #expect(send(&game, .select(80)) == [.selected(cell: 80)])
    #expect(send(&game, .move(.down)) == [.selected(cell: 8)])
    #expect(send(&game, .move(.left)) == [.selected(cell: 7)])
    #expect(game.selection == 7)
    #expect(game.revision == 0)
  }

  @Test func modes() {
    var game = Fixture.game()
    #expect(send(&game, .setMode(.normal)) == [.rejected(.sameMode)])
    #expect(send(&game, .toggleMode) == [.modeChanged(.notes)])
    #expect(game.mode == .notes)
    #expect(send(&game, .setMode(.notes)) == [.rejected(.sameMode)])
    #expect(send(&game, .setMode(.normal)) == [.modeChanged(.normal)])
    // The action's own mode decides, not the state's: the pencil path captured it earlier.
    #expect(
      send(&game, .place(digit: 3, cell: 2, mode: .notes)) == [.noteToggled(cell: 2, digit: 3, on: true)])
    #expect(game.entries[2] == 0)
    #expect(game.notes[2] == DigitSet([3]))
  }

  @Test func badInputIsRejectedWithoutChange() {
    var game = Fixture.game()
    send(&game, .tick)
    let before = game
    let cases: [(GameAction, GameRejection)] = [
      (.select(-1), .invalidCell),
      (.select(81), .invalidCell),
      (.select(Int.max), .invalidCell),
      (.place(digit: 4, cell: 81, mode: .normal), .invalidCell),
      (.place(digit: 4, cell: -1, mode: .notes), .invalidCell),
      (.place(digit: 0, cell: 2, mode: .normal), .invalidDigit),
      (.place(digit: 10, cell: 2, mode: .normal), .invalidDigit),
      (.place(digit: -3, cell: 2, mode: .notes), .invalidDigit),
      (.erase(cell: -5), .invalidCell),
      (.erase(cell: 2), .nothingToErase),
      (.toggleNote(digit: 12, cell: 2), .invalidDigit),
      (.toggleNote(digit: 1, cell: 1000), .invalidCell),
      (.undo, .nothingToUndo),
      (.redo, .nothingToRedo),
      (.resume, .notPaused),
      (.newGame(givens: Fixture.solution, solution: Fixture.solution, difficultyLabel: nil), .invalidPuzzle),
      (.newGame(givens: Fixture.puzzle, solution: Fixture.puzzle, difficultyLabel: nil), .invalidPuzzle),
    ]
    for (action, reason) in cases {
      #expect(send(&game, action) == [.rejected(reason)], "\(action)")
    }
    #expect(game == before)
  }

  @Test func hintsAreCountedOnly() {
    var game = Fixture.game()
    #expect(send(&game, .hint) == [.hintRequested])
    #expect(send(&game, .hint) == [.hintRequested])
    #expect(game.hintsUsed == 2)
    #expect(game.revision == 0)
    #expect(game.board == Fixture.puzzle)
    send(&game, .pause)
    #expect(send(&game, .hint) == [.rejected(.paused)])
    #expect(game.hintsUsed == 2)
  }

  /// The game keeps how far the open hint is told: a pause or a mode switch keep it, a board change or
  /// another game end it, and a save carries it.
  @Test func theOpenHintLastsUntilTheBoardChanges() throws {
    var game = Fixture.game()
    #expect(send(&game, .revealHint) == [.rejected(.noHintToReveal)])
    send(&game, .hint)
    #expect(game.hintStage == .nudge)
    #expect(send(&game, .revealHint) == [.hintRevealed])
    #expect(send(&game, .revealHint) == [.rejected(.noHintToReveal)])
    send(&game, .pause)
    send(&game, .resume)
    send(&game, .toggleMode)
    #expect(game.hintStage == .cells && game.hintsUsed == 1)
    let saved = try JSONDecoder().decode(GameState.self, from: JSONEncoder().encode(game))
    #expect(saved.hintStage == .cells)
    let cell = try #require((0..<81).first { game.digit(at: $0) == 0 })
    send(&game, .toggleNote(digit: 1, cell: cell))
    #expect(game.hintStage == nil)
    send(&game, .hint)
    send(&game, .restart)
    #expect(game.hintStage == nil)
  }

  @Test func pauseStopsTheClockAndRejectsEdits() {
    var game = Fixture.game()
    #expect(send(&game, .tick, at: 100) == [])
    #expect(game.elapsed == 0, "the first call only starts the clock")
    send(&game, .tick, at: 110)
    #expect(game.elapsed == 10)
    #expect(send(&game, .pause, at: 115) == [.paused])
    #expect(game.elapsed == 15)
    #expect(send(&game, .pause, at: 116) == [.rejected(.paused)])
    send(&game, .tick, at: 200)
    #expect(game.elapsed == 15)
    #expect(send(&game, .place(digit: 4, cell: 2, mode: .normal), at: 201) == [.rejected(.paused)])
    #expect(send(&game, .toggleNote(digit: 4, cell: 2), at: 202) == [.rejected(.paused)])
    #expect(send(&game, .select(3), at: 203) == [.rejected(.paused)])
    #expect(send(&game, .move(.up), at: 203) == [.rejected(.paused)])
    #expect(send(&game, .toggleMode, at: 203) == [.rejected(.paused)])
    #expect(send(&game, .undo, at: 204) == [.rejected(.paused)])
    #expect(game.board == Fixture.puzzle)
    #expect(game.selection == 40)
    #expect(send(&game, .resume, at: 300) == [.resumed])
    #expect(game.elapsed == 15)
    send(&game, .tick, at: 305)
    #expect(game.elapsed == 20)
    #expect(send(&game, .togglePause, at: 310) == [.paused])
    #expect(send(&game, .togglePause, at: 400) == [.resumed])
    send(&game, .tick, at: 401)
    #expect(game.elapsed == 26)
    send(&game, .tick, at: 350)
    send(&game, .tick, at: .nan)
    send(&game, .tick, at: 402)
    #expect(game.elapsed == 27, "time going backwards or NaN adds nothing")
  }

  @Test func revisionGrowsExactlyOnChangesThatCanStaleARecognition() {
    var game = Fixture.game()
    func revision(after action: GameAction) -> Int {
      send(&game, action)
      return game.revision
    }
    #expect(revision(after: .select(2)) == 0)
    #expect(revision(after: .move(.left)) == 0)
    #expect(revision(after: .tick) == 0)
    #expect(revision(after: .hint) == 0)
    #expect(revision(after: .place(digit: 4, cell: 2, mode: .normal)) == 1)
    #expect(revision(after: .place(digit: 4, cell: 2, mode: .normal)) == 1, "rejected: same digit")
    #expect(revision(after: .toggleNote(digit: 1, cell: 3)) == 2)
    #expect(revision(after: .place(digit: 2, cell: 3, mode: .notes)) == 3)
    #expect(revision(after: .erase(cell: 2)) == 4)
    #expect(revision(after: .undo) == 5)
    #expect(revision(after: .redo) == 6)
    #expect(revision(after: .setMode(.notes)) == 7)
    #expect(revision(after: .setMode(.notes)) == 7, "rejected: same mode")
    #expect(revision(after: .toggleMode) == 8)
    #expect(revision(after: .pause) == 9)
    #expect(revision(after: .place(digit: 6, cell: 3, mode: .normal)) == 9, "rejected: paused")
    #expect(revision(after: .resume) == 10)
    #expect(revision(after: .togglePause) == 11)
    #expect(revision(after: .togglePause) == 12)
    #expect(revision(after: .erase(cell: 0)) == 12, "rejected: given")
    #expect(
      revision(after: .newGame(givens: Fixture.puzzle, solution: Fixture.solution, difficultyLabel: nil))
        == 13)
  }

  @Test func newGameResetsEverythingButTheRevision() {
    var game = Fixture.game()
    send(&game, .tick, at: 0)
    send(&game, .place(digit: 9, cell: 2, mode: .normal), at: 1)
    send(&game, .toggleNote(digit: 1, cell: 3), at: 2)
    send(&game, .hint, at: 3)
    send(&game, .setMode(.notes), at: 4)
    send(&game, .select(7), at: 5)
    send(&game, .pause, at: 6)
    let events = send(
      &game, .newGame(givens: Fixture.puzzle, solution: Fixture.solution, difficultyLabel: "hard"), at: 10)
    #expect(events == [.started])
    var expected = Fixture.game(label: "hard")
    expected.revision = 5
    expected.lastTick = 10
    #expect(game == expected)
    send(&game, .tick, at: 12)
    #expect(game.elapsed == 2)
  }

  @Test func solvingStopsTheClockAndEndsEditing() {
    var game = Fixture.game()
    send(&game, .tick, at: 0)
    send(&game, .hint, at: 1)
    send(&game, .place(digit: 1, cell: 2, mode: .normal), at: 2)
    let empty = (0..<81).filter { Fixture.puzzle[$0] == 0 }
    var solvedEvents: [GameEvent] = []
    for (i, cell) in empty.enumerated() {
      let digit = Fixture.solution[cell]
      let events = send(&game, .place(digit: digit, cell: cell, mode: .normal), at: 10 + Double(i))
      #expect(events.first == .placed(cell: cell, digit: digit))
      solvedEvents += events.filter { if case .solved = $0 { true } else { false } }
      #expect(game.solved == (i == empty.count - 1))
    }
    let finish = 10 + Double(empty.count - 1)
    #expect(solvedEvents == [.solved(elapsed: finish, mistakes: 1, hints: 1)])
    #expect(game.board == Fixture.solution)
    send(&game, .tick, at: finish + 50)
    #expect(game.elapsed == finish)
    #expect(send(&game, .erase(cell: 2)) == [.rejected(.solved)])
    #expect(send(&game, .undo) == [.rejected(.solved)])
    #expect(send(&game, .toggleNote(digit: 1, cell: 2)) == [.rejected(.solved)])
    #expect(send(&game, .hint) == [.rejected(.solved)])
    #expect(send(&game, .pause) == [.rejected(.solved)])
    #expect(send(&game, .togglePause) == [.rejected(.solved)])
    #expect(send(&game, .toggleMode) == [.rejected(.solved)])
    #expect(send(&game, .move(.right)) == [.selected(cell: 41)])
    #expect(
      send(&game, .newGame(givens: Fixture.puzzle, solution: Fixture.solution, difficultyLabel: nil)) == [
        .started
      ])
    #expect(!game.solved)
  }
}
