import CNcursesw
import TerminalUI

/// Turns a `Style` into ncurses attributes and a colour pair, allocating pairs the first time each
/// foreground/background combination is drawn.
struct NcursesPalette {
  /// Palette indices, -1 standing for the terminal's default colour (use_default_colors).
  private struct PairKey: Hashable {
    var foreground: Int
    var background: Int
  }

  /// Colours the terminal has; 0 when colour is off (no colours, or NO_COLOR).
  private let paletteSize: Int
  /// Highest pair number init_pair accepts here (it takes a C short).
  private let lastPair: Int
  private var pairs: [PairKey: Int16] = [PairKey(foreground: -1, background: -1): 0]
  private static let attributeBits: [(Style.Attributes, attr_t)] = [
    (.bold, INKDOKU_A_BOLD), (.dim, INKDOKU_A_DIM), (.underline, INKDOKU_A_UNDERLINE),
    (.reverse, INKDOKU_A_REVERSE), (.italic, INKDOKU_A_ITALIC),
  ]

  init(paletteSize: Int, pairCount: Int) {
    self.paletteSize = paletteSize
    lastPair = min(pairCount, Int(Int16.max)) - 1
  }

  mutating func rendition(for style: Style) -> (attributes: attr_t, pair: Int16) {
    var attributes = INKDOKU_A_NORMAL
    for (flag, bit) in NcursesPalette.attributeBits where style.attributes.contains(flag) {
      attributes |= bit
    }
    return (attributes, pair(for: style))
  }

  private mutating func pair(for style: Style) -> Int16 {
    guard paletteSize > 0 else { return 0 }
    let key = PairKey(
      foreground: style.foreground.paletteIndex(fittingPaletteOf: paletteSize) ?? -1,
      background: style.background.paletteIndex(fittingPaletteOf: paletteSize) ?? -1)
    if let known = pairs[key] { return known }
    // Out of pairs: fall back to default colours; the attributes still carry the role.
    guard pairs.count <= lastPair else { return 0 }
    let number = Int16(pairs.count)
    guard init_pair(number, Int16(key.foreground), Int16(key.background)) == OK else { return 0 }
    pairs[key] = number
    return number
  }
}
