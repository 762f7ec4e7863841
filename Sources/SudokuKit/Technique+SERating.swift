/// Each technique's place on Sukaku Explainer's (SE) scale, the difficulty rating puzzle forums and the
/// Sudoku Exchange puzzle bank use (1.0 … 11.9): a puzzle is as hard as its hardest step.
extension Technique {
  /// The SE rating of one step of this technique, before any adjustment for the step's chain length.
  ///
  /// Where SE has the technique the number is SE's own; where it has not (SE finds those eliminations
  /// with another technique, usually a chain) the number is where bank puzzles whose hardest step it is
  /// sit on SE's scale, from the tuning half of a sample of the bank (README, "A rating on SE's scale").
  public var seRating: Double {
    switch self {
    case .nakedSingle: return 2.3  // SE: naked single
    case .hiddenSingle: return 1.5  // SE: hidden single in a line (1.2 in a box, see `Step.seRating`)
    case .pointing: return 2.6  // SE: pointing
    case .claiming: return 2.8  // SE: claiming
    case .nakedPair: return 3.0  // SE: naked pair
    case .hiddenPair: return 3.4  // SE: hidden pair
    case .nakedTriple: return 3.6  // SE: naked triple
    case .hiddenTriple: return 4.0  // SE: hidden triple
    case .xWing: return 3.2  // SE: X-Wing
    case .nakedQuad: return 5.0  // SE: naked quad
    case .hiddenQuad: return 5.4  // SE: hidden quad
    case .swordfish: return 3.8  // SE: Swordfish
    case .xyWing: return 4.2  // SE: XY-Wing
    case .uniqueRectangle1: return 4.5  // SE: unique rectangle type 1
    case .uniqueRectangle2: return 4.6  // SE: type 2, one extra digit over type 1
    case .uniqueRectangle4: return 4.6  // SE: type 4
    case .uniqueRectangle3: return 4.7  // SE: type 3, a naked set on top of the rectangle
    case .hiddenRectangle: return 4.6  // not in SE, which sees it as a type 4; as that
    case .avoidableRectangle: return 4.5  // not in SE; a type 1 on placed digits, as that
    case .uniqueLoop: return 4.6  // SE: unique loop (4.6 and more for longer loops)
    case .bugPlusOne: return 5.6  // SE: BUG type 1
    case .skyscraper: return 4.0  // Sukaku Explainer: Skyscraper
    case .twoStringKite: return 4.1  // Sukaku Explainer: 2-String Kite
    case .turbotFish: return 4.2  // Sukaku Explainer: Turbot fish
    case .wWing: return 5.8  // not in SE (Sukaku Explainer finds fewer of them than this solver); calibrated
    case .emptyRectangle: return 5.5  // not in SE; calibrated (a turbot fish with a box for one link)
    case .xyzWing: return 4.4  // SE: XYZ-Wing
    case .wxyzWing: return 5.5  // Sukaku Explainer rates it above SE's own wings; calibrated
    case .finnedXWing: return 4.3  // not in SE, which finds it as a turbot fish (4.2); one more cell
    case .jellyfish: return 5.2  // SE: Jellyfish
    case .simpleColoring: return 6.0  // not in SE; one digit's chains, below SE's X-cycles; calibrated
    case .finnedSwordfish: return 5.5  // not in SE; calibrated
    case .sueDeCoq: return 6.2  // not in SE; calibrated
    case .xCycle: return 6.5  // SE: bidirectional X-cycle, plus length
    case .xChain: return 6.5  // SE: X-cycle / forcing X-chain, 6.5–6.6 plus length
    case .xyChain: return 6.4  // SE: forcing chain over bivalue cells, plus length; calibrated
    case .medusa: return 6.7  // not in SE; many-digit coloring, below SE's forcing chains; calibrated
    case .niceLoop: return 7.0  // SE: bidirectional cycle, plus length
    case .aic: return 7.5  // SE: forcing chain / bidirectional cycle, plus length; calibrated
    case .alsXZ: return 8.1  // not in SE, which needs forcing chains of the same reach; calibrated
    case .alsXYWing: return 8.1  // not in SE; as ALS-XZ; calibrated
    // SE: Nishio forcing chain (assume a digit, meet a contradiction), plus length; calibrated.
    case .digitForcingChain: return 8.1
    case .cellForcingChain: return 8.0  // SE: cell forcing chains, plus length; calibrated
    case .unitForcingChain: return 8.2  // SE: region forcing chains, plus length; calibrated
    // SE: nested forcing chains (9.0 and up); no length addition, as nested chains are long; calibrated.
    case .nestedForcingChain: return 9.2
    case .trial: return 10.5  // beyond what the solver can do: the bank's SE 10+ puzzles, not reached before
    }
  }

  /// Whether SE adds to the rating for a longer chain (its `getLengthDifficulty`).
  var seRatingGrowsWithChain: Bool {
    switch self {
    case .xCycle, .xChain, .xyChain, .niceLoop, .aic, .medusa, .cellForcingChain, .unitForcingChain,
      .digitForcingChain:
      return true
    default: return false
    }
  }
}
