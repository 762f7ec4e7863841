extension GradeReport {
  /// The puzzle's rating on Sukaku Explainer's scale (1.0 … 11.9, one decimal), as SE rates: the rating of
  /// its hardest step (`Step.seRating`), or `Technique.trial`'s when the solver got stuck. A puzzle of
  /// singles alone is rated in SE's order of singles (`SinglesRating`) when its steps were kept.
  public var rating: Double {
    var hardestStep = hardestStepRating
    if solvedLogically, !steps.isEmpty, hardest <= .hiddenSingle, let singles = SinglesRating.of(givens) {
      hardestStep = singles
    }
    return (min(max(hardestStep, 1.0), 11.9) * 10).rounded() / 10
  }
}

extension GradeReport {
  /// The puzzle graded: the final grid without the digits the steps placed.
  var givens: Grid {
    var grid = finalGrid
    for step in steps { if let p = step.placement { grid[p.cell] = 0 } }
    return grid
  }
}
