import InkdokuCore
import SudokuKit
import TerminalUI

/// The styles of everything the game draws, by role, for one colour mode.
///
/// Highlight roles (selection, peerHighlight, sameDigit, hintHighlight) are overlays: apply them to
/// a digit's role with `Style.applying(_:)`. Givens, entries and notes differ in their attributes in every
/// mode, so they stay apart without colour and under any highlight; a mark (a wrong or clashing digit) is
/// an overlay too, so a marked given still reads as a given and a marked entry as an entry.
///
/// The terminal's own colours may be light on dark or dark on light (xterm's default, reverse video), and
/// givens are drawn in them: so a highlight with a background of its own brings its text colour too,
/// and the digits' colours read on a light background as well as on a dark one. Terminals draw bold text
/// in the first eight colours bright (xterm's `boldColors`), which turns bold black into grey: in the
/// 8- and 16-colour themes, black text on a light highlight is its reverse video.
public struct Theme: Hashable, Sendable {
  public var boardLine: Style
  public var boxLine: Style
  public var given: Style
  public var entry: Style
  /// A digit the check marks: applied to its own role, before any highlight.
  public var mark: Style
  /// Drawn right of a marked digit where the theme has no colour: without it a marked entry (underlined)
  /// and a lone note (underlined; dim is not in every monochrome terminal) would look alike.
  public var markSign: Character?
  public var note: Style
  /// The note of the highlighted digit, drawn in place of `note`: in monochrome it must not rest on dim
  /// or italic, which not every such terminal shows.
  public var noteMatch: Style
  public var selection: Style
  public var peerHighlight: Style
  public var sameDigit: Style
  public var hintHighlight: Style
  /// Colour marks by hand, one per colour (`CellColours.count`): a coloured cell's background (where
  /// `colourSigns` is empty) and a coloured note's look.
  public var colourMarks: [Style]
  /// Without colour a coloured cell shows its colour's sign in its first column instead of a background.
  public var colourSigns: [Character]
  /// Pencil strokes: a colour of their own, never reverse, so digits under the ink stay visible.
  public var ink: Style
  public var statusBar: Style
  public var dimText: Style
  public var error: Style

  /// The game's standard look for `mode`.
  public static func standard(for mode: ColorMode) -> Theme {
    switch mode {
    case .monochrome: return .monochrome
    case .ansi8: return .ansi8
    case .ansi16: return .ansi16
    case .ansi256: return .ansi256
    }
  }

  private static let monochrome = Theme(
    boardLine: Style(attributes: .dim),
    boxLine: Style(attributes: .bold),
    given: Style(attributes: .bold),
    entry: .plain,
    mark: Style(attributes: .underline),
    markSign: "!",
    // vt100 and xterm-mono have no dim: without the underline a lone note looked like a placed digit.
    note: Style(attributes: [.dim, .underline]),
    noteMatch: Style(attributes: [.bold, .underline]),
    selection: Style(attributes: .reverse),
    peerHighlight: .plain,
    // xterm-mono has bold, underline and reverse only: the whole cell underlined marks a digit the
    // selection holds, reversed and underlined a hinted cell, reversed alone the selection.
    sameDigit: Style(attributes: [.italic, .underline]),
    hintHighlight: Style(attributes: [.reverse, .underline]),
    // A coloured note: reversed, and told apart by what else xterm-mono shows.
    colourMarks: [
      Style(attributes: .reverse), Style(attributes: [.reverse, .bold]),
      Style(attributes: [.reverse, .underline]),
      Style(attributes: [.reverse, .bold, .underline]),
    ],
    colourSigns: CellColours.names,
    ink: Style(attributes: .bold),
    statusBar: Style(attributes: .reverse),
    dimText: Style(attributes: .dim),
    error: Style(attributes: [.bold, .underline]))

  /// The 16-colour theme without grey and bright colours: peers get a colour of their own, and entries
  /// magenta, which reads on black and on white where blue does not.
  private static let ansi8: Theme = {
    var theme = ansi16
    theme.boardLine = Style(attributes: .dim)
    theme.entry = Style(foreground: .magenta)
    theme.peerHighlight = Style(foreground: .white, background: .blue)
    // The highlights leave no four backgrounds apart from one another and from the terminal's own
    // colours: cells show their colour's sign, as without colour, and notes keep colours.
    theme.colourMarks[2] = Style(foreground: .red, background: .black, attributes: .reverse)
    theme.colourMarks[3] = Style(foreground: .white, background: .black, attributes: .reverse)
    theme.colourSigns = CellColours.names
    return theme
  }()

  private static let ansi16 = Theme(
    boardLine: Style(foreground: .brightBlack),
    boxLine: Style(attributes: .bold),
    given: Style(attributes: .bold),
    entry: Style(foreground: .brightBlue),
    mark: Style(foreground: .red, attributes: .underline),
    markSign: nil,
    note: Style(attributes: .dim),
    noteMatch: Style(foreground: .yellow, background: .black, attributes: [.dim, .reverse]),
    selection: Style(attributes: .reverse),
    peerHighlight: Style(foreground: .brightWhite, background: .brightBlack),
    sameDigit: Style(foreground: .yellow, background: .black, attributes: .reverse),
    hintHighlight: Style(foreground: .green, background: .black, attributes: .reverse),
    colourMarks: [
      Style(foreground: .cyan, background: .black, attributes: .reverse),
      Style(foreground: .magenta, background: .black, attributes: .reverse),
      Style(foreground: .brightWhite, background: .blue), Style(foreground: .brightWhite, background: .red),
    ],
    colourSigns: [],
    ink: Style(foreground: .magenta, attributes: .bold),
    statusBar: Style(attributes: .reverse),
    dimText: Style(attributes: .dim),
    error: Style(foreground: .red, attributes: .bold))

  private static let ansi256 = Theme(
    boardLine: Style(foreground: .indexed(244)),
    boxLine: Style(attributes: .bold),
    given: Style(attributes: .bold),
    entry: Style(foreground: .indexed(33)),
    mark: Style(foreground: .indexed(196), attributes: .underline),
    markSign: nil,
    note: Style(foreground: .indexed(246), attributes: .dim),
    noteMatch: Style(foreground: .indexed(16), background: .indexed(179), attributes: .dim),
    selection: Style(attributes: .reverse),
    peerHighlight: Style(foreground: .indexed(255), background: .indexed(237)),
    sameDigit: Style(foreground: .indexed(16), background: .indexed(179)),
    hintHighlight: Style(foreground: .indexed(16), background: .indexed(114)),
    colourMarks: [
      Style(foreground: .indexed(16), background: .indexed(81)),
      Style(foreground: .indexed(16), background: .indexed(213)),
      Style(foreground: .indexed(16), background: .indexed(147)),
      Style(foreground: .indexed(16), background: .indexed(209)),
    ],
    colourSigns: [],
    ink: Style(foreground: .indexed(201), attributes: .bold),
    statusBar: Style(foreground: .indexed(16), background: .indexed(250)),
    dimText: Style(foreground: .indexed(245)),
    error: Style(foreground: .indexed(196), attributes: .bold))
}
