/// A human solving technique, declared from easiest to hardest; the grader tries them in this order.
///
/// Within a level the order follows how hard players usually find them (after HoDoKu's and SudokuWiki's
/// orderings): an X-Wing is easier to spot than a naked quad, an XY-Wing easier than a W-Wing (which
/// needs a conjugate pair found too) or a Jellyfish; the named four-cell chains of one digit (Skyscraper,
/// 2-String Kite, Turbot fish) come before the W-Wing, as players find them by their shape without
/// following a chain. Sue de Coq, which needs only one box and one line, comes before the chains, and
/// chains come by how much of the board they use:
/// one digit, bivalue cells only, then any candidate and group; forcing chains, which follow every
/// consequence of an assumption, come last. A closed loop comes just before the open chains of its links
/// (X-Cycle before X-Chain, continuous nice loop before AIC): every removal of the loop is also one open
/// chain's, so after them it would never be the step taken.
public enum Technique: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  case nakedSingle, hiddenSingle
  case pointing, claiming, nakedPair, hiddenPair
  case nakedTriple, hiddenTriple, xWing, nakedQuad, hiddenQuad
  case swordfish, xyWing, uniqueRectangle1, uniqueRectangle2, uniqueRectangle4, uniqueRectangle3,
    hiddenRectangle, avoidableRectangle, uniqueLoop, bugPlusOne
  case skyscraper, twoStringKite, turbotFish, wWing, emptyRectangle, xyzWing, wxyzWing, finnedXWing,
    jellyfish
  case simpleColoring, finnedSwordfish, sueDeCoq, xCycle, xChain, xyChain, medusa, niceLoop, aic, alsXZ,
    alsXYWing
  case cellForcingChain, unitForcingChain, digitForcingChain, nestedForcingChain
  /// Not a technique: the logical solver is stuck and only guessing (or being told a digit) goes on.
  case trial

  public static func < (lhs: Technique, rhs: Technique) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int { Technique.allCases.firstIndex(of: self)! }

  /// The difficulty a puzzle has when this is the hardest technique it needs, at the least: above
  /// Expert a long chain rates a puzzle a level higher (`Difficulty(beyondExpertRating:)`).
  public var level: Difficulty {
    switch self {
    case .nakedSingle, .hiddenSingle: return .easy
    case .pointing, .claiming, .nakedPair, .hiddenPair: return .medium
    case .nakedTriple, .hiddenTriple, .xWing, .nakedQuad, .hiddenQuad: return .hard
    case .swordfish, .xyWing, .skyscraper, .twoStringKite, .turbotFish, .wWing, .emptyRectangle, .xyzWing,
      .wxyzWing, .finnedXWing, .jellyfish:
      return .expert
    case .uniqueRectangle1, .uniqueRectangle2, .uniqueRectangle3, .uniqueRectangle4, .hiddenRectangle,
      .avoidableRectangle, .uniqueLoop, .bugPlusOne:
      return .expert
    case .simpleColoring, .finnedSwordfish, .sueDeCoq, .xCycle, .xChain, .xyChain, .medusa, .niceLoop:
      return .extreme
    case .aic, .alsXZ, .alsXYWing, .cellForcingChain, .unitForcingChain, .digitForcingChain: return .fiendish
    case .nestedForcingChain, .trial: return .nightmare
    }
  }

  /// Whether the technique relies on the puzzle having one solution; used only when that is known.
  public var needsUniqueness: Bool {
    switch self {
    case .uniqueRectangle1, .uniqueRectangle2, .uniqueRectangle3, .uniqueRectangle4, .hiddenRectangle,
      .avoidableRectangle, .uniqueLoop, .bugPlusOne:
      return true
    default: return false
    }
  }

  /// The name players know it by: "Hidden single", "X-Wing".
  public var displayName: String {
    switch self {
    case .nakedSingle: return "Naked single"
    case .hiddenSingle: return "Hidden single"
    case .pointing: return "Pointing"
    case .claiming: return "Claiming"
    case .nakedPair: return "Naked pair"
    case .hiddenPair: return "Hidden pair"
    case .nakedTriple: return "Naked triple"
    case .hiddenTriple: return "Hidden triple"
    case .xWing: return "X-Wing"
    case .nakedQuad: return "Naked quad"
    case .hiddenQuad: return "Hidden quad"
    case .swordfish: return "Swordfish"
    case .xyWing: return "XY-Wing"
    case .uniqueRectangle1: return "Unique rectangle type 1"
    case .uniqueRectangle2: return "Unique rectangle type 2"
    case .uniqueRectangle3: return "Unique rectangle type 3"
    case .uniqueRectangle4: return "Unique rectangle type 4"
    case .hiddenRectangle: return "Hidden rectangle"
    case .avoidableRectangle: return "Avoidable rectangle"
    case .uniqueLoop: return "Unique loop"
    case .bugPlusOne: return "BUG+1"
    case .skyscraper: return "Skyscraper"
    case .twoStringKite: return "2-String Kite"
    case .turbotFish: return "Turbot fish"
    case .wWing: return "W-Wing"
    case .emptyRectangle: return "Empty rectangle"
    case .xyzWing: return "XYZ-Wing"
    case .wxyzWing: return "WXYZ-Wing"
    case .finnedXWing: return "Finned X-Wing"
    case .jellyfish: return "Jellyfish"
    case .simpleColoring: return "Simple coloring"
    case .finnedSwordfish: return "Finned Swordfish"
    case .sueDeCoq: return "Sue de Coq"
    case .xCycle: return "X-Cycle"
    case .xChain: return "X-Chain"
    case .xyChain: return "XY-Chain"
    case .medusa: return "3D Medusa"
    case .niceLoop: return "Continuous nice loop"
    case .aic: return "AIC"
    case .alsXZ: return "ALS-XZ"
    case .alsXYWing: return "ALS-XY-Wing"
    case .cellForcingChain: return "Cell forcing chain"
    case .unitForcingChain: return "Unit forcing chain"
    case .digitForcingChain: return "Digit forcing chain"
    case .nestedForcingChain: return "Nested forcing chain"
    case .trial: return "Needs trial"
    }
  }

  public var description: String { displayName }
}
