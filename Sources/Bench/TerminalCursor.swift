/// The cursor of an xterm-like terminal fed a program's output, as far as the loop bench needs it: where
/// the cursor is, and whether it was last moved rather than left behind by printed text.
///
/// This is the end-of-update marker: ncurses ends every refresh by moving the cursor to where the
/// game wants it (the selected cell's centre) with whatever motion is shortest (an absolute move, a
/// column move, a backspace), then at most resets attributes. So an update can only be complete when
/// the cursor is `placed` there. Motions, printing, and the edits that leave the cursor alone are
/// followed; after any other sequence the position is unknown until the next absolute move. Every
/// character is taken as one column wide: the game draws no wide ones.
struct TerminalCursor {
  /// 1-based, as in the terminal's own sequences.
  struct Position: Hashable {
    var row: Int
    var column: Int
  }

  let columns: Int
  let rows: Int
  private(set) var position: Position?
  /// Whether the output so far ends with a motion, then nothing but attribute or mode changes.
  var placed: Bool { movedLast && sequence.isEmpty }
  private var movedLast = false
  /// The cursor sits past the last column: the next character goes to the next line (xterm's late wrap).
  private var wrapPending = false
  private var saved: Position?
  /// An escape sequence that has not fully arrived yet.
  private var sequence: [UInt8] = []

  private static let escape: UInt8 = 0x1B

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  mutating func feed(_ bytes: [UInt8]) {
    for byte in bytes { feed(byte) }
  }

  private mutating func feed(_ byte: UInt8) {
    if !sequence.isEmpty {
      sequence.append(byte)
      if Self.isComplete(sequence) {
        perform(sequence)
        sequence = []
      }
      return
    }
    switch byte {
    case Self.escape: sequence = [byte]
    case 0x0D: move { $0.column = 1 }
    case 0x08: move { $0.column -= 1 }
    case 0x09: move { $0.column = ($0.column - 1) / 8 * 8 + 9 }
    case 0x0A: move { $0.row += 1 }
    // UTF-8 continuation bytes belong to a character already counted.
    case 0x20..<0x7F, 0xC0...: printCharacters(1)
    default: break
    }
  }

  /// ESC [ … final byte; ESC plus one byte naming a character set; or ESC plus one byte.
  private static func isComplete(_ sequence: [UInt8]) -> Bool {
    guard sequence.count >= 2 else { return false }
    switch sequence[1] {
    case UInt8(ascii: "["): return sequence.count >= 3 && (0x40...0x7E).contains(sequence[sequence.count - 1])
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "#"): return sequence.count == 3
    default: return true
    }
  }

  private mutating func perform(_ sequence: [UInt8]) {
    guard sequence[1] == UInt8(ascii: "[") else { return performEscape(sequence[1]) }
    let parameters = sequence[2..<(sequence.count - 1)]
    let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { Int(String(decoding: $0, as: UTF8.self)) }
    let first = max(numbers.first.flatMap { $0 } ?? 1, 1)
    let second = max(numbers.count > 1 ? numbers[1] ?? 1 : 1, 1)
    switch sequence[sequence.count - 1] {
    case _ where parameters.first.map({ (0x3C...0x3F).contains($0) }) == true:
      break  // private modes and queries: the cursor stays
    case UInt8(ascii: "H"), UInt8(ascii: "f"): place(Position(row: first, column: second))
    case UInt8(ascii: "G"), UInt8(ascii: "`"): move { $0.column = first }
    case UInt8(ascii: "d"): move { $0.row = first }
    case UInt8(ascii: "A"): move { $0.row -= first }
    case UInt8(ascii: "B"): move { $0.row += first }
    case UInt8(ascii: "C"): move { $0.column += first }
    case UInt8(ascii: "D"): move { $0.column -= first }
    case UInt8(ascii: "Z"): move { $0.column = (($0.column - 2) / 8 - first + 1) * 8 + 1 }
    case UInt8(ascii: "b"): printCharacters(first)
    case UInt8(ascii: "m"), UInt8(ascii: "K"), UInt8(ascii: "J"), UInt8(ascii: "X"), UInt8(ascii: "@"),
      UInt8(ascii: "P"):
      break  // attributes and erasing: the cursor stays
    default:
      forget()
    }
  }

  private mutating func performEscape(_ kind: UInt8) {
    switch kind {
    case UInt8(ascii: "7"): saved = position
    case UInt8(ascii: "8"): place(saved)
    case UInt8(ascii: "M"): move { $0.row -= 1 }
    case UInt8(ascii: "D"): move { $0.row += 1 }
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "#"), UInt8(ascii: "="), UInt8(ascii: ">"):
      break  // character sets and keypad modes: the cursor stays
    default:
      forget()
    }
  }

  private mutating func place(_ target: Position?) {
    position = target.map { Position(row: min($0.row, rows), column: min($0.column, columns)) }
    wrapPending = false
    movedLast = true
  }

  /// A relative motion; it keeps the cursor on the screen, like the terminal does.
  private mutating func move(_ change: (inout Position) -> Void) {
    guard var target = position else { return place(nil) }
    change(&target)
    place(Position(row: max(target.row, 1), column: max(target.column, 1)))
  }

  private mutating func printCharacters(_ count: Int) {
    movedLast = false
    guard var target = position else { return }
    for _ in 0..<count {
      if wrapPending {
        target = Position(row: min(target.row + 1, rows), column: 1)
        wrapPending = false
      }
      if target.column == columns { wrapPending = true } else { target.column += 1 }
    }
    position = target
  }

  private mutating func forget() {
    position = nil
    movedLast = false
  }
}
