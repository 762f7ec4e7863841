/// Lookup tables for `BandSearch`, each indexed by nine bits: a row of a band (one bit per column), the
/// columns a digit can take in a band, or its 3 × 3 minirows (row r, box k at bit 3r + k). Answering from a
/// table keeps the propagation free of loops over cells. Allocated once and never freed, so the search reads
/// them through a plain pointer without bounds checks or reference counting.
struct BandTables {
  /// 5 × 512 words, one table after another.
  let base: UnsafePointer<UInt32>

  nonisolated(unsafe) static let shared = BandTables()

  private init() {
    let tables = UnsafeMutablePointer<UInt32>.allocate(capacity: 5 * 512)
    for x in 0..<512 {
      let bits = UInt32(x)
      tables[x] = Self.boxesOccupied(byRow: bits)
      tables[512 + x] = Self.matchedMinirows(bits)
      tables[1024 + x] = bits.nonzeroBitCount == 1 ? bits : 0
      tables[1536 + x] = Self.loneColumnsInStacks(bits)
      tables[2048 + x] = Self.columnsKeptByLockedColumns(bits)
    }
    base = UnsafePointer(tables)
  }

  /// The minirows a digit occupies in a band, from its 27 candidate bits.
  @inline(__always) func minirows(_ word: UInt32) -> UInt32 {
    base[Int(word & 0x1FF)] | base[Int((word >> 9) & 0x1FF)] << 3 | base[Int(word >> 18)] << 6
  }

  /// Candidate bits to keep: the minirows that lie on some placement of the digit in all three rows and
  /// boxes of the band (pointing and claiming within the band, and more); 0 when there is none.
  @inline(__always) func matched(_ minirows: UInt32) -> UInt32 { base[512 + Int(minirows)] }

  /// The candidates that are alone in their row: digits placed by a hidden single in the row.
  @inline(__always) func rowSingles(_ word: UInt32) -> UInt32 {
    base[1024 + Int(word & 0x1FF)] | base[1024 + Int((word >> 9) & 0x1FF)] << 9
      | base[1024 + Int(word >> 18)] << 18
  }

  /// Of the columns a digit can take in one band, those alone in their stack: the digit's box there is
  /// confined to that column, which takes the column from the other two bands.
  @inline(__always) func pointing(_ columns: UInt32) -> UInt32 { base[1536 + Int(columns)] }

  /// Columns to keep in a band given the columns the digit can take only in this band: such a column must
  /// hold the digit in its box here, so the box's other columns lose it; 0 when two share a stack.
  @inline(__always) func claiming(_ locked: UInt32) -> UInt32 { base[2048 + Int(locked)] }

  private static func boxesOccupied(byRow row: UInt32) -> UInt32 {
    (0..<3).reduce(0) { $0 | ((row >> (3 * $1)) & 7 != 0 ? 1 << $1 : 0) }
  }

  private static func matchedMinirows(_ minirows: UInt32) -> UInt32 {
    let placements = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
    var keep: UInt32 = 0
    for boxOfRow in placements where (0..<3).allSatisfy({ minirows & (1 << (3 * $0 + boxOfRow[$0])) != 0 }) {
      for r in 0..<3 { keep |= 7 << (9 * r + 3 * boxOfRow[r]) }
    }
    return keep
  }

  private static func loneColumnsInStacks(_ columns: UInt32) -> UInt32 {
    (0..<3).reduce(0) { kept, stack in
      let m = (columns >> (3 * stack)) & 7
      return m.nonzeroBitCount == 1 ? kept | m << (3 * stack) : kept
    }
  }

  private static func columnsKeptByLockedColumns(_ locked: UInt32) -> UInt32 {
    var keep: UInt32 = 0
    for stack in 0..<3 {
      let m = (locked >> (3 * stack)) & 7
      switch m.nonzeroBitCount {
      case 0: keep |= 7 << (3 * stack)
      case 1: keep |= m << (3 * stack)
      default: return 0
      }
    }
    return keep
  }
}
