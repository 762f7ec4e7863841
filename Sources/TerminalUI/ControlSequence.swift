/// A CSI (`ESC [`) or SS3 (`ESC O`) sequence, taken apart byte by byte so that nothing is buffered.
///
/// A sequence that breaks the ECMA-48 shape (or is too long, or has too many or too large parameters) is
/// marked malformed but still read up to its final byte, so its remaining digits are swallowed, not typed.
struct ControlSequence {
  enum Introducer {
    case csi, ss3
  }

  /// What a complete, well-formed sequence means to the decoder.
  enum Meaning {
    case key(Key)
    /// An SGR (1006/1016) mouse report with its raw button code and 1-based position.
    case mouse(code: Int, x: Int, y: Int, released: Bool)
    case modeReport(mode: Int, value: Int)
    /// `ESC [ M`: three raw X10 report bytes follow.
    case x10Mouse
    /// `ESC [ 200 ~`: a bracketed paste starts.
    case pasteStart
    /// `ESC [ I` or `ESC [ O`: the window gained or lost focus.
    case focus(Bool)
  }

  /// The result of adding one byte.
  enum Step {
    case needMore
    /// The final byte arrived; nil when the sequence was malformed or means nothing to us.
    case complete(Meaning?)
    /// An ESC interrupted the sequence: it is dropped and the ESC starts a new one.
    case restart
  }

  /// Real input sequences stay under 20 bytes; anything longer is garbage.
  static let maxLength = 64
  /// 1016 pixel positions stay far below this; larger numbers are garbage and would risk overflow.
  static let maxParameter = 99_999

  let introducer: Introducer
  private var marker: UInt8 = 0
  /// -1 marks an omitted parameter.
  private var parameters: InlineArray<4, Int> = .init(repeating: -1)
  private var parameterCount = 0
  private var intermediate: UInt8 = 0
  /// Counts ESC and the introducer too.
  private var length = 2
  private var malformed = false

  init(_ introducer: Introducer) {
    self.introducer = introducer
  }

  mutating func add(_ byte: UInt8) -> Step {
    length += 1
    if length > ControlSequence.maxLength { malformed = true }
    switch byte {
    case 0x1B:
      return .restart
    case 0x30...0x39:
      addDigit(Int(byte) - 0x30)
    case UInt8(ascii: ";"):
      nextParameter()
    case 0x3C...0x3F where length == 3 && introducer == .csi:
      marker = byte
    case 0x20...0x2F where intermediate == 0:
      intermediate = byte
    case 0x40...0x7E:
      // Inside a mouse report only M/m end it: a stray letter must not let the rest of it leak out as keys.
      if marker == UInt8(ascii: "<") && byte != UInt8(ascii: "M") && byte != UInt8(ascii: "m") {
        malformed = true
      } else {
        return .complete(malformed ? nil : meaning(final: byte))
      }
    default:
      // ':' sub-parameters, misplaced markers, a second intermediate, C0 controls, DEL, bytes >= 0x80.
      malformed = true
    }
    return .needMore
  }

  private mutating func addDigit(_ digit: Int) {
    if parameterCount == 0 { parameterCount = 1 }
    guard intermediate == 0, parameterCount <= parameters.count else {
      malformed = true
      return
    }
    let value = max(parameters[parameterCount - 1], 0) * 10 + digit
    if value > ControlSequence.maxParameter {
      malformed = true
    } else {
      parameters[parameterCount - 1] = value
    }
  }

  private mutating func nextParameter() {
    parameterCount = max(parameterCount, 1) + 1
    if intermediate != 0 || parameterCount > parameters.count { malformed = true }
  }

  private func parameter(_ index: Int) -> Int? {
    index < parameterCount && parameters[index] >= 0 ? parameters[index] : nil
  }

  private func meaning(final: UInt8) -> Meaning? {
    switch (marker, intermediate) {
    case (UInt8(ascii: "<"), 0):
      guard parameterCount == 3, let code = parameter(0), let x = parameter(1), let y = parameter(2) else {
        return nil
      }
      return .mouse(code: code, x: x, y: y, released: final == UInt8(ascii: "m"))
    case (UInt8(ascii: "?"), UInt8(ascii: "$")):
      guard final == UInt8(ascii: "y"), parameterCount == 2, let mode = parameter(0), let value = parameter(1)
      else { return nil }
      return .modeReport(mode: mode, value: value)
    case (0, 0):
      return keyMeaning(final: final)
    default:
      return nil
    }
  }

  private func keyMeaning(final: UInt8) -> Meaning? {
    if introducer == .csi && final == UInt8(ascii: "~") {
      guard parameterCount <= 2, let number = parameter(0) else { return nil }
      if number == 200 { return parameterCount == 1 ? .pasteStart : nil }
      return ControlSequence.tildeKey(number).map(Meaning.key)
    }
    if introducer == .csi && final == UInt8(ascii: "M") && parameterCount == 0 { return .x10Mouse }
    if introducer == .csi && parameterCount == 0 && (final == UInt8(ascii: "I") || final == UInt8(ascii: "O"))
    {
      return .focus(final == UInt8(ascii: "I"))
    }
    // xterm sends modifiers as `1;m` (`ESC [ 1 ; 5 A` is Ctrl+Up); Key carries none, so they are ignored.
    // Any other parameters mean a different sequence, such as a cursor position report ending in R.
    guard parameterCount == 0 || (parameterCount == 2 && parameter(0) == 1) else { return nil }
    return letterKey(final).map(Meaning.key)
  }

  private func letterKey(_ final: UInt8) -> Key? {
    switch (introducer, final) {
    case (_, UInt8(ascii: "A")): .up
    case (_, UInt8(ascii: "B")): .down
    case (_, UInt8(ascii: "C")): .right
    case (_, UInt8(ascii: "D")): .left
    case (_, UInt8(ascii: "H")): .home
    case (_, UInt8(ascii: "F")): .end
    case (_, UInt8(ascii: "P")...UInt8(ascii: "S")): .function(Int(final) - Int(UInt8(ascii: "P")) + 1)
    case (.csi, UInt8(ascii: "Z")): .backTab
    // The numeric keypad in application mode (DECKPAM, which keypad(TRUE) turns on).
    case (.ss3, UInt8(ascii: "M")): .enter
    case (.ss3, UInt8(ascii: "p")...UInt8(ascii: "y")):
      .character(Character(Unicode.Scalar(final - UInt8(ascii: "p") + UInt8(ascii: "0"))))
    default: nil
    }
  }

  private static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23, 24: .function(number - 12)
    default: nil
    }
  }
}
