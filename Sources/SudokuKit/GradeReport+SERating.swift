extension GradeReport {
  /// The puzzle's rating on Sukaku Explainer's scale (1.0 … 11.9, one decimal), as SE rates: the rating of
  /// its hardest step (`Step.seRating`), or `Technique.trial`'s when the solver got stuck. A report graded
  /// without its steps falls back to its hardest technique's rating.
  public var rating: Double {
    var hardestStep = steps.map(\.seRating).max() ?? hardest.seRating
    if !solvedLogically { hardestStep = max(hardestStep, Technique.trial.seRating) }
    return (min(max(hardestStep, 1.0), 11.9) * 10).rounded() / 10
  }
}
