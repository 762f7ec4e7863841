/// The combinatorial core shared by naked subsets, hidden subsets and fish: in a 9-row bit matrix, find
/// `size` rows whose masks together hold exactly `size` bits.
///
/// Naked subsets use cells as rows and digits as bits, hidden subsets digits and cell positions, fish
/// base lines and cover-line positions.
enum SubsetSearch {
  typealias Rows = InlineArray<9, UInt16>

  /// Calls `body(chosenRows, union)` for every qualifying choice, in increasing order of the chosen row
  /// indices, where rows with fewer than 2 or more than `size` bits never take part; returns the first
  /// non-nil result. `size` is at most 4.
  static func first<R>(size: Int, in rows: Rows, _ body: (_ chosen: UInt16, _ union: UInt16) -> R?) -> R? {
    // Bit counts come from a table: this runs for every unit on every step the grader takes, and without
    // a popcount instruction in the baseline target, counting bits was a tenth of generating a Hard puzzle.
    let table = BitCounts.table
    var eligible: UInt16 = 0
    for i in 0..<9 where (2...size).contains(BitCounts.of(rows[i], in: table)) { eligible |= 1 << UInt16(i) }
    guard BitCounts.of(eligible, in: table) >= size else { return nil }
    // A depth-first walk kept in small fixed arrays rather than recursion, which would pass `body`'s
    // captures along (and retain them) on every call.
    var picked = InlineArray<4, Int>(repeating: 0)
    var unions = InlineArray<5, UInt16>(repeating: 0)
    var chosen: UInt16 = 0
    var depth = 0
    var next = 0
    while true {
      if depth == size {
        if BitCounts.of(unions[size], in: table) == size, let found = body(chosen, unions[size]) {
          return found
        }
      } else {
        let last = 9 - (size - depth)
        var i = next
        while i <= last
          && (eligible & (1 << UInt16(i)) == 0 || BitCounts.of(unions[depth] | rows[i], in: table) > size)
        {
          i += 1
        }
        if i <= last {
          picked[depth] = i
          unions[depth + 1] = unions[depth] | rows[i]
          chosen |= 1 << UInt16(i)
          depth += 1
          next = i + 1
          continue
        }
        if depth == 0 { return nil }
      }
      depth -= 1
      chosen &= ~(1 << UInt16(picked[depth]))
      next = picked[depth] + 1
    }
  }
}
