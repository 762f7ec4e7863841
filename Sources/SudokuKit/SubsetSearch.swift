/// The combinatorial core shared by naked subsets, hidden subsets and fish: in a 9-row bit matrix, find
/// `size` rows whose masks together hold exactly `size` bits.
///
/// Naked subsets use cells as rows and digits as bits, hidden subsets digits and cell positions, fish
/// base lines and cover-line positions.
enum SubsetSearch {
  typealias Rows = InlineArray<9, UInt16>

  /// Calls `body(chosenRows, union)` for every qualifying choice, where rows with fewer than 2 or more
  /// than `size` bits never take part; returns the first non-nil result.
  static func first<R>(size: Int, in rows: Rows, _ body: (_ chosen: UInt16, _ union: UInt16) -> R?) -> R? {
    var eligible: UInt16 = 0
    for i in 0..<9 where (2...size).contains(rows[i].nonzeroBitCount) { eligible |= 1 << UInt16(i) }
    guard eligible.nonzeroBitCount >= size else { return nil }
    return extend(from: 0, left: size, chosen: 0, union: 0, size: size, rows: rows, eligible: eligible, body)
  }

  private static func extend<R>(
    from start: Int, left: Int, chosen: UInt16, union: UInt16, size: Int, rows: Rows, eligible: UInt16,
    _ body: (UInt16, UInt16) -> R?
  ) -> R? {
    if left == 0 { return union.nonzeroBitCount == size ? body(chosen, union) : nil }
    var i = start
    while i <= 9 - left {
      defer { i += 1 }
      guard eligible & (1 << UInt16(i)) != 0 else { continue }
      let wider = union | rows[i]
      guard wider.nonzeroBitCount <= size else { continue }
      if let found = extend(
        from: i + 1, left: left - 1, chosen: chosen | 1 << UInt16(i), union: wider, size: size,
        rows: rows, eligible: eligible, body)
      {
        return found
      }
    }
    return nil
  }
}
