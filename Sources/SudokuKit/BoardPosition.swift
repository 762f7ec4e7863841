/// A position to take elsewhere: the digits a board shows, givens and entries alike (other programs
/// know no difference), and the notes of the cells without a digit.
public struct BoardPosition: Equatable, Sendable {
  public let digits: Grid
  /// 81 sets, empty wherever `digits` has a digit.
  public let notes: [DigitSet]

  /// `notes` in cells that hold a digit are dropped, as a board never shows both.
  public init(digits: Grid, notes: [DigitSet]) {
    precondition(notes.count == 81, "a board has 81 cells")
    self.digits = digits
    self.notes = (0..<81).map { digits[$0] == 0 ? notes[$0] : .empty }
  }

  /// What `game`'s board shows now.
  public init(_ game: GameState) {
    self.init(digits: game.board, notes: game.notes)
  }

  /// The 81-character line form, `.` for an empty cell.
  public var line: String { digits.line }
}
