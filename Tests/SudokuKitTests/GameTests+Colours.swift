import Foundation
import Testing

@testable import SudokuKit

/// Colour marks by hand: cells and notes take a colour, one action clears them all, each is one undo
/// step, none of it touches the revision, and saves keep them (and read saves from before them).
@Suite struct GameColourTests {
  /// Notes 4 and 6 in r1c4 (cell 3), nothing else changed.
  private func noted() -> GameState {
    var game = Fixture.game()
    send(&game, .toggleNote(digit: 4, cell: 3))
    send(&game, .toggleNote(digit: 6, cell: 3))
    return game
  }

  @Test func cellsAndNotesTakeAColourAndLeaveTheRevisionAlone() {
    var game = noted()
    let revision = game.revision
    #expect(send(&game, .colourCell(cell: 3, colour: 2)) == [.coloured(cell: 3)])
    #expect(send(&game, .colourNote(digit: 6, cell: 3, colour: 1)) == [.coloured(cell: 3)])
    #expect(
      send(&game, .colourCell(cell: 0, colour: 4)) == [.coloured(cell: 0)], "a given takes a colour too")
    #expect(game.colours[3].cell == 2 && game.colours[3].note(6) == 1 && game.colours[3].note(4) == 0)
    #expect(game.colours[3].words() == ["b", "6a"])
    #expect(game.colours[0].cell == 4)
    #expect(game.revision == revision, "ink written meanwhile is still read")
    #expect(game.notes[3] == DigitSet([4, 6]) && game.board == Fixture.puzzle)
  }

  @Test func whatCannotBeColouredIsRejected() {
    var game = noted()
    send(&game, .colourCell(cell: 3, colour: 1))
    let before = game
    #expect(send(&game, .colourNote(digit: 5, cell: 3, colour: 1)) == [.rejected(.noSuchNote)])
    #expect(send(&game, .colourNote(digit: 5, cell: 0, colour: 1)) == [.rejected(.noSuchNote)])
    #expect(send(&game, .colourCell(cell: 3, colour: 1)) == [.rejected(.sameColour)])
    #expect(send(&game, .colourCell(cell: 3, colour: 5)) == [.rejected(.invalidColour)])
    #expect(send(&game, .colourCell(cell: 81, colour: 1)) == [.rejected(.invalidCell)])
    #expect(send(&game, .colourNote(digit: 0, cell: 3, colour: 1)) == [.rejected(.invalidDigit)])
    #expect(game == before)
    send(&game, .pause)
    #expect(send(&game, .clearColours) == [.rejected(.paused)])
  }

  @Test func oneActionClearsEveryColourAsOneUndoStep() {
    var game = noted()
    send(&game, .colourCell(cell: 3, colour: 1))
    send(&game, .colourNote(digit: 4, cell: 3, colour: 2))
    send(&game, .colourCell(cell: 40, colour: 3))
    let coloured = game.colours
    #expect(send(&game, .clearColours) == [.coloursCleared(cells: [3, 40])])
    #expect(game.colours.allSatisfy { $0.isEmpty })
    #expect(send(&game, .clearColours) == [.rejected(.noColours)])
    #expect(send(&game, .undo) == [.undone(cell: 3)])
    #expect(game.colours == coloured)
    #expect(send(&game, .redo) == [.redone(cell: 3)])
    #expect(game.colours.allSatisfy { $0.isEmpty })
  }

  @Test func undoTakesColoursBackOneByOneWithoutTouchingTheRevision() {
    var game = noted()
    let revision = game.revision
    send(&game, .colourCell(cell: 3, colour: 1))
    send(&game, .colourCell(cell: 3, colour: 2))
    #expect(send(&game, .undo) == [.undone(cell: 3)])
    #expect(game.colours[3].cell == 1)
    #expect(send(&game, .undo) == [.undone(cell: 3)])
    #expect(game.colours[3].isEmpty)
    #expect(game.revision == revision)
    #expect(send(&game, .undo) == [.undone(cell: 3)], "then the notes, as before")
    #expect(game.notes[3] == DigitSet([4]) && game.revision == revision + 1)
  }

  /// A note's colour belongs to the note: it goes out of sight with it and is back when the note is.
  @Test func aNotesColourShowsAgainWithTheNote() {
    var game = noted()
    send(&game, .colourNote(digit: 6, cell: 3, colour: 3))
    send(&game, .place(digit: 6, cell: 3, mode: .normal))
    #expect(game.notes[3].isEmpty && game.colours[3].note(6) == 3)
    send(&game, .undo)
    #expect(game.notes[3] == DigitSet([4, 6]) && game.colours[3].words(notes: game.notes[3]) == ["6c"])
  }

  @Test func theNextColourCyclesThroughNone() {
    #expect((0...4).map(CellColours.next(after:)) == [1, 2, 3, 4, 0])
  }

  private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func savesKeepColoursAndTheirUndoSteps() throws {
    var game = noted()
    send(&game, .colourCell(cell: 3, colour: 2))
    send(&game, .colourNote(digit: 4, cell: 3, colour: 4))
    send(&game, .colourCell(cell: 0, colour: 1))
    send(&game, .undo)
    let text = try json(game)
    #expect(text.contains(#""colours":[0,0,0,40002,0"#), "cell 3: colour b, note 4 colour d")
    #expect(text.contains(#"{"colours":[3,2,40002]}"#))
    let decoded = try JSONDecoder().decode(GameState.self, from: Data(text.utf8))
    var expected = game
    expected.lastTick = nil
    #expect(decoded == expected)
    var resumed = decoded
    #expect(send(&resumed, .redo) == [.redone(cell: 0)] && resumed.colours[0].cell == 1)
    #expect(send(&resumed, .undo) == [.undone(cell: 0)])
    #expect(send(&resumed, .undo) == [.undone(cell: 3)] && resumed.colours[3].words() == ["b"])
  }

  @Test func aGameWithoutColoursSavesNoColours() throws {
    #expect(try !json(noted()).contains("colours"))
  }

  /// A save as the game wrote it before colour marks (notes in r1c4, one step to undo): it reads with
  /// nothing coloured, plays on, and takes colours.
  @Test func aSaveFromBeforeColoursReads() throws {
    let notes = (["0", "0", "0", "40"] + Array(repeating: "0", count: 77)).joined(separator: ",")
    let old = """
      {"difficulty":"easy","elapsed":12.5,"entries":"\(String(repeating: ".", count: 81))",\
      "format":1,"givens":"\(Fixture.puzzle.line)","hintsUsed":0,\
      "history":{"redo":[],"undo":[[3,0,0,0,8],[3,0,8,0,40]]},"mistakes":0,"mode":"notes",\
      "notes":[\(notes)],"paused":false,"revision":2,"rules":{"check":"solution","mistakeLimit":0},\
      "selection":3,"solution":"\(Fixture.solution.line)","solved":false}
      """
    var game = try JSONDecoder().decode(GameState.self, from: Data(old.utf8))
    #expect(game.colours.allSatisfy { $0.isEmpty })
    #expect(game.notes[3] == DigitSet([4, 6]))
    send(&game, .colourNote(digit: 6, cell: 3, colour: 1))
    #expect(send(&game, .undo) == [.undone(cell: 3)] && game.colours[3].isEmpty)
    #expect(send(&game, .undo) == [.undone(cell: 3)] && game.notes[3] == DigitSet([4]))
  }

  @Test func corruptColoursAreRefused() throws {
    var game = noted()
    send(&game, .colourCell(cell: 3, colour: 2))
    let text = try json(game)
    for (original, replacement) in [
      (#""colours":[0,0,0,2,"#, #""colours":[0,0,0,5,"#),
      (#""colours":[0,0,0,2,"#, #""colours":[0,0,0,-2,"#),
      (#""colours":[0,0,0,2,"#, #""colours":[0,0,2,"#),
      (#""colours":[0,0,0,2,"#, #""colours":[0,0,0,44444444444,"#),
      (#"{"colours":[3,0,2]}"#, #"{"colours":[]}"#),
      (#"{"colours":[3,0,2]}"#, #"{"colours":[81,0,2]}"#),
      (#"{"colours":[3,0,2]}"#, #"{"colours":[3,0,9]}"#),
    ] {
      #expect(text.contains(original), "\(original)")
      let broken = text.replacingOccurrences(of: original, with: replacement)
      #expect(throws: DecodingError.self, "\(replacement)") {
        try JSONDecoder().decode(GameState.self, from: Data(broken.utf8))
      }
    }
  }
}
