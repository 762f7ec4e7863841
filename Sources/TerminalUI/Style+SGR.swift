extension Style {
  /// The SGR sequence (`ESC [ … m`) that selects this style from scratch on a terminal with
  /// `paletteSize` colours: it resets first, so nothing of the style drawn before carries over.
  ///
  /// Colours fit the palette as ncurses fits them (`Color.paletteIndex(fittingPaletteOf:)`): a terminal
  /// without colour gets the attributes only, which is how roles stay apart in monochrome.
  public func selectGraphicRendition(paletteSize: Int) -> String {
    var codes = ["0"]
    for (attribute, code) in Style.attributeCodes where attributes.contains(attribute) { codes.append(code) }
    if let index = foreground.paletteIndex(fittingPaletteOf: paletteSize) {
      codes.append(Style.colorCode(index, base: 30, brightBase: 90, extended: 38))
    }
    if let index = background.paletteIndex(fittingPaletteOf: paletteSize) {
      codes.append(Style.colorCode(index, base: 40, brightBase: 100, extended: 48))
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static let attributeCodes: [(Attributes, String)] = [
    (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
  ]

  /// The 16 ANSI colours by their own codes, which every terminal knows; the rest by 256-colour index.
  private static func colorCode(_ index: Int, base: Int, brightBase: Int, extended: Int) -> String {
    switch index {
    case 0..<8: "\(base + index)"
    case 8..<16: "\(brightBase + index - 8)"
    default: "\(extended);5;\(index)"
    }
  }
}
