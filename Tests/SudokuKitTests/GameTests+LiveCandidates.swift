import Foundation
import Testing

@testable import SudokuKit

extension GameTests {
  private func liveGame() -> GameState {
    GameState(
      givens: Fixture.puzzle, solution: Fixture.solution, difficultyLabel: "easy",
      rules: GameRules(candidates: .live))!
  }

  private func followsBoard(_ game: GameState) -> Bool {
    let candidates = Candidates(grid: game.board)
    return (0..<81).allSatisfy {
      game.notes[$0] == (game.digit(at: $0) == 0 ? candidates[$0].subtracting(game.eliminated[$0]) : .empty)
    }
  }

  @Test func aLiveGameStartsWithEveryCandidateNoted() {
    let game = liveGame()
    #expect(game.notes[2] == DigitSet([1, 2, 4]))
    #expect(game.notes[11] == DigitSet([2, 4, 7]))
    #expect(followsBoard(game))
  }

  /// r2c3 (cell 11) has candidates 2 4 7; the player strikes 7; r1c3 (cell 2) is its peer.
  @Test func liveNotesFollowPlacingErasingUndoAndRedoButKeepEliminations() {
    var game = liveGame()
    #expect(send(&game, .toggleNote(digit: 7, cell: 11)) == [.noteToggled(cell: 11, digit: 7, on: false)])
    #expect(game.notes[11] == DigitSet([2, 4]) && game.eliminated[11] == DigitSet([7]))
    #expect(send(&game, .place(digit: 4, cell: 2, mode: .normal)).first == .placed(cell: 2, digit: 4))
    #expect(game.notes[11] == DigitSet([2]))
    send(&game, .erase(cell: 2))
    #expect(game.notes[11] == DigitSet([2, 4]), "4 is possible again, 7 stays struck")
    #expect(game.notes[2] == DigitSet([1, 2, 4]))
    send(&game, .undo)
    #expect(game.digit(at: 2) == 4 && game.notes[11] == DigitSet([2]))
    send(&game, .redo)
    #expect(game.digit(at: 2) == 0 && game.notes[11] == DigitSet([2, 4]))
    send(&game, .toggleNote(digit: 7, cell: 11))
    #expect(game.notes[11] == DigitSet([2, 4, 7]) && game.eliminated[11].isEmpty)
    send(&game, .undo)
    send(&game, .undo)
    send(&game, .undo)
    #expect(game.notes[11] == DigitSet([2, 4]) && game.eliminated[11] == DigitSet([7]))
    #expect(followsBoard(game))
  }

  @Test func aWrongDigitLeavesItsPeersToo() {
    var game = liveGame()
    send(&game, .place(digit: 1, cell: 2, mode: .normal))
    #expect(game.mistakes == 1)
    #expect(!game.notes[20].contains(1) && followsBoard(game), "the notes follow what the board shows")
    send(&game, .place(digit: 2, cell: 2, mode: .normal))
    #expect(game.notes[11] == DigitSet([4, 7]), "the replaced 1 comes back where possible, 2 goes")
    #expect(followsBoard(game))
  }

  @Test func liveErasingNotesStrikesThemAndFillBringsThemBack() {
    var game = liveGame()
    #expect(send(&game, .erase(cell: 11)) == [.erased(cell: 11)])
    #expect(game.notes[11].isEmpty && game.eliminated[11] == DigitSet([2, 4, 7]))
    #expect(send(&game, .erase(cell: 11)) == [.rejected(.nothingToErase)])
    #expect(send(&game, .toggleNote(digit: 5, cell: 11)) == [.rejected(.notACandidate)])
    #expect(send(&game, .fillCandidates) == [.candidatesFilled(cells: [11])])
    #expect(game.notes[11] == DigitSet([2, 4, 7]) && game.eliminated[11].isEmpty)
  }

  @Test func goingLiveKeepsTheNotesOfNotedCells() {
    var game = Fixture.game()
    send(&game, .toggleNote(digit: 4, cell: 11))
    send(&game, .toggleNote(digit: 9, cell: 11))
    #expect(send(&game, .setNoteRules(candidates: .live, autoRemove: true)) == [.noteRulesChanged])
    #expect(game.notes[11] == DigitSet([4]), "9 is no candidate there")
    #expect(game.eliminated[11] == DigitSet([2, 7]))
    #expect(game.notes[2] == DigitSet([1, 2, 4]), "a cell without notes shows its candidates")
    #expect(game.history.undoSteps.count == 2, "going live is no undo step")
    send(&game, .setNoteRules(candidates: .off, autoRemove: true))
    send(&game, .place(digit: 4, cell: 2, mode: .normal))
    #expect(game.notes[11].isEmpty, "off again: the notes are the player's, and a placed 4 clears them")
  }

  @Test func undoingAStepFromBeforeGoingLiveFollowsTheBoard() {
    var game = Fixture.game()
    send(&game, .place(digit: 4, cell: 2, mode: .normal))
    send(&game, .setNoteRules(candidates: .live, autoRemove: true))
    #expect(!game.notes[11].contains(4))
    send(&game, .undo)
    #expect(game.notes[2] == DigitSet([1, 2, 4]) && game.notes[11] == DigitSet([2, 4, 7]))
    send(&game, .redo)
    #expect(game.notes[2].isEmpty && game.notes[11] == DigitSet([2, 7]))
  }

  @Test func withoutAutoRemovalPlacingLeavesThePeersNotes() {
    var game = GameState(
      givens: Fixture.puzzle, solution: Fixture.solution, rules: GameRules(autoRemove: false))!
    send(&game, .toggleNote(digit: 4, cell: 11))
    #expect(send(&game, .place(digit: 4, cell: 2, mode: .normal)) == [.placed(cell: 2, digit: 4)])
    #expect(game.notes[11] == DigitSet([4]))
  }

  @Test func eliminationsRoundTripAndOldSavesReadWithoutThem() throws {
    var game = liveGame()
    send(&game, .toggleNote(digit: 7, cell: 11))
    send(&game, .place(digit: 4, cell: 2, mode: .normal))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(game), as: UTF8.self)
    #expect(text.contains(#""candidates":"live""#))
    #expect(text.contains(#""eliminated":[0,0,0,0,0,0,0,0,0,0,0,64,"#))
    #expect(
      text.contains(#"[[11,0,74,0,32778]"#), "r2c3's step: notes 2 4 7, then 2 4 with 7 struck (64 << 9)")
    var decoded = try JSONDecoder().decode(GameState.self, from: Data(text.utf8))
    game.lastTick = nil
    #expect(decoded == game)
    send(&decoded, .undo)
    #expect(decoded.notes[11] == DigitSet([2, 4]) && decoded.eliminated[11] == DigitSet([7]))

    let old = #"""
      {"difficulty":"easy","elapsed":0,"entries":"..4..............................................................................","format":1,
      "givens":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","hintsUsed":0,
      "history":{"redo":[],"undo":[[2,0,0,4,0,11,0,10,0,2]]},"mistakes":0,"mode":"normal",
      "notes":[0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],
      "paused":false,"revision":3,"rules":{"check":"solution","mistakeLimit":0},"selection":40,
      "solution":"534678912672195348198342567859761423426853791713924856961537284287419635345286179","solved":false}
      """#
    var saved = try JSONDecoder().decode(
      GameState.self, from: Data(old.replacingOccurrences(of: "\n", with: "").utf8))
    #expect(saved.rules == GameRules() && !saved.liveCandidates && saved.rules.autoRemove)
    #expect(saved.eliminated.allSatisfy { $0.isEmpty })
    send(&saved, .undo)
    #expect(saved.notes[11] == DigitSet([2, 4]) && saved.digit(at: 2) == 0)
  }
}
