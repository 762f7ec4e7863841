/// What the givens of a puzzle being entered by hand make, checked as each is entered: two that clash, no
/// solution, several, or the one a game can start from.
public enum EntryVerdict: Equatable, Sendable {
  case clash(Int, Int, digit: Int)
  case noSolution
  case several
  /// Every cell holds a digit: nothing would be left to solve.
  case full
  case unique(solution: Grid)

  public init(_ givens: Grid) {
    for cell in 0..<81 where givens[cell] != 0 {
      if let other = Board.peers[cell].first(where: { $0 > cell && givens[$0] == givens[cell] }) {
        self = .clash(cell, other, digit: givens[cell])
        return
      }
    }
    switch Solver.uniqueness(givens) {
    case .none: self = .noSolution
    case .multiple: self = .several
    case .unique(let solution): self = givens.isComplete ? .full : .unique(solution: solution)
    }
  }

  /// The verdict in words, as the hint bar says it.
  public var text: String {
    switch self {
    case .clash(let a, let b, let digit): return "\(Board.name(a)) and \(Board.name(b)) both hold \(digit)"
    case .noSolution: return "no solution"
    case .several: return "several solutions"
    case .full: return "full: leave the cells to solve empty"
    case .unique: return "one solution"
    }
  }
}
