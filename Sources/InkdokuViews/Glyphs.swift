import InkdokuCore

/// The characters the board is drawn with: light lines between cells, heavy lines around 3×3 boxes.
public struct Glyphs: Hashable, Sendable {
  /// Which lines leave a junction.
  public struct Arms: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let up = Arms(rawValue: 1 << 0)
    public static let down = Arms(rawValue: 1 << 1)
    public static let left = Arms(rawValue: 1 << 2)
    public static let right = Arms(rawValue: 1 << 3)
    public static let all: Arms = [.up, .down, .left, .right]

    /// The arms of a junction at (`x`, `y`) in a grid of lines `width` × `height`: every way but out
    /// of the grid.
    public init(x: Int, y: Int, width: Int, height: Int) {
      self = []
      if y > 0 { insert(.up) }
      if y < height - 1 { insert(.down) }
      if x > 0 { insert(.left) }
      if x < width - 1 { insert(.right) }
    }
  }

  public let mode: GlyphMode
  /// Drawn where the pencil went; light enough that a digit under it stays readable.
  public let ink: Character
  private let lightHorizontal: Character
  private let heavyHorizontal: Character
  private let lightVertical: Character
  private let heavyVertical: Character

  /// Unicode junctions per shape, in the order light/light, heavy vertical, heavy horizontal, heavy/heavy.
  private static let unicodeJunctions: [(Arms, [Character])] = [
    (.all, Array("┼╂┿╋")), ([.left, .right, .down], Array("┬┰┯┳")), ([.left, .right, .up], Array("┴┸┷┻")),
    ([.up, .down, .right], Array("├┠┝┣")), ([.up, .down, .left], Array("┤┨┥┫")),
    ([.down, .right], Array("┌┎┍┏")), ([.down, .left], Array("┐┒┑┓")), ([.up, .right], Array("└┖┕┗")),
    ([.up, .left], Array("┘┚┙┛")),
  ]

  public static let unicode = Glyphs(
    mode: .unicode, ink: "•", lightHorizontal: "─", heavyHorizontal: "━", lightVertical: "│",
    heavyVertical: "┃")
  public static let ascii = Glyphs(
    mode: .ascii, ink: "*", lightHorizontal: "-", heavyHorizontal: "=", lightVertical: "|",
    heavyVertical: "#")

  public static func forMode(_ mode: GlyphMode) -> Glyphs {
    mode == .unicode ? .unicode : .ascii
  }

  public func horizontal(heavy: Bool) -> Character { heavy ? heavyHorizontal : lightHorizontal }
  public func vertical(heavy: Bool) -> Character { heavy ? heavyVertical : lightVertical }

  /// The character where lines meet: `verticalHeavy` is the weight of the up/down arms,
  /// `horizontalHeavy` that of the left/right arms.
  public func junction(_ arms: Arms, verticalHeavy: Bool, horizontalHeavy: Bool) -> Character {
    let hasVertical = !arms.isDisjoint(with: [.up, .down])
    let hasHorizontal = !arms.isDisjoint(with: [.left, .right])
    if !hasHorizontal { return vertical(heavy: verticalHeavy) }
    if !hasVertical { return horizontal(heavy: horizontalHeavy) }
    // ASCII has no weights at crossings; a heavy column stays unbroken so box edges read as lines.
    if mode == .ascii { return verticalHeavy ? heavyVertical : "+" }
    let variants = Glyphs.unicodeJunctions.first { $0.0 == arms }?.1 ?? Glyphs.unicodeJunctions[0].1
    return variants[(verticalHeavy ? 1 : 0) + (horizontalHeavy ? 2 : 0)]
  }
}
