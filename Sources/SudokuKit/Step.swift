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

/// How an assumption's consequences contradict themselves.
public enum Contradiction: Hashable, Sendable {
  /// The cell has no candidate left (one chain, to its last removal).
  case emptyCell(Int)
  /// The digit has no place left in the unit (one chain, to its last removal).
  case noPlace(Unit, digit: Int)
  /// Two facts about the cell clash (two chains, one to each).
  case clash(Int)
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
  /// Why each impossible branch of a forcing chain fails, in the order of its chains.
  public let contradictions: [Contradiction]
  /// The cell sets the pattern is built from, when it has several (an ALS technique's almost locked sets).
  public let cellGroups: [[Int]]

  /// Only the solver builds steps, so the explanation can rely on each technique's shape of fields.
  init(
    technique: Technique, digits: DigitSet, cells: [Int], units: [Unit] = [],
    placement: Placement? = nil, eliminations: [Elimination] = [], chains: [[ChainNode]] = [],
    contradictions: [Contradiction] = [], cellGroups: [[Int]] = []
  ) {
    self.technique = technique
    self.digits = digits
    self.cells = cells
    self.units = units
    self.placement = placement
    self.eliminations = eliminations
    self.chains = chains
    self.contradictions = contradictions
    self.cellGroups = cellGroups
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

extension Step {
  /// The same step with other chains and contradictions.
  func with(chains: [[ChainNode]], contradictions: [Contradiction]) -> Step {
    Step(
      technique: technique, digits: digits, cells: cells, units: units, placement: placement,
      eliminations: eliminations, chains: chains, contradictions: contradictions, cellGroups: cellGroups)
  }
}
