/// Pencil-mark candidates for every cell of a grid: what the grader and hints reason about.
public struct Candidates: Hashable, Sendable {
  /// One mask per cell; a filled cell has an empty mask.
  public var masks: [UInt16]

  /// Candidates implied by the filled cells: every digit not used by a peer.
  public init(grid: Grid) {
    masks = (0..<81).map { c in grid[c] != 0 ? 0 : DigitSet.all.subtracting(grid.usedDigits(around: c)).mask }
  }

  public subscript(cell: Int) -> DigitSet {
    get { DigitSet(mask: masks[cell]) }
    set { masks[cell] = newValue.mask }
  }

  /// Cells of `unit` (by id) that still have `digit` as a candidate.
  public func cells(in unit: Int, with digit: Int) -> [Int] {
    let b = DigitSet.bit(digit)
    return Board.units[unit].filter { masks[$0] & b != 0 }
  }

  /// Removes `digit` from the candidates of `cell`; returns whether it was there.
  @discardableResult
  public mutating func eliminate(_ digit: Int, from cell: Int) -> Bool {
    let b = DigitSet.bit(digit)
    guard masks[cell] & b != 0 else { return false }
    masks[cell] &= ~b
    return true
  }

  /// Records `digit` as placed in `cell`: clears that cell and removes the digit from its peers.
  public mutating func place(_ digit: Int, at cell: Int) {
    masks[cell] = 0
    let b = ~DigitSet.bit(digit)
    for p in Board.peers[cell] { masks[p] &= b }
  }
}
