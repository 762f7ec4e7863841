/// A UTF-8 encoded character whose continuation bytes have not all arrived yet.
struct PartialScalar {
  /// The result of adding one byte.
  enum Step {
    case needMore
    /// The last byte arrived; nil when the bytes encode no valid scalar (overlong form, surrogate, too large).
    case complete(Unicode.Scalar?)
    /// The byte is no continuation byte: the character is broken and the byte starts something new.
    case notContinuation
  }

  private var value: UInt32
  private var remaining: Int
  /// The smallest value this many bytes may encode; anything lower is a forbidden overlong form.
  private let minimum: UInt32

  /// Starts a character; nil for bytes that cannot lead one (ASCII, continuation bytes, C0, C1, F5-FF).
  init?(lead: UInt8) {
    switch lead {
    case 0xC2...0xDF: (value, remaining, minimum) = (UInt32(lead & 0x1F), 1, 0x80)
    case 0xE0...0xEF: (value, remaining, minimum) = (UInt32(lead & 0x0F), 2, 0x800)
    case 0xF0...0xF4: (value, remaining, minimum) = (UInt32(lead & 0x07), 3, 0x1_0000)
    default: return nil
    }
  }

  mutating func add(_ byte: UInt8) -> Step {
    guard byte & 0xC0 == 0x80 else { return .notContinuation }
    value = value << 6 | UInt32(byte & 0x3F)
    remaining -= 1
    guard remaining == 0 else { return .needMore }
    return .complete(value >= minimum ? Unicode.Scalar(value) : nil)
  }
}
