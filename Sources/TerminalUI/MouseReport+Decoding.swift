extension MouseReport {
  /// Decodes an xterm button code (shared by SGR and X10 reports) at a position counted from `origin`:
  /// 1 for cells, as every terminal counts them; the terminal's own for pixels (kitty counts from 0).
  ///
  /// Positions below the origin are clamped to it rather than dropped, as terminals clamp a drag leaving
  /// the window. `released` is SGR's lower-case `m`. Returns nil for what the game has no use for: horizontal wheel,
  /// buttons 8-11, and wheel "releases" (xterm never sends them).
  init?(code: Int, x: Int, y: Int, released: Bool, origin: Int) {
    guard (0..<128).contains(code) else { return nil }
    let low = code & 3
    let motion = code & 32 != 0
    let button: MouseButton
    let phase: MousePhase
    if code & 64 != 0 {
      guard low < 2, !released else { return nil }
      button = low == 0 ? .wheelUp : .wheelDown
      phase = .press
    } else {
      button =
        switch low {
        case 0: .left
        case 1: .middle
        case 2: .right
        default: .none
        }
      if released {
        phase = .release
      } else if motion {
        phase = low == 3 ? .move : .drag
      } else {
        // X10 has no release flag: "no button" without motion is its release, of an unknown button.
        phase = low == 3 ? .release : .press
      }
    }
    self.init(
      button: button, phase: phase, x: max(x, origin) - origin, y: max(y, origin) - origin,
      shift: code & 4 != 0, alt: code & 8 != 0, control: code & 16 != 0)
  }
}

/// A legacy X10 report `ESC [ M b x y`: three raw bytes, each offset by 32, that are never UTF-8.
struct X10Report {
  private var bytes: InlineArray<3, UInt8> = .init(repeating: 0)
  private var count = 0

  /// Takes the next raw byte; returns the report's parts once all three arrived.
  mutating func add(_ byte: UInt8) -> (code: Int, x: Int, y: Int)? {
    bytes[count] = byte
    count += 1
    guard count == 3 else { return nil }
    return (Int(bytes[0]) - 32, X10Report.position(bytes[1]), X10Report.position(bytes[2]))
  }

  /// xterm cannot encode positions past 223 and sends 0 for them, so any byte below 33 means "at least 224".
  private static func position(_ byte: UInt8) -> Int {
    byte > 32 ? Int(byte) - 32 : 224
  }
}
