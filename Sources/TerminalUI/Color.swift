/// A terminal colour: the terminal's own default, one of the 16 ANSI colours, or a 256-colour index.
public enum Color: Hashable, Sendable {
  case `default`
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
  case indexed(UInt8)

  /// The xterm palette index, or nil for the terminal's default colour.
  public var paletteIndex: Int? {
    switch self {
    case .default: return nil
    case .black: return 0
    case .red: return 1
    case .green: return 2
    case .yellow: return 3
    case .blue: return 4
    case .magenta: return 5
    case .cyan: return 6
    case .white: return 7
    case .brightBlack: return 8
    case .brightRed: return 9
    case .brightGreen: return 10
    case .brightYellow: return 11
    case .brightBlue: return 12
    case .brightMagenta: return 13
    case .brightCyan: return 14
    case .brightWhite: return 15
    case .indexed(let index): return Int(index)
    }
  }

  /// The nearest palette index a terminal with `paletteSize` colours can show (nil: use the default).
  ///
  /// 256-colour indices fall back to the closest of the 16 ANSI colours, and on 8-colour terminals
  /// bright colours to their plain counterpart.
  public func paletteIndex(fittingPaletteOf paletteSize: Int) -> Int? {
    guard var index = paletteIndex, paletteSize >= 8 else { return nil }
    if index >= paletteSize, index >= 16 { index = Color.nearestANSI(toIndexed: index) }
    if index >= paletteSize {
      // Grey has no plain counterpart: black would vanish on a dark background.
      guard index != 8 else { return nil }
      index -= 8
    }
    return index
  }

  /// Maps an index of the 6×6×6 cube or the grey ramp onto the 16 ANSI colours by hue and lightness.
  private static func nearestANSI(toIndexed index: Int) -> Int {
    let (r, g, b): (Int, Int, Int)
    if index >= 232 {
      let level = (index - 232) * 10 + 8
      (r, g, b) = (level, level, level)
    } else {
      let cube = index - 16
      let steps = [0, 95, 135, 175, 215, 255]
      (r, g, b) = (steps[cube / 36], steps[cube / 6 % 6], steps[cube % 6])
    }
    let brightest = max(r, g, b)
    let threshold = brightest / 2
    let hue = (r > threshold ? 1 : 0) | (g > threshold ? 2 : 0) | (b > threshold ? 4 : 0)
    if brightest < 64 { return 0 }
    if hue == 7 { return brightest > 200 ? 15 : (brightest > 140 ? 7 : 8) }
    return hue + (brightest > 200 ? 8 : 0)
  }
}
