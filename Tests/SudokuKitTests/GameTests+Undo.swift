import Testing

@testable import SudokuKit

extension GameTests {
  /// Notes 4 in cell 2 and in its peers 3 (row), 10 (box) and 29 (column); 40 is no peer of cell 2.
  private func gameWithNotes() -> GameState {
    var game = Fixture.game()
    for (cell, digits) in [(2, [1, 4]), (3, [4, 6]), (10, [4, 7]), (29, [4]), (40, [4])] {
      for digit in digits { send(&game, .toggleNote(digit: digit, cell: cell)) }
    }
    return game
  }

  @Test func notesToggleAsUndoSteps() {
    var game = Fixture.game()
    #expect(send(&game, .toggleNote(digit: 4, cell: 2)) == [.noteToggled(cell: 2, digit: 4, on: true)])
    #expect(send(&game, .toggleNote(digit: 1, cell: 2)) == [.noteToggled(cell: 2, digit: 1, on: true)])
    #expect(send(&game, .toggleNote(digit: 4, cell: 2)) == [.noteToggled(cell: 2, digit: 4, on: false)])
    #expect(game.notes[2] == DigitSet([1]))
    #expect(send(&game, .undo) == [.undone(cell: 2)])
    #expect(game.notes[2] == DigitSet([1, 4]))
    #expect(send(&game, .undo) == [.undone(cell: 2)])
    #expect(game.notes[2] == DigitSet([4]))
    #expect(send(&game, .redo) == [.redone(cell: 2)])
    #expect(game.notes[2] == DigitSet([1, 4]))
  }

  @Test func notesNeedAnEmptyCell() {
    var game = Fixture.game()
    send(&game, .place(digit: 9, cell: 2, mode: .normal))
    #expect(send(&game, .toggleNote(digit: 1, cell: 2)) == [.rejected(.filledCell)])
    #expect(send(&game, .place(digit: 1, cell: 2, mode: .notes)) == [.rejected(.filledCell)])
    #expect(game.notes[2].isEmpty)
  }

  @Test func correctPlacementClearsNotesInRowColumnAndBoxUntilUndone() {
    var game = gameWithNotes()
    let noted = game
    #expect(
      send(&game, .place(digit: 4, cell: 2, mode: .normal)) == [
        .placed(cell: 2, digit: 4), .notesCleared(cells: [2, 3, 10, 29]),
      ])
    #expect(game.notes[2].isEmpty)
    #expect(game.notes[3] == DigitSet([6]))
    #expect(game.notes[10] == DigitSet([7]))
    #expect(game.notes[29].isEmpty)
    #expect(game.notes[40] == DigitSet([4]), "not a peer")
    let placed = game
    #expect(send(&game, .undo) == [.undone(cell: 2)])
    #expect(game.notes == noted.notes)
    #expect(game.entries == noted.entries)
    #expect(send(&game, .redo) == [.redone(cell: 2)])
    #expect(game.notes == placed.notes)
    #expect(game.entries == placed.entries)
    #expect(send(&game, .undo) == [.undone(cell: 2)])
    #expect(send(&game, .undo) == [.undone(cell: 40)], "the note toggles before it are separate steps")
    #expect(game.notes[40].isEmpty)
  }

  @Test func wrongPlacementClearsOnlyItsOwnNotes() {
    var game = gameWithNotes()
    #expect(
      send(&game, .place(digit: 6, cell: 2, mode: .normal)) == [
        .placed(cell: 2, digit: 6), .mistake(cell: 2, digit: 6), .notesCleared(cells: [2]),
      ])
    #expect(game.notes[3] == DigitSet([4, 6]))
    #expect(send(&game, .undo) == [.undone(cell: 2)])
    #expect(game.notes[2] == DigitSet([1, 4]))
    #expect(game.mistakes == 1)
  }

  @Test func eraseRemovesTheDigitOrTheNotes() {
    var game = gameWithNotes()
    #expect(send(&game, .erase(cell: 3)) == [.erased(cell: 3)])
    #expect(game.notes[3].isEmpty)
    #expect(send(&game, .erase(cell: 3)) == [.rejected(.nothingToErase)])
    send(&game, .place(digit: 6, cell: 3, mode: .normal))
    #expect(send(&game, .erase(cell: 3)) == [.erased(cell: 3)])
    #expect(game.digit(at: 3) == 0)
    #expect(send(&game, .undo) == [.undone(cell: 3)])
    #expect(game.digit(at: 3) == 6)
  }

  @Test func undoRedoSequencesAndANewChangeClearsRedo() {
    var game = Fixture.game()
    #expect(send(&game, .undo) == [.rejected(.nothingToUndo)])
    send(&game, .place(digit: 4, cell: 2, mode: .normal))
    send(&game, .place(digit: 6, cell: 3, mode: .normal))
    send(&game, .place(digit: 8, cell: 5, mode: .normal))
    #expect(send(&game, .undo) == [.undone(cell: 5)])
    #expect(send(&game, .undo) == [.undone(cell: 3)])
    #expect(game.history.canRedo)
    #expect(send(&game, .redo) == [.redone(cell: 3)])
    #expect([game.entries[2], game.entries[3], game.entries[5]] == [4, 6, 0])
    #expect(send(&game, .toggleNote(digit: 2, cell: 6)) == [.noteToggled(cell: 6, digit: 2, on: true)])
    #expect(!game.history.canRedo)
    #expect(send(&game, .redo) == [.rejected(.nothingToRedo)])
    #expect(game.entries[5] == 0)
    for cell in [6, 3, 2] { #expect(send(&game, .undo) == [.undone(cell: cell)]) }
    #expect(send(&game, .undo) == [.rejected(.nothingToUndo)])
    #expect(game.board == Fixture.puzzle)
    #expect(game.notes[6].isEmpty)
    for cell in [2, 3, 6] { #expect(send(&game, .redo) == [.redone(cell: cell)]) }
    #expect(send(&game, .redo) == [.rejected(.nothingToRedo)])
  }

  @Test func selectionAndModeAreNotUndoSteps() {
    var game = Fixture.game()
    send(&game, .place(digit: 4, cell: 2, mode: .normal))
    send(&game, .select(70))
    send(&game, .toggleMode)
    #expect(send(&game, .undo) == [.undone(cell: 2)])
    #expect(game.selection == 70)
    #expect(game.mode == .notes)
    #expect(send(&game, .undo) == [.rejected(.nothingToUndo)])
  }

  @Test func historyIsBounded() {
    var game = Fixture.game()
    for i in 0..<(UndoHistory.limit + 5) { send(&game, .toggleNote(digit: 1 + i % 9, cell: 2)) }
    var undone = 0
    while send(&game, .undo) == [.undone(cell: 2)] { undone += 1 }
    #expect(undone == UndoHistory.limit)
  }
}
