extension Int {
  /// `self + other`, held at `Int.max` or `Int.min` instead of trapping: counts read from a file may
  /// already stand at the limit, and adding one more game must not crash the program that saves them.
  func saturatingAdding(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
