/// The groups of cells a generator gives or clears together: with 180° symmetry a cell and its mirror
/// image (the centre alone), otherwise every cell on its own.
struct ClueOrbits {
  let orbits: [[Int]]

  init(symmetric: Bool) {
    orbits = symmetric ? (0...40).map { $0 == 40 ? [40] : [$0, 80 - $0] } : (0..<81).map { [$0] }
  }

  /// Every orbit index.
  var all: Range<Int> { orbits.indices }

  subscript(index: Int) -> [Int] { orbits[index] }

  /// Indices of the orbits whose cells are given in `puzzle`.
  func given(in puzzle: Grid) -> [Int] { orbits.indices.filter { puzzle[orbits[$0][0]] != 0 } }

  /// Indices of the orbits whose cells are empty in `puzzle`.
  func empty(in puzzle: Grid) -> [Int] { orbits.indices.filter { puzzle[orbits[$0][0]] == 0 } }
}

extension Grid {
  /// The grid with `cells` emptied.
  func clearing(_ cells: [Int]) -> Grid {
    var g = self
    for c in cells { g[c] = 0 }
    return g
  }

  /// The grid with `cells` filled from `solution`.
  func filling(_ cells: [Int], from solution: Grid) -> Grid {
    var g = self
    for c in cells { g[c] = solution[c] }
    return g
  }
}
