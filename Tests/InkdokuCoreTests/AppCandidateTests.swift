import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// `A`: every empty cell's notes become its candidates, as one undo step.
@Suite struct AppCandidateTests {
  /// Cells of the fixture board without a digit.
  private static func emptyCells(_ game: GameState) -> [Int] { (0..<81).filter { game.digit(at: $0) == 0 } }

  @Test func keyAFillsTheNotesAndSaves() {
    var d = AppDriver()
    #expect(AppCommand.forKey(.character("A")) == .fillCandidates)
    let before = d.state.game
    #expect(d.type("A") == [.save])
    let filled = d.state.game
    #expect(Self.emptyCells(filled).allSatisfy { !filled.notes[$0].isEmpty })
    #expect(filled.notes == Candidates(grid: filled.board).masks.map { DigitSet(mask: $0) })
    #expect(filled.entries == before.entries)
    #expect(filled.mistakes == 0)
    // r5c5 is empty at the start: the panel names its notes.
    #expect(CellDescription.of(filled).hasPrefix("r5c5: notes "))
    #expect(d.type("u") == [.save])
    #expect(d.state.game.notes == before.notes)
    #expect(d.type("U") == [.save])
    #expect(d.state.game.notes == filled.notes)
  }

  @Test func aSecondFillSaysThereIsNothingToAdd() {
    var d = AppDriver()
    d.type("A")
    #expect(d.type("A") == [])
    #expect(d.state.ui.message?.text == App.rejectionText(.nothingToFill))
  }

  @Test func itWorksInNotesModeAndNotWhilePausedOrHidden() {
    var d = AppDriver()
    d.type("n")
    d.type("A")
    #expect(d.state.game.mode == .notes)
    #expect(!d.state.game.notes[40].isEmpty)
    d.type("u")
    d.type("p")
    #expect(d.type("A") == [])
    #expect(d.state.game.notes[40].isEmpty)
    d.type("p")
    d.send(.input(InputEvent.terminal(.size(columns: 30, rows: 10))))
    d.type("A")
    #expect(d.state.game.notes[40].isEmpty, "the board is hidden")
  }

  @Test func theHelpListsItWithTheCandidatesView() {
    #expect(AppCommand.keyHelp.contains { $0.keys == "A / v" && $0.action.contains("view them all") })
  }

  @Test func aRecordedFillVerifies() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("fill.jsonl")
    let session = try RecordedSession(path: path)
    await session.send("A")
    await session.send("u")
    await session.send("U")
    await session.send("5")  // r5c5, right: the 5 leaves the notes of its row, column and box
    try session.finish()
    #expect(session.state.game.notes[37] == DigitSet([2]), "r5c2 had 2 and 5")
    let player = try Replays.play(path)
    #expect(player.state.game == session.state.game)
    let verifier = try await Replays.verify(path, model: nil)
    #expect(verifier.differences.isEmpty)
  }
}
