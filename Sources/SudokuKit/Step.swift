/// A digit written into a cell.
public struct Placement: Hashable, Sendable, Codable {
  public let cell: Int
  public let digit: Int

  public init(cell: Int, digit: Int) {
    self.cell = cell
    self.digit = digit
  }
}

/// A candidate digit removed from a cell.
public struct Elimination: Hashable, Sendable, Codable {
  public let cell: Int
  public let digit: Int

  public init(cell: Int, digit: Int) {
    self.cell = cell
    self.digit = digit
  }
}

/// One deduction of the logical solver: the pattern that justifies it and what it changes.
///
/// The explanation text is built only when asked for, so grading many puzzles never pays for strings.
public struct Step: Hashable, Sendable {
  public let technique: Technique
  /// The digits the pattern is about (the subset's digits, the fish's digit, a wing's pincer digit...).
  public let digits: DigitSet
  /// The cells whose candidates make the pattern, in the order the explanation names them.
  public let cells: [Int]
  /// The units the pattern lives in.
  public let units: [Unit]
  public let placement: Placement?
  public let eliminations: [Elimination]
  /// The chains behind a chain technique, in the order the explanation writes them: one alternating chain
  /// for an AIC (its nodes off, on, off, on...), one branch per assumption for a forcing chain.
  public let chains: [[ChainNode]]

  /// Only the solver builds steps, so the explanation can rely on each technique's shape of fields.
  init(
    technique: Technique, digits: DigitSet, cells: [Int], units: [Unit] = [],
    placement: Placement? = nil, eliminations: [Elimination] = [], chains: [[ChainNode]] = []
  ) {
    self.technique = technique
    self.digits = digits
    self.cells = cells
    self.units = units
    self.placement = placement
    self.eliminations = eliminations
    self.chains = chains
  }

  /// Writes the step into a position: the placement (with its candidate consequences) and the eliminations.
  public func apply(to grid: inout Grid, candidates: inout Candidates) {
    if let p = placement {
      grid[p.cell] = p.digit
      candidates.place(p.digit, at: p.cell)
    }
    for e in eliminations { candidates.eliminate(e.digit, from: e.cell) }
  }
}
