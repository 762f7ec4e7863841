/// The SE rating of a puzzle that singles alone solve, found as SE finds it.
///
/// The grader takes a naked single (SE 2.3) before a hidden single (1.2 in a box, 1.5 in a line), as that
/// is the order players look; SE takes hidden singles first and only needs a naked single when none is
/// left. So a singles-only puzzle is solved again here in SE's order, to rate it on SE's terms.
enum SinglesRating {
  /// The rating of solving `puzzle` by singles in SE's order; nil when singles alone do not solve it.
  static func of(_ puzzle: Grid) -> Double? {
    var grid = puzzle
    var candidates = Candidates(grid: puzzle)
    var rating = 1.0
    while grid.filledCount < 81 {
      let masks = candidates.masks
      guard let step = Techniques.hiddenSingle(masks) ?? Techniques.nakedSingle(masks) else { return nil }
      rating = max(rating, step.seRating)
      step.apply(to: &grid, candidates: &candidates)
    }
    return rating
  }
}
