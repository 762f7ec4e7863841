/// How many terminal columns text takes, as a UTF-8 terminal lays it out.
///
/// Computed from Unicode data rather than `wcwidth(3)`, whose answer depends on the process locale.
public enum TextWidth {
  /// East Asian Wide and Fullwidth blocks (CJK, Hangul, kana, fullwidth forms).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18AFF,
    0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
  private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

  /// 0 for control and stand-alone zero-width characters, 2 for wide ones, else 1.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    let first = scalars.first!
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    // Every frame measures each cell: printable ASCII, box drawing and braille (the board and its ink)
    // are one column wide without a lookup in the Unicode tables.
    if scalars.count == 1,
      first.value < 0x7F || (0x2500...0x257F).contains(first.value)
        || (0x2800...0x28FF).contains(first.value)
    {
      return 1
    }
    let properties = first.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator: return 0
    default: break
    }
    if properties.isEmojiPresentation { return 2 }
    if properties.isEmoji, scalars.contains(emojiPresentationSelector) { return 2 }
    return wideRanges.contains { $0.contains(first.value) } ? 2 : 1
  }

  /// The sum of the widths of the characters of `text`.
  public static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }
}
