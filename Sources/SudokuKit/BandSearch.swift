/// The exact solver behind `Solver`: per-digit band bitboards, propagated by word-wide bit operations, and a
/// depth-first search that guesses on a cell with the fewest candidates (almost always two), taking naked
/// pairs among the cells it weighs for the guess.
///
/// A board is one frame of 64 words. Word `3d + b` holds where digit d can still go in band b, 27 bits with
/// row r, column c of the band at bit 9r + c; a placed digit keeps its bit, so every row, column and box
/// always shows each digit at least once, and an empty one is a contradiction. Words 27...29 mark the placed
/// cells of each band, words 32...58 the digit words as last propagated, so a digit nothing touched is
/// skipped, and words 59...61 the bi-value cells of each band while a guess is chosen. Frames for the
/// guesses follow one another in a stack that the caller allocates.
struct BandSearch {
  static let frameWords = 64
  private static let allCells: UInt32 = 0x7FF_FFFF
  private static let placed = 27
  private static let propagated = 32
  static let pairs = 59
  /// Scoring every bi-value cell costs more than the guesses the ones past the first eight save (callgrind,
  /// instructions a puzzle counting to two, with 4, 8, 12 and all: top95 96k, 81k, 79k, 81k; hardest11
  /// 74k, 75k, 78k, 83k; qqwing expert 29k, 29k, 30k, 32k).
  private static let scoredPairs = 8

  private let tables = BandTables.shared
  private let limit: Int
  private let solution: UnsafeMutablePointer<UInt8>
  private(set) var count = 0

  /// Counts solutions of `givens` (81 digits, 0 for empty) up to `limit`, writing the first found to
  /// `solution` (81 digits); `excluded` is a candidate taken from an empty cell before the search starts.
  static func count(
    _ givens: UnsafePointer<UInt8>, limit: Int, excluded: (cell: Int, digit: Int)? = nil,
    solution: UnsafeMutablePointer<UInt8>
  ) -> Int {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: frameWords * 82) { stack in
      let frame = stack.baseAddress!
      guard start(frame, givens) else { return 0 }
      if let (cell, digit) = excluded { frame[3 * (digit - 1) + cell / 27] &= ~(1 << UInt32(cell % 27)) }
      var search = BandSearch(limit: limit, solution: solution)
      search.search(frame)
      return search.count
    }
  }

  /// Whether singles and locked candidates alone place every digit of `givens`, with no guess: the same
  /// answer as `CellSearch`'s propagation with locked candidates, and never true where that of singles
  /// alone would be false.
  static func fillsByPropagation(_ givens: UnsafePointer<UInt8>) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: frameWords) { words in
      let frame = words.baseAddress!
      guard start(frame, givens) else { return false }
      // Never written: recording happens only in `search`.
      var unused: UInt8 = 0
      return withUnsafeMutablePointer(to: &unused) { solution in
        let search = BandSearch(limit: 1, solution: solution)
        return search.propagate(frame) && (frame[placed] & frame[placed + 1] & frame[placed + 2]) == allCells
      }
    }
  }

  private init(limit: Int, solution: UnsafeMutablePointer<UInt8>) {
    self.limit = limit
    self.solution = solution
  }

  /// Every candidate open, then each given placed; false when two givens of a digit share a row. Built a
  /// word at a time rather than given by given: the digit words first collect their givens, then each
  /// becomes its givens plus the cells no given holds, less the rest of each row it has a given in.
  private static func start(_ frame: UnsafeMutablePointer<UInt32>, _ givens: UnsafePointer<UInt8>) -> Bool {
    frame.initialize(repeating: 0, count: 30)
    for cell in 0..<81 where givens[cell] != 0 {
      frame[3 * Int(givens[cell] - 1) + cell / 27] |= 1 << UInt32(cell % 27)
    }
    for band in 0..<3 {
      var given: UInt32 = 0
      for word in stride(from: band, to: 27, by: 3) { given |= frame[word] }
      let open = allCells & ~given
      for word in stride(from: band, to: 27, by: 3) {
        let mine = frame[word]
        var rows: UInt32 = 0
        for row in 0..<3 {
          let inRow = (mine >> UInt32(9 * row)) & 0x1FF
          guard inRow & (inRow &- 1) == 0 else { return false }
          if inRow != 0 { rows |= 0x1FF << UInt32(9 * row) }
        }
        frame[word] = mine | open & ~rows
      }
    }
    // No digit word is ever all ones, so every digit counts as changed.
    (frame + propagated).initialize(repeating: ~0, count: 27)
    return true
  }

  /// Places the digit of `word` at `bit`: the other digits leave the cell, the digit leaves the rest of the
  /// row; propagation clears its column and box. The digit must still be a candidate there.
  @inline(__always)
  private static func place(_ frame: UnsafeMutablePointer<UInt32>, word: Int, bit: UInt32) {
    let band = word % 3
    for other in stride(from: band, to: 27, by: 3) { frame[other] &= ~bit }
    let row: UInt32 = bit < 1 << 9 ? 0x1FF : bit < 1 << 18 ? 0x3_FE00 : 0x7FC_0000
    frame[word] = frame[word] & ~row | bit
  }

  private mutating func search(_ start: UnsafeMutablePointer<UInt32>) {
    let frame = start
    while propagate(frame) {
      let band: Int
      let bit: UInt32
      switch step(frame) {
      case .solved:
        record(frame)
        return
      case .propagate: continue
      case .guess(let cellBand, let cellBit): (band, bit) = (cellBand, cellBit)
      }
      // Each candidate but the last is tried on a copy; the last is what remains, tried in place.
      var digits = Self.digitsAt(frame, band: band, index: UInt32(bit.trailingZeroBitCount))
      while digits & (digits - 1) != 0 {
        let word = 3 * digits.trailingZeroBitCount + band
        digits &= digits - 1
        let next = frame + Self.frameWords
        next.update(from: frame, count: Self.frameWords)
        Self.place(next, word: word, bit: bit)
        search(next)
        if count >= limit { return }
        frame[word] &= ~bit
      }
      Self.place(frame, word: 3 * digits.trailingZeroBitCount + band, bit: bit)
    }
  }

  /// What the search does with a propagated frame.
  private enum Step {
    case solved
    /// A naked pair took candidates from its units: propagate again.
    case propagate
    case guess(band: Int, bit: UInt32)
  }

  /// Solved when every cell is placed; otherwise a guess on the one of the first `scoredPairs` bi-value cells
  /// that `forcing` scores highest (with none, on a cell with three candidates, or any), unless one of them
  /// makes a naked pair that takes candidates. Against a score of peer candidates alone, the score took a
  /// third of the guesses off, and counting to two on top95 from 103k to 85k instructions a puzzle
  /// (callgrind; hardest11 89k to 77k, qqwing expert 30k to 28k). The naked pairs fall out of the score's
  /// words almost free and take it to 81k (hardest11 75k): 18 % fewer digit propagations after the first
  /// solution, 9 % before, as refuting a wrong branch gains most from the stronger inference; the easier
  /// expert puzzles pay 4 % (29k).
  private func step(_ frame: UnsafeMutablePointer<UInt32>) -> Step {
    let pairs = frame + Self.pairs
    var anyPair: UInt32 = 0
    for band in 0..<3 {
      let counts = Self.candidateCounts(frame, band: band)
      pairs[band] = counts.two & ~counts.three & ~frame[Self.placed + band]
      anyPair |= pairs[band]
    }
    guard anyPair != 0 else {
      guard let (band, bit) = Self.cellWithoutPair(frame) else { return .solved }
      return .guess(band: band, bit: bit)
    }
    var pair = (band: 0, bit: UInt32(0))
    var pairScore = -1
    var scored = 0
    for band in 0..<3 {
      var bits = pairs[band]
      while bits != 0 && scored < Self.scoredPairs {
        scored += 1
        let bit = bits & (0 &- bits)
        bits &= bits - 1
        let (score, pairCleared) = Self.forcing(frame, band: band, bit: bit)
        if pairCleared != 0 {
          Self.clearNakedPair(frame, band: band, bit: bit, cells: pairCleared)
          return .propagate
        }
        if score > pairScore {
          pairScore = score
          pair = (band, bit)
        }
      }
    }
    return .guess(band: pair.band, bit: pair.bit)
  }

  /// With no bi-value cell left: the first with three candidates, or the first empty one.
  private static func cellWithoutPair(_ frame: UnsafeMutablePointer<UInt32>) -> (Int, UInt32)? {
    var open: (Int, UInt32)?
    for band in 0..<3 {
      let empty = ~frame[placed + band] & allCells
      guard empty != 0 else { continue }
      let counts = candidateCounts(frame, band: band)
      let triples = counts.three & ~counts.four & empty
      if triples != 0 { return (band, triples & (0 &- triples)) }
      if open == nil { open = (band, empty & (0 &- empty)) }
    }
    return open
  }

  /// The cells of `band` with at least one, two, three and four candidates.
  @inline(__always)
  private static func candidateCounts(_ frame: UnsafeMutablePointer<UInt32>, band: Int) -> (
    one: UInt32, two: UInt32, three: UInt32, four: UInt32
  ) {
    var (one, two, three, four): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
    for d in 0..<9 {
      let w = frame[3 * d + band]
      four |= three & w
      three |= two & w
      two |= one & w
      one |= w
    }
    return (one, two, three, four)
  }

  /// How far a guess on a bi-value cell propagates, and the candidates a naked pair takes. The score: for
  /// each of its two digits, the digit's candidates in the cell's row, column and box, plus three times
  /// the bi-value cells among them (placing the digit here makes each of those a naked single, so the
  /// branch forces a chain); the product of the two, high when both branches reach far, which keeps the
  /// tree small whichever is wrong. The naked pair: when a peer holds the same two digits, the two cells
  /// hold both, so neither digit can go anywhere else in a unit they share; the cells of those units that
  /// still have either digit, as a peer word (below), 0 when none. Internal, with `clearNakedPair`, so that
  /// a test can hand them a frame.
  @inline(__always)
  static func forcing(_ frame: UnsafeMutablePointer<UInt32>, band: Int, bit: UInt32) -> (
    score: Int, pairCleared: UInt64
  ) {
    let index = UInt32(bit.trailingZeroBitCount)
    let row: UInt32 = 0x1FF << (9 * (index / 9))
    let box: UInt32 = 0x1C0E07 << (3 * (index % 9 / 3))
    let column: UInt32 = 0x40201 << (index % 9)
    // The same digit's words of the other two bands, as offsets from this band's.
    let next = (band + 1) % 3 - band
    let last = (band + 2) % 3 - band
    // A peer word: the cell's row, box and column in its band in bits 0...26, and the column in the other
    // two bands above, at shifts whose positions (27 + 9k and 37 + 9k past the column) never meet, so one
    // popcount counts them all.
    let inBand = row | box | column
    func peers(_ words: UnsafeMutablePointer<UInt32>) -> UInt64 {
      UInt64(words[0] & inBand) | UInt64(words[next] & column) << 27 | UInt64(words[last] & column) << 37
    }
    let pairPeers = peers(frame + Self.pairs + band) & ~UInt64(bit)
    func reach(_ candidates: UInt64) -> Int {
      candidates.nonzeroBitCount + 3 * (candidates & pairPeers).nonzeroBitCount
    }
    let digits = digitsAt(frame, band: band, index: index)
    let first = peers(frame + 3 * digits.trailingZeroBitCount + band)
    let second = peers(frame + 3 * (digits & (digits - 1)).trailingZeroBitCount + band)
    let score = reach(first) * reach(second)
    let partners = first & second & pairPeers
    guard partners != 0 else { return (score, 0) }
    let partnersHere = UInt32(truncatingIfNeeded: partners)
    let columnWord = UInt64(column) | UInt64(column) << 27 | UInt64(column) << 37
    let shared =
      (partnersHere & row != 0 ? UInt64(row) : 0) | (partnersHere & box != 0 ? UInt64(box) : 0)
      | (partners & columnWord != 0 ? columnWord : 0)
    return (score, (first | second) & shared & ~partners & ~UInt64(bit))
  }

  /// Takes the two digits of the bi-value cell at `bit` of `band` from `cells`, a peer word (`forcing`).
  static func clearNakedPair(
    _ frame: UnsafeMutablePointer<UInt32>, band: Int, bit: UInt32, cells: UInt64
  ) {
    let column: UInt32 = 0x40201 << (UInt32(bit.trailingZeroBitCount) % 9)
    var digits = digitsAt(frame, band: band, index: UInt32(bit.trailingZeroBitCount))
    while digits != 0 {
      let word = 3 * digits.trailingZeroBitCount
      digits &= digits - 1
      frame[word + band] &= ~(UInt32(truncatingIfNeeded: cells) & allCells)
      frame[word + (band + 1) % 3] &= ~(UInt32(truncatingIfNeeded: cells >> 27) & column)
      frame[word + (band + 2) % 3] &= ~(UInt32(truncatingIfNeeded: cells >> 37) & column)
    }
  }

  /// The digits (bit d for digit d + 1) that can still go in the cell at `index` of `band`. Gathered
  /// without a branch: which words hold the cell is unpredictable, and testing each word cost about 5 % of
  /// the solve time on top95 in mispredictions (`make bench`, fastest of 7 rounds: 7.02 → 6.68 µs).
  @inline(__always)
  private static func digitsAt(_ frame: UnsafeMutablePointer<UInt32>, band: Int, index: UInt32) -> UInt32 {
    var digits: UInt32 = 0
    for d in 0..<9 { digits |= (frame[3 * d + band] >> index & 1) << UInt32(d) }
    return digits
  }

  private mutating func record(_ frame: UnsafeMutablePointer<UInt32>) {
    count += 1
    guard count == 1 else { return }
    for word in 0..<27 {
      var bits = frame[word]
      let base = 27 * (word % 3)
      while bits != 0 {
        solution[base + bits.trailingZeroBitCount] = UInt8(word / 3 + 1)
        bits &= bits - 1
      }
    }
  }

  /// Singles and locked candidates to a fixed point; false on a contradiction.
  private func propagate(_ frame: UnsafeMutablePointer<UInt32>) -> Bool {
    while true {
      var changed = false
      for d in 0..<9 {
        let w = 3 * d
        let last = frame + Self.propagated + w
        var a = frame[w]
        var b = frame[w + 1]
        var c = frame[w + 2]
        if a == last[0] && b == last[1] && c == last[2] { continue }
        changed = true
        guard propagateDigit(&a, &b, &c) else { return false }
        frame[w] = a
        frame[w + 1] = b
        frame[w + 2] = c
        last[0] = a
        last[1] = b
        last[2] = c
        markPlaced(frame, digit: d, band: 0, tables.rowSingles(a))
        markPlaced(frame, digit: d, band: 1, tables.rowSingles(b))
        markPlaced(frame, digit: d, band: 2, tables.rowSingles(c))
      }
      if changed {
        // A cell some digit's propagation emptied fails the branch now rather than after the fixed point:
        // the cheapest way out of most wrong guesses (3% fewer instructions on top95).
        guard Self.everyCellHasACandidate(frame) else { return false }
        continue
      }
      switch Self.nakedSingles(frame) {
      case .none: return false
      case .some(false): return true
      case .some(true): continue
      }
    }
  }

  /// One digit's three band words to a fixed point: within each band, keep the minirows of some placement;
  /// across bands, a box confined to one column takes it from the other bands, and a column left to one
  /// band confines the box there to it.
  @inline(__always)
  private func propagateDigit(_ a: inout UInt32, _ b: inout UInt32, _ c: inout UInt32) -> Bool {
    while true {
      a &= tables.matched(tables.minirows(a))
      b &= tables.matched(tables.minirows(b))
      c &= tables.matched(tables.minirows(c))
      if a == 0 || b == 0 || c == 0 { return false }
      let ca = (a | a >> 9 | a >> 18) & 0x1FF
      let cb = (b | b >> 9 | b >> 18) & 0x1FF
      let cc = (c | c >> 9 | c >> 18) & 0x1FF
      if ca | cb | cc != 0x1FF { return false }
      let pa = tables.pointing(ca)
      let pb = tables.pointing(cb)
      let pc = tables.pointing(cc)
      // Spreading nine column bits over the three rows of a band: x | x << 9 | x << 18.
      let na = a & ((tables.claiming(ca & ~(cb | cc)) & ~(pb | pc)) &* 0x40201)
      let nb = b & ((tables.claiming(cb & ~(ca | cc)) & ~(pa | pc)) &* 0x40201)
      let nc = c & ((tables.claiming(cc & ~(ca | cb)) & ~(pa | pb)) &* 0x40201)
      if na == a && nb == b && nc == c { return true }
      a = na
      b = nb
      c = nc
    }
  }

  /// Cells newly placed by `digit` leave every other digit's word.
  @inline(__always)
  private func markPlaced(_ frame: UnsafeMutablePointer<UInt32>, digit: Int, band: Int, _ singles: UInt32) {
    let new = singles & ~frame[Self.placed + band]
    guard new != 0 else { return }
    frame[Self.placed + band] |= new
    for other in stride(from: band, to: 27, by: 3) where other != 3 * digit + band { frame[other] &= ~new }
  }

  /// Whether every cell, placed or not, still has some digit.
  @inline(__always)
  private static func everyCellHasACandidate(_ frame: UnsafeMutablePointer<UInt32>) -> Bool {
    for band in 0..<3 {
      var any: UInt32 = 0
      for d in 0..<9 { any |= frame[3 * d + band] }
      if any != allCells { return false }
    }
    return true
  }

  /// Places every cell left with one candidate: whether any was, or nil when a cell has none. Internal so
  /// that a test can hand it a frame where one single empties another's cell.
  static func nakedSingles(_ frame: UnsafeMutablePointer<UInt32>) -> Bool? {
    var found = false
    for band in 0..<3 {
      var one: UInt32 = 0
      var two: UInt32 = 0
      for d in 0..<9 {
        let w = frame[3 * d + band]
        two |= one & w
        one |= w
      }
      if one != Self.allCells { return nil }
      var singles = one & ~two & ~frame[Self.placed + band]
      while singles != 0 {
        let bit = singles & (0 &- singles)
        singles &= singles - 1
        // An earlier single of this pass may have taken the cell's last digit.
        let digits = digitsAt(frame, band: band, index: UInt32(bit.trailingZeroBitCount))
        guard digits != 0 else { return nil }
        Self.place(frame, word: 3 * digits.trailingZeroBitCount + band, bit: bit)
        found = true
      }
    }
    return found
  }
}
