/// The inside of a bracketed paste: counted, never typed, until the end marker `ESC [ 201 ~`. The one
/// thing read from it is a Sudoku puzzle (a line, a grid, or a pencil-mark grid), when that is all it holds.
struct BracketedPaste {
  private static let endMarker: InlineArray<6, UInt8> = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Counts saturate here, so an endless paste cannot overflow.
  let limit: Int
  private var counted = 0
  /// How many bytes of the end marker matched so far; they are content if the marker breaks off.
  private var matched = 0
  /// The puzzle's cells so far ('1'-'9', '.' for empty), or nil once the paste holds anything but
  /// cells, spaces, line breaks and grid lines.
  private var cells: [UInt8]? = []
  /// The paste as a pencil-mark grid, for one that is not a plain puzzle.
  private var marks = PastedMarks()

  init(limit: Int) {
    self.limit = limit
  }

  /// Content size so far, capped at `limit`.
  var bytes: Int { min(counted + matched, limit) }

  /// The paste as an 81-character puzzle line, when it is exactly 81 cells and nothing else; otherwise
  /// as the 9 rows of a pencil-mark grid, when it is one (see `PastedMarks.rows`).
  var puzzle: String? {
    guard matched == 0 else { return nil }
    if let cells, cells.count == 81 { return String(decoding: cells, as: UTF8.self) }
    return marks.rows
  }

  /// Takes the next byte; true when it completed the end marker.
  mutating func add(_ byte: UInt8) -> Bool {
    if byte == BracketedPaste.endMarker[matched] {
      matched += 1
      guard matched == BracketedPaste.endMarker.count else { return false }
      matched = 0
      return true
    }
    // ESC occurs only at the start of the marker, so a mismatch can only restart it at an ESC.
    let restarts = byte == BracketedPaste.endMarker[0]
    count(matched + (restarts ? 0 : 1))
    // A marker that broke off began with ESC, which no puzzle holds.
    if matched > 0 {
      cells = nil
      marks.drop()
    }
    if !restarts { read(byte) }
    matched = restarts ? 1 : 0
    return false
  }

  /// Counts a key that ncurses decoded from pasted text (an arrow sequence, say) as one byte.
  mutating func addKey() {
    count(matched + 1)
    matched = 0
    cells = nil
    marks.drop()
  }

  private mutating func read(_ byte: UInt8) {
    marks.add(byte)
    guard var read = cells else { return }
    switch byte {
    case UInt8(ascii: "1")...UInt8(ascii: "9"): read.append(byte)
    case UInt8(ascii: "0"), UInt8(ascii: "."): read.append(UInt8(ascii: "."))
    case UInt8(ascii: " "), 0x09, 0x0A, 0x0D, UInt8(ascii: "|"), UInt8(ascii: "-"), UInt8(ascii: "+"): break
    default:
      cells = nil
      return
    }
    cells = read.count <= 81 ? read : nil
  }

  private mutating func count(_ n: Int) {
    counted = min(counted + n, limit)
  }
}
