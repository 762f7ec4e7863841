/// Finds what a mistyped name was probably meant to be.
public enum Suggestion {
  /// The candidate closest to `typed`: one it starts, or one a few edits away (more for longer
  /// names); nil when none is close enough to be a likely typo.
  public static func closest(to typed: String, among candidates: [String]) -> String? {
    let typed = Array(typed)
    guard !typed.isEmpty else { return nil }
    let allowed = min(2, max(1, typed.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let letters = Array(candidate)
      let distance =
        typed.count >= 2 && letters.starts(with: typed) ? 1 : editDistance(typed, letters)
      if distance <= allowed && distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours
  /// each cost 1, since a swap (`sovle`) is as common a typo as a wrong letter.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
