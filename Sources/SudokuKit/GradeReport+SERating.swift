extension GradeReport {
  /// The puzzle's rating on Sukaku Explainer's scale (1.0 … 11.9, one decimal), as SE rates: the rating of
  /// its hardest step (`Step.seRating`), or `Technique.trial`'s when the solver got stuck. A report graded
  /// without its steps falls back to its hardest technique's rating. A puzzle of singles alone is rated
  /// in SE's order of singles (`SinglesRating`).
  public var rating: Double {
    var hardestStep = steps.map(\.seRating).max() ?? hardest.seRating
    if solvedLogically, !steps.isEmpty, hardest <= .hiddenSingle, let singles = SinglesRating.of(givens) {
      hardestStep = singles
    }
    if !solvedLogically { hardestStep = max(hardestStep, Technique.trial.seRating) }
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
