/// The first solver: one 16-bit candidate mask per cell, singles and locked candidates by loops over units,
/// depth-first search with boards in a preallocated stack of 81-mask frames. `BandSearch` is far faster;
/// this one stays for the generator's seeded random grids and its propagation-only test of a puzzle's level
/// (both of which fix the puzzles a seed gives), and as the tests' independent oracle.
/// A placed cell keeps its digit bit plus `placedFlag`, so peers' elimination tests are unaffected.
struct CellSearch {
  static let placedFlag: UInt16 = 0x8000
  static let digitsMask: UInt16 = 0x1FF

  let limit: Int
  var count = 0
  var firstSolution: Grid?
  var shuffleSeed: UInt64?
  /// Without guessing the search stops where no cell is forced; with `lockedCandidates` off, propagation is
  /// singles only.
  var guessing = true
  var lockedCandidates = true

  init(limit: Int) { self.limit = limit }

  mutating func run(_ grid: Grid) -> Int {
    let stack = UnsafeMutablePointer<UInt16>.allocate(capacity: 81 * 82)
    defer { stack.deallocate() }
    stack.initialize(repeating: CellSearch.digitsMask, count: 81)
    let queue = UnsafeMutablePointer<Int8>.allocate(capacity: 81)
    defer { queue.deallocate() }
    var rng = shuffleSeed.map(SeededRandom.init(seed:))
    // Givens are placed one by one: a repeated given finds its digit already removed and fails.
    for c in 0..<81 where grid.cells[c] != 0 {
      guard CellSearch.assign(stack, c, UInt16(1) << UInt16(grid.cells[c] - 1), queue) else { return 0 }
    }
    search(stack, depth: 0, queue: queue, rng: &rng)
    return count
  }

  private mutating func search(
    _ frames: UnsafeMutablePointer<UInt16>, depth: Int, queue: UnsafeMutablePointer<Int8>,
    rng: inout SeededRandom?
  ) {
    let board = frames + depth * 81
    guard CellSearch.propagate(board, queue, lockedCandidates: lockedCandidates) else { return }
    var best = -1
    var bestCount = 10
    for c in 0..<81 where board[c] & CellSearch.placedFlag == 0 {
      let n = board[c].nonzeroBitCount
      if n < bestCount {
        best = c
        bestCount = n
        // Without guessing, only a single counts, and one may come after a pair.
        if n == 2 && guessing { break }
      }
    }
    if best < 0 {
      count += 1
      if firstSolution == nil {
        firstSolution = Grid(
          cells: (0..<81).map { UInt8((board[$0] & CellSearch.digitsMask).trailingZeroBitCount + 1) })
      }
      return
    }
    if bestCount > 1 && !guessing { return }
    let next = board + 81
    if bestCount > 2, let (unit, bit) = CellSearch.digitWithTwoPlaces(board) {
      let cells = BoardTables.units + unit * 9
      for i in 0..<9 where count < limit {
        let c = Int(cells[i])
        guard board[c] & bit != 0 && board[c] & CellSearch.placedFlag == 0 else { continue }
        next.update(from: board, count: 81)
        if CellSearch.assign(next, c, bit, queue) {
          search(frames, depth: depth + 1, queue: queue, rng: &rng)
        }
      }
      return
    }
    var options = board[best]
    while options != 0 && count < limit {
      var bit = options & (0 &- options)
      if rng != nil, options.nonzeroBitCount > 1 {
        bit = CellSearch.pick(options, rng: &rng!)
      }
      options &= ~bit
      next.update(from: board, count: 81)
      if CellSearch.assign(next, best, bit, queue) {
        search(frames, depth: depth + 1, queue: queue, rng: &rng)
      }
    }
  }

  /// A digit that has exactly two possible cells in some unit: branching there splits the search in two,
  /// which avoids the deep dead ends a fixed cell order can fall into when no cell has two candidates.
  private static func digitWithTwoPlaces(_ board: UnsafeMutablePointer<UInt16>) -> (Int, UInt16)? {
    for u in 0..<27 {
      let cells = BoardTables.units + u * 9
      var once: UInt16 = 0
      var twice: UInt16 = 0
      var thrice: UInt16 = 0
      for i in 0..<9 {
        let m = board[Int(cells[i])]
        if m & placedFlag != 0 { continue }
        thrice |= twice & m
        twice |= once & m
        once |= m
      }
      let exactlyTwo = twice & ~thrice
      if exactlyTwo != 0 { return (u, exactlyTwo & (0 &- exactlyTwo)) }
    }
    return nil
  }

  private static func pick(_ options: UInt16, rng: inout SeededRandom) -> UInt16 {
    var k = Int(rng.next() % UInt64(options.nonzeroBitCount))
    var rest = options
    while k > 0 {
      rest &= rest - 1
      k -= 1
    }
    return rest & (0 &- rest)
  }

  /// Places `bit` in `cell` and propagates naked singles; false on a contradiction.
  static func assign(
    _ board: UnsafeMutablePointer<UInt16>, _ cell: Int, _ bit: UInt16, _ queue: UnsafeMutablePointer<Int8>
  ) -> Bool {
    guard board[cell] & bit != 0 else { return false }
    var head = 0
    var tail = 0
    board[cell] = bit
    queue[tail] = Int8(cell)
    tail += 1
    while head < tail {
      let c = Int(queue[head])
      head += 1
      let m = board[c]
      if m & placedFlag != 0 { continue }
      board[c] = m | placedFlag
      let peers = BoardTables.peers + c * 20
      for i in 0..<20 {
        let p = Int(peers[i])
        let pm = board[p]
        guard pm & m != 0 else { continue }
        if pm & placedFlag != 0 { return false }
        let left = pm & ~m
        if left == 0 { return false }
        board[p] = left
        if left & (left - 1) == 0 {
          queue[tail] = Int8(p)
          tail += 1
        }
      }
    }
    return true
  }

  /// Repeats hidden-single placement until nothing changes; false on a contradiction.
  static func propagate(
    _ board: UnsafeMutablePointer<UInt16>, _ queue: UnsafeMutablePointer<Int8>,
    lockedCandidates withLocked: Bool
  ) -> Bool {
    var changed = true
    while changed {
      guard hiddenSingles(board, queue) else { return false }
      changed = withLocked && lockedCandidates(board)
      if changed && !consistent(board) { return false }
    }
    return true
  }

  /// Cheap check that no unplaced cell ran out of candidates after eliminations.
  private static func consistent(_ board: UnsafeMutablePointer<UInt16>) -> Bool {
    for c in 0..<81 where board[c] & digitsMask == 0 { return false }
    return true
  }

  /// Box/line interactions: a digit confined to one segment (a row or column's three cells in one box) within
  /// its box is removed from the rest of the line, and one confined to one segment within its line is removed
  /// from the rest of the box. Returns whether anything was eliminated; new singles are placed at once.
  private static func lockedCandidates(_ board: UnsafeMutablePointer<UInt16>)
    -> Bool
  {
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 27) { seg in
      var changed = false
      for vertical in 0..<2 {
        // The cell at position k along line `line`, in rows when horizontal, in columns when vertical.
        let rowStride = vertical == 0 ? 9 : 1
        let alongStride = vertical == 0 ? 1 : 9
        // seg[line * 3 + block]: candidates of `line` inside `block` (a stack for rows, a band for columns).
        for line in 0..<9 {
          for block in 0..<3 {
            var m: UInt16 = 0
            for k in block * 3..<block * 3 + 3 {
              let v = board[line * rowStride + k * alongStride]
              if v & placedFlag == 0 { m |= v }
            }
            seg[line * 3 + block] = m
          }
        }
        for line in 0..<9 {
          let band = line / 3 * 3
          let o1 = band + (line - band + 1) % 3
          let o2 = band + (line - band + 2) % 3
          for block in 0..<3 {
            let b1 = (block + 1) % 3
            let b2 = (block + 2) % 3
            let here = seg[line * 3 + block]
            let pointing = here & ~(seg[o1 * 3 + block] | seg[o2 * 3 + block])
            let claiming = here & ~(seg[line * 3 + b1] | seg[line * 3 + b2])
            if pointing != 0 {
              for k in 0..<3 {
                changed = eliminate(pointing, board, line * rowStride + (b1 * 3 + k) * alongStride) || changed
                changed = eliminate(pointing, board, line * rowStride + (b2 * 3 + k) * alongStride) || changed
              }
            }
            if claiming != 0 {
              for k in block * 3..<block * 3 + 3 {
                changed = eliminate(claiming, board, o1 * rowStride + k * alongStride) || changed
                changed = eliminate(claiming, board, o2 * rowStride + k * alongStride) || changed
              }
            }
          }
        }
      }
      return changed
    }
  }

  @inline(__always)
  private static func eliminate(_ digits: UInt16, _ board: UnsafeMutablePointer<UInt16>, _ cell: Int) -> Bool
  {
    let m = board[cell]
    guard m & placedFlag == 0 && m & digits != 0 else { return false }
    board[cell] = m & ~digits
    return true
  }

  private static func hiddenSingles(
    _ board: UnsafeMutablePointer<UInt16>, _ queue: UnsafeMutablePointer<Int8>
  )
    -> Bool
  {
    var changed = true
    while changed {
      changed = false
      for u in 0..<27 {
        let cells = BoardTables.units + u * 9
        var once: UInt16 = 0
        var twice: UInt16 = 0
        var placed: UInt16 = 0
        for i in 0..<9 {
          let m = board[Int(cells[i])]
          if m & placedFlag != 0 {
            placed |= m
          } else {
            twice |= once & m
            once |= m
          }
        }
        placed &= digitsMask
        if (once | placed) != digitsMask { return false }
        var hidden = once & ~twice & ~placed
        while hidden != 0 {
          let bit = hidden & (0 &- hidden)
          hidden &= hidden - 1
          for i in 0..<9 {
            let c = Int(cells[i])
            if board[c] & bit != 0 && board[c] & placedFlag == 0 {
              guard assign(board, c, bit, queue) else { return false }
              changed = true
              break
            }
          }
        }
      }
    }
    return true
  }
}
