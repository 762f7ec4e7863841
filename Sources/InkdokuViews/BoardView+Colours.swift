import SudokuKit
import TerminalUI

/// Colour marks by hand as the board draws them (design §1): a coloured cell's background, or where the
/// theme has no colours its colour's sign in the cell's first column; a coloured note in its colour.
extension BoardView {
  /// The background of a cell with a colour of its own, where the theme has colours.
  static func colourBackground(_ colours: CellColours, _ theme: Theme) -> Style? {
    guard colours.cell > 0, theme.colourSigns.isEmpty else { return nil }
    return theme.colourMarks[colours.cell - 1]
  }

  /// Puts a coloured cell's sign where the theme has no colours, and gives the part of `rect` left for
  /// notes. A digit stays centred: the sign takes the column left of it, which a digit never needs.
  static func drawColourSign(
    _ colours: CellColours, in rect: ScreenRect, _ theme: Theme, style: Style, into buffer: inout ScreenBuffer
  ) -> ScreenRect {
    guard colours.cell > 0, !theme.colourSigns.isEmpty, rect.width >= 3 else { return rect }
    let sign = String(theme.colourSigns[colours.cell - 1])
    buffer.put(sign, x: rect.x, y: rect.y + rect.height / 2, style: style)
    return ScreenRect(x: rect.x + 1, y: rect.y, width: rect.width - 1, height: rect.height)
  }

  /// The look of each coloured note of a cell drawn over `background`: its colour's, and where that is
  /// reverse video on a background that is reverse video of the terminal's own colours (the selection),
  /// the other way round, so it still stands out there.
  static func noteColours(_ colours: CellColours, _ theme: Theme, over background: Style) -> [Int: Style] {
    guard colours.hasNoteColours else { return [:] }
    let reversed =
      background.attributes.contains(.reverse) && background.foreground == .default
      && background.background == .default
    var styles: [Int: Style] = [:]
    for digit in 1...9 where colours.note(digit) > 0 {
      let own = theme.colourMarks[colours.note(digit) - 1]
      var style = background.applying(own)
      if reversed && own.attributes.contains(.reverse) { style.attributes.remove(.reverse) }
      styles[digit] = style
    }
    return styles
  }
}
