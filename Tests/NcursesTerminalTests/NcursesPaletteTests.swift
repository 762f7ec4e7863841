import CNcursesw
import TerminalUI
import Testing

@testable import NcursesTerminal

/// Styles as ncurses attributes and colour pairs, in the cases that allocate no pair (so no screen is
/// needed): colour off, the terminal's default colours, and no pair left.
@Suite struct NcursesPaletteTests {
  @Test func attributesMapBitForBit() {
    var palette = NcursesPalette(paletteSize: 0, pairCount: 0)
    #expect(palette.rendition(for: .plain).attributes == INKDOKU_A_NORMAL)
    let all = Style(attributes: [.bold, .dim, .underline, .reverse, .italic])
    #expect(
      palette.rendition(for: all).attributes
        == INKDOKU_A_BOLD | INKDOKU_A_DIM | INKDOKU_A_UNDERLINE | INKDOKU_A_REVERSE | INKDOKU_A_ITALIC)
    #expect(palette.rendition(for: Style(attributes: .reverse)).attributes == INKDOKU_A_REVERSE)
  }

  /// With colour off (no colours, or NO_COLOR) every style draws in pair 0; the attributes still carry its
  /// role.
  @Test func colourOffDrawsEverythingInTheDefaultPair() {
    var palette = NcursesPalette(paletteSize: 0, pairCount: 0)
    let style = Style(foreground: .red, background: .indexed(200), attributes: .bold)
    #expect(palette.rendition(for: style) == (INKDOKU_A_BOLD, 0))
  }

  @Test func theTerminalsOwnColoursArePairZero() {
    var palette = NcursesPalette(paletteSize: 256, pairCount: 256)
    #expect(palette.rendition(for: Style(attributes: .underline)) == (INKDOKU_A_UNDERLINE, 0))
  }

  /// Out of pairs, a colour falls back to the default colours rather than to another style's pair.
  @Test func noPairLeftFallsBackToTheDefaultColours() {
    var palette = NcursesPalette(paletteSize: 256, pairCount: 1)
    #expect(palette.rendition(for: Style(foreground: .green, background: .black)) == (INKDOKU_A_NORMAL, 0))
  }
}
