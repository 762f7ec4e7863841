import Testing

@testable import SudokuKit

@Suite struct BoardPositionTests {
  static let puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
  static let solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

  /// Two entries (one wrong), candidates filled in, and a few of them taken out again by hand.
  static func game() -> GameState {
    var game = GameState(givens: Grid(line: puzzle)!, solution: Grid(line: solution)!)!
    for action: GameAction in [
      .place(digit: 4, cell: 2, mode: .normal), .place(digit: 9, cell: 3, mode: .normal), .fillCandidates,
      .toggleNote(digit: 2, cell: 5), .toggleNote(digit: 6, cell: 80 - 1),
    ] {
      _ = Game.reduce(&game, action, now: 0)
    }
    return game
  }

  @Test func theLineIsWhatTheBoardShows() {
    let game = Self.game()
    let line = BoardPosition(game).line
    #expect(line.count == 81)
    #expect(Grid(line: line) == game.board)
    #expect(line.hasPrefix("5349") && line.filter { $0 == "." }.count == 81 - game.board.filledCount)
  }

  @Test func thePencilmarkGridReadsBackWithTheNotes() throws {
    let game = Self.game()
    let text = BoardPosition(game).pencilmarkGrid
    let entries = try PuzzleReader.read(text, source: "shared")
    #expect(entries.count == 1)
    #expect(!(0..<81).filter { game.notes[$0].count == 1 }.isEmpty, "single notes read back as notes")
    for cell in 0..<81 {
      #expect(entries[0].grid[cell] == game.givens[cell], "\(Board.name(cell))")
      #expect(entries[0].entries?[cell] == game.entries[cell], "\(Board.name(cell))")
      #expect(entries[0].notes?[cell] == game.notes[cell], "\(Board.name(cell))")
    }
  }

  @Test func theGridHasBoxesAndAlignedColumns() {
    let lines = BoardPosition(Self.game()).pencilmarkGrid.split(separator: "\n").map(String.init)
    #expect(lines.count == 13)
    #expect(Set(lines.map(\.count)).count == 1, "every line as long as the others")
    for index in [0, 4, 8, 12] {
      #expect(
        lines[index].allSatisfy { $0 == "-" || $0 == "+" } && lines[index].filter { $0 == "+" }.count == 4)
    }
    let bars = lines[1].indices.filter { lines[1][$0] == "|" }
    for row in [2, 3, 5, 9, 11] { #expect(lines[row].indices.filter { lines[row][$0] == "|" } == bars) }
    #expect(lines[1].hasPrefix("| 5 "))
  }

  @Test func aBoardWithoutNotesListsEveryCandidateAndReadsBackWithout() throws {
    let game = GameState(givens: Grid(line: Self.puzzle)!, solution: Grid(line: Self.solution)!)!
    let text = BoardPosition(game).pencilmarkGrid
    #expect(text.contains("123456789"))
    let entry = try PuzzleReader.read(text, source: "shared")[0]
    #expect(entry.grid == game.givens)
    #expect(entry.notes == Array(repeating: DigitSet.empty, count: 81))
  }

  @Test func aGameTakesTheNotesIntoItsEmptyCellsOnly() throws {
    let game = try GameState(puzzle: Grid(line: Self.puzzle)!)
    var notes = Array(repeating: DigitSet([1, 2]), count: 81)
    notes[0] = DigitSet([3])
    let noted = game.noting(notes)
    #expect(noted.notes[0] == .empty, "r1c1 holds a given")
    #expect(noted.notes[2] == DigitSet([1, 2]))
    #expect(noted.history == game.history)
  }

  @Test func hodokuFramesAndDotsRead() throws {
    let text = BoardPosition(Self.game()).pencilmarkGrid.split(separator: "\n").enumerated().map {
      index, line in
      index == 0 ? ".---." : index == 12 ? "'---'" : index % 4 == 0 ? ":---:" : String(line)
    }.joined(separator: "\n")
    let plain = BoardPosition(Self.game()).pencilmarkGrid
    #expect(try PuzzleReader.read(text, source: "hodoku") == PuzzleReader.read(plain, source: "hodoku"))
  }

  static let ssText = """
    *-----------*
    |53.|.7.|...|
    |6..|195|...|
    |.98|...|.6.|
    |---+---+---|
    |8..|.6.|..3|
    |4..|8.3|..1|
    |7..|.2.|..6|
    |---+---+---|
    |.6.|...|28.|
    |...|419|..5|
    |...|.8.|.79|
    *-----------*
    """

  @Test func simpleSudokuGridsAreStillTheirOwnForm() throws {
    #expect(PuzzleFormat.detect(TextLine.split(Self.ssText)) == .ss)
    #expect(PuzzleFormat.detect(TextLine.split(BoardPosition(Self.game()).pencilmarkGrid)) == .marks)
    #expect(try PuzzleReader.read(Self.ssText, source: "ss")[0].notes == nil)
  }

  /// `text`'s error as its message says it.
  static func error(_ text: String) -> String {
    do {
      _ = try PuzzleReader.read(text, source: "shared", format: .marks)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func aBadGridSaysWhichLineAndColumn() {
    let lines = BoardPosition(Self.game()).pencilmarkGrid.split(separator: "\n").map(String.init)
    func with(_ row: Int, _ change: (String) -> String) -> String {
      lines.enumerated().map { $0.offset == row ? change($0.element) : $0.element }.joined(separator: "\n")
    }
    #expect(
      Self.error(with(2) { $0.replacingFirst("6", with: "x") })
        == "shared:3:3: unexpected 'x' (expected a digit 1-9 or candidates, '|' between boxes)")
    #expect(
      Self.error(with(1) { $0.replacingFirst("5", with: "55") })
        == "shared:2:4: unexpected '5' (expected each candidate once)")
    #expect(
      Self.error(with(3) { $0.replacingFirst(" 8 ", with: " ") })
        == "shared:4: only 8 cells (a grid row has 9)")
    #expect(Self.error(lines.prefix(6).joined(separator: "\n")) == "shared:2: only 4 rows (a grid has 9)")
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
