import SudokuKit

/// The board as the player sees it (givens and entries; never the solution, never notes) and the cell
/// the ink is aimed at: all the conflict gate reads.
public struct BoardContext: Hashable, Sendable {
  public var board: Grid
  /// The target cell, 0…80.
  public var cell: Int

  public init(board: Grid, cell: Int) {
    precondition((0..<81).contains(cell), "a cell is 0...80")
    self.board = board
    self.cell = cell
  }

  /// Where `digit` already shows in the target's row, column or box (checked in that order), other
  /// than in the target itself, whose own digit a new one would replace; nil when nowhere.
  public func conflict(for digit: Int) -> BoardConflict? {
    for id in Board.unitsOfCell[cell] {
      let unit = Unit(id: id)
      if let holder = unit.cells.first(where: { $0 != cell && board[$0] == digit }) {
        return BoardConflict(unit: unit, cell: holder)
      }
    }
    return nil
  }
}

/// A unit that already shows a digit, and the cell that shows it.
public struct BoardConflict: Hashable, Sendable {
  public var unit: Unit
  public var cell: Int

  public init(unit: Unit, cell: Int) {
    self.unit = unit
    self.cell = cell
  }
}
