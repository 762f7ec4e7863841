/// Sets of cells of one solution grid that every unique puzzle must give a clue in: where another solution
/// differs from the grid, a puzzle with no clue there has both. Each one found by the solver is kept, so a
/// later removal that empties it is refused without a search.
struct UnavoidableSets {
  private var sets: [CellMask] = []
  /// For every cell, the indices of the sets that contain it.
  private var byCell = [[Int]](repeating: [], count: 81)

  /// Records the cells where `other` differs from `solution`.
  mutating func record(_ other: Grid, differingFrom solution: Grid) {
    let cells = (0..<81).filter { other[$0] != solution[$0] }
    for c in cells { byCell[c].append(sets.count) }
    sets.append(CellMask(cells))
  }

  /// Whether clearing `cells` leaves some known set without a clue, given the clues that stay.
  func isEmptied(clearing cells: [Int], keeping clues: CellMask) -> Bool {
    cells.contains { c in byCell[c].contains { !sets[$0].intersects(clues) } }
  }
}
