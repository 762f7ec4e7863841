/// The inside of a bracketed paste: counted, never decoded, until the end marker `ESC [ 201 ~`.
struct BracketedPaste {
  private static let endMarker: InlineArray<6, UInt8> = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Counts saturate here, so an endless paste cannot overflow.
  let limit: Int
  private var counted = 0
  /// How many bytes of the end marker matched so far; they are content if the marker breaks off.
  private var matched = 0

  init(limit: Int) {
    self.limit = limit
  }

  /// Content size so far, capped at `limit`.
  var bytes: Int { min(counted + matched, limit) }

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
    matched = restarts ? 1 : 0
    return false
  }

  /// Counts a key that ncurses decoded from pasted text (an arrow sequence, say) as one byte.
  mutating func addKey() {
    count(matched + 1)
    matched = 0
  }

  private mutating func count(_ n: Int) {
    counted = min(counted + n, limit)
  }
}
