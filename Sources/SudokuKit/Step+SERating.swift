extension Step {
  /// This step's rating on Sukaku Explainer's scale: its technique's, with SE's adjustments that the step
  /// carries — a hidden single in a box is easier (1.2) than in a line (1.5), and a chain gains 0.1 each
  /// time its length passes the next of 4, 6, 8, 12, 16, 24, 32… (SE's series, half-steps of doubling).
  public var seRating: Double {
    if technique == .hiddenSingle, units.first?.kind == .box { return 1.2 }
    guard technique.seRatingGrowsWithChain else { return technique.seRating }
    return technique.seRating + Self.seLengthBonus(chains.reduce(0) { $0 + $1.count })
  }

  /// SE's addition for a chain of `length` links: 0.1 per threshold of 4, 6, 8, 12, 16, 24... passed.
  static func seLengthBonus(_ length: Int) -> Double {
    var bonus = 0.0
    var ceiling = 4
    var half = true
    while length > ceiling {
      bonus += 0.1
      ceiling = half ? ceiling * 3 / 2 : ceiling * 4 / 3
      half.toggle()
    }
    return bonus
  }
}
