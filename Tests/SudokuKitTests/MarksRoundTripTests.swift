import Testing

@testable import SudokuKit

/// The pencil-mark grid `share` writes keeps givens, the player's digits and notes apart, and reads back
/// as the same position; grids written before it had a form for entries read as they always did.
@Suite struct MarksRoundTripTests {
  typealias Fixture = BoardPositionTests

  /// The fixture's game with a single note in r1c3 (an empty cell whose solution is 4) and a right
  /// entry in r1c4.
  static func game() -> GameState {
    var game = GameState(givens: Grid(line: Fixture.puzzle)!, solution: Grid(line: Fixture.solution)!)!
    for action: GameAction in [
      .place(digit: 6, cell: 3, mode: .normal), .toggleNote(digit: 4, cell: 2),
      .toggleNote(digit: 1, cell: 5),
      .toggleNote(digit: 8, cell: 5),
    ] {
      _ = Game.reduce(&game, action, now: 0)
    }
    for digit in 1...9 { _ = Game.reduce(&game, .toggleNote(digit: digit, cell: 6), now: 0) }
    return game
  }

  static func readBack(_ game: GameState) throws -> PuzzleEntry {
    try PuzzleReader.read(BoardPosition(game).pencilmarkGrid, source: "shared")[0]
  }

  @Test func aSingleNoteAndAnEntryDoNotReadBackAsGivens() throws {
    let entry = try Self.readBack(Self.game())
    #expect(entry.grid[2] == 0 && entry.notes?[2] == DigitSet([4]), "r1c3 holds a single note")
    #expect(entry.grid[3] == 0, "r1c4 holds the player's 6, not a given")
    #expect(entry.grid.line == Fixture.puzzle)
  }

  @Test func givensEntriesAndNotesRoundTrip() throws {
    let game = Self.game()
    let entry = try Self.readBack(game)
    #expect(entry.position == BoardPosition(game))
    #expect(entry.entries?[3] == 6 && entry.notes?[6] == .all && entry.notes?[7] == .empty)
    let row = BoardPosition(game).pencilmarkGrid.split(separator: "\n")[1]
    #expect(
      row.split(whereSeparator: { $0 == " " || $0 == "|" })
        == ["5", "3", ".4", "+6", "7", "18", ".123456789", "123456789", "123456789"])
  }

  @Test func aRoundTripThroughAGameKeepsThePosition() throws {
    let game = Self.game()
    let again = try GameState(position: #require(try Self.readBack(game).position))
    #expect(again.givens == game.givens && again.entries == game.entries && again.notes == game.notes)
    #expect(BoardPosition(again).pencilmarkGrid == BoardPosition(game).pencilmarkGrid)
    // The player's digit is the player's: it can be erased.
    var erased = again
    _ = Game.reduce(&erased, .erase(cell: 3), now: 0)
    #expect(erased.entries[3] == 0)
  }

  /// A grid as `share` wrote it before entries had a mark: every digit a given, and a cell without notes
  /// listing all nine.
  static let oldGrid = """
    +-------+-------+-------+
    | 5 3 4 | 6 7 18 | 123456789 123456789 123456789 |
    | 6 123456789 123456789 | 1 9 5 | 123456789 123456789 123456789 |
    | 123456789 9 8 | 123456789 123456789 123456789 | 123456789 6 123456789 |
    +-------+-------+-------+
    | 8 123456789 123456789 | 123456789 6 123456789 | 123456789 123456789 3 |
    | 4 123456789 123456789 | 8 123456789 3 | 123456789 123456789 1 |
    | 7 123456789 123456789 | 123456789 2 123456789 | 123456789 123456789 6 |
    +-------+-------+-------+
    | 123456789 6 123456789 | 123456789 123456789 123456789 | 2 8 123456789 |
    | 123456789 123456789 123456789 | 4 1 9 | 123456789 123456789 5 |
    | 123456789 123456789 123456789 | 123456789 8 123456789 | 123456789 7 9 |
    +-------+-------+-------+
    """

  @Test func anOldGridReadsAsBefore() throws {
    let entry = try PuzzleReader.read(Self.oldGrid, source: "old")[0]
    #expect(entry.grid[2] == 4 && entry.grid[3] == 6, "single digits are givens, as they were")
    #expect(entry.entries == Grid() && entry.notes?[5] == DigitSet([1, 8]) && entry.notes?[6] == .empty)
  }

  @Test func entriesAndSingleNotesAreTheirOwnForm() throws {
    let text = BoardPosition(Self.game()).pencilmarkGrid
    #expect(PuzzleFormat.detect(TextLine.split(text)) == .marks)
    let doubled = BoardPositionTests.error(text.replacingOccurrences("+6", "+66"))
    #expect(
      doubled.hasPrefix("shared:2:") && doubled.hasSuffix("unexpected '6' (expected one digit after '+')"))
    let alone = BoardPositionTests.error(text.replacingOccurrences("+6", "+ "))
    #expect(alone.hasPrefix("shared:2:") && alone.hasSuffix("unexpected '+' (expected a digit after '+')"))
  }

  @Test func aPositionWithoutASolutionNamesTheCell() {
    var wrong = Array(Fixture.puzzle)
    wrong[2] = "2"  // r1c3 is 4 in the solution; 2 repeats nothing, but leaves no solution
    do {
      _ = try GameState(puzzle: Grid(line: String(wrong))!)
      Issue.record("a puzzle without a solution was played")
    } catch {
      #expect(error.sentence(subject: "the puzzle") == "r1c3: 2 leaves the puzzle without a solution")
    }
  }

  @Test func aWrongEntryIsNamed() {
    let position = BoardPosition(
      givens: Grid(line: Fixture.puzzle)!, entries: Grid(line: "..1" + String(repeating: ".", count: 78))!,
      notes: Array(repeating: .empty, count: 81))
    #expect(throws: UnplayablePuzzle.unsolvable(cell: 2, digit: 1)) { try GameState(position: position) }
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    replacing(target, with: replacement, maxReplacements: 1)
  }
}
