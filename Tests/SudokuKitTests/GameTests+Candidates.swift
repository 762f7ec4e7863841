import Foundation
import Testing

@testable import SudokuKit

extension GameTests {
  /// The digits 1–9 that no digit on `game`'s board shows in the cell's row, column or box, worked out
  /// here from the units, independently of `Candidates`.
  private func expectedCandidates(_ game: GameState, _ cell: Int) -> DigitSet {
    let seen = Board.peers[cell].map { game.digit(at: $0) }.filter { $0 != 0 }
    return DigitSet((1...9).filter { !seen.contains($0) })
  }

  /// A correct entry (4 in cell 2), a wrong one (9 in cell 3, solution 6) and notes in two empty cells.
  private func gameInProgress() -> GameState {
    var game = Fixture.game()
    send(&game, .place(digit: 4, cell: 2, mode: .normal))
    send(&game, .place(digit: 9, cell: 3, mode: .normal))
    for (cell, digits) in [(10, [4, 7]), (40, [1, 5])] {
      for digit in digits { send(&game, .toggleNote(digit: digit, cell: cell)) }
    }
    return game
  }

  @Test func fillGivesEveryEmptyCellExactlyItsCandidates() {
    var game = gameInProgress()
    let before = game
    let events = send(&game, .fillCandidates)
    let empty = (0..<81).filter { game.digit(at: $0) == 0 }
    #expect(events == [.candidatesFilled(cells: empty)], "no empty cell held its candidates already")
    for cell in 0..<81 {
      if game.digit(at: cell) == 0 {
        #expect(game.notes[cell] == expectedCandidates(game, cell), "cell \(cell)")
        #expect(!game.notes[cell].isEmpty, "cell \(cell)")
      } else {
        #expect(game.notes[cell].isEmpty, "cell \(cell)")
      }
    }
    #expect(game.entries == before.entries)
    #expect(game.board == before.board)
    #expect(game.notes[10] == DigitSet([2, 7]), "the notes 4 7 were replaced, not merged")
    #expect(game.mistakes == before.mistakes)
    #expect(game.revision == before.revision + 1)
  }

  @Test func candidatesComeFromTheBoardNeverTheSolution() {
    var game = gameInProgress()
    send(&game, .fillCandidates)
    // Cell 48 (r6c4) holds 9 in the solution, but the wrong 9 in cell 3, up its column, rules it out.
    #expect(Fixture.solution[48] == 9)
    #expect(!game.notes[48].contains(9))
    // Without that wrong 9 the solution's digit is back among the candidates.
    send(&game, .erase(cell: 3))
    send(&game, .fillCandidates)
    #expect(game.notes[48].contains(9))
  }

  @Test func oneUndoTakesTheWholeFillBackAndRedoRestoresIt() {
    var game = gameInProgress()
    let before = game
    let events = send(&game, .fillCandidates)
    guard case .candidatesFilled(let cells) = events.first else {
      Issue.record("expected a fill, got \(events)")
      return
    }
    let filled = game
    #expect(send(&game, .undo) == [.undone(cell: cells[0])])
    #expect(game.notes == before.notes)
    #expect(game.entries == before.entries)
    #expect(send(&game, .redo) == [.redone(cell: cells[0])])
    #expect(game.notes == filled.notes)
    #expect(send(&game, .undo) == [.undone(cell: cells[0])])
    #expect(send(&game, .undo) == [.undone(cell: 40)], "the note toggles before it are separate steps")
    #expect(game.mistakes == before.mistakes)
  }

  @Test func aFillStepSurvivesASave() throws {
    var game = gameInProgress()
    send(&game, .fillCandidates)
    let data = try JSONEncoder().encode(game)
    var loaded = try JSONDecoder().decode(GameState.self, from: data)
    #expect(loaded.notes == game.notes)
    send(&loaded, .undo)
    send(&game, .undo)
    #expect(loaded.notes == game.notes, "the whole fill comes back as one step")
  }

  @Test func aSecondFillFindsNothingAndPlacementsStillClearNotes() {
    var game = gameInProgress()
    send(&game, .fillCandidates)
    let filled = game
    #expect(send(&game, .fillCandidates) == [.rejected(.nothingToFill)])
    #expect(game == filled)
    // r1c6 (cell 5) holds 8: a correct placement takes 8 out of the notes of its row, column and box.
    #expect(game.notes[6].contains(8))
    let events = send(&game, .place(digit: 8, cell: 5, mode: .normal))
    #expect(events.first == .placed(cell: 5, digit: 8))
    #expect(!game.notes[6].contains(8))
    #expect(Board.peers[5].allSatisfy { !game.notes[$0].contains(8) })
  }

  @Test func fillWorksInEitherModeButNotPausedOrSolved() {
    var game = Fixture.game()
    send(&game, .setMode(.notes))
    #expect(send(&game, .fillCandidates).first != .rejected(.nothingToFill))
    send(&game, .undo)
    send(&game, .pause)
    #expect(send(&game, .fillCandidates) == [.rejected(.paused)])
    #expect(game.notes == Fixture.game().notes)
    send(&game, .resume)
    send(&game, .setMode(.normal))
    for cell in 0..<81 where game.digit(at: cell) == 0 {
      send(&game, .place(digit: Fixture.solution[cell], cell: cell, mode: .normal))
    }
    #expect(game.solved)
    #expect(send(&game, .fillCandidates) == [.rejected(.solved)])
  }
}
