import Foundation
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import TerminalUI

/// The themes as a terminal shows them: xterm's palette, cut down to the colours the terminal has, on the
/// terminal's own colours either way round (light on dark, or xterm's default dark on light).
@Suite struct ThemeContrastTests {
  typealias RGB = (red: Double, green: Double, blue: Double)

  /// A terminal: how many colours it has and its default text and background colours.
  struct Terminal: CustomStringConvertible {
    var colors: Int
    var foreground: RGB
    var background: RGB
    var description: String { "\(colors) colours, \(foreground.red > 0.5 ? "dark" : "light") background" }
  }

  static let terminals = [8, 16, 256].flatMap { colors in
    [
      Terminal(colors: colors, foreground: (0.9, 0.9, 0.9), background: (0, 0, 0)),
      Terminal(colors: colors, foreground: (0, 0, 0), background: (1, 1, 1)),
    ]
  }

  /// xterm's default palette: 16 ANSI colours, the 6×6×6 cube and the grey ramp.
  static func xterm(_ index: Int) -> RGB {
    let ansi: [RGB] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
      (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
      (0, 255, 255), (255, 255, 255),
    ]
    let rgb: RGB
    switch index {
    case ..<16: rgb = ansi[index]
    case ..<232:
      let steps: [Double] = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      rgb = (steps[cube / 36], steps[cube / 6 % 6], steps[cube % 6])
    default:
      let level = Double((index - 232) * 10 + 8)
      rgb = (level, level, level)
    }
    return (rgb.red / 255, rgb.green / 255, rgb.blue / 255)
  }

  /// WCAG 2 relative luminance and contrast ratio.
  static func luminance(_ c: RGB) -> Double {
    func channel(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
  }

  static func contrast(_ a: RGB, _ b: RGB) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// How far apart two colours are in RGB (0 to √3): highlights may differ in hue alone.
  static func distance(_ a: RGB, _ b: RGB) -> Double {
    ((a.red - b.red) * (a.red - b.red) + (a.green - b.green) * (a.green - b.green)
      + (a.blue - b.blue) * (a.blue - b.blue)).squareRoot()
  }

  /// The colours a cell drawn in `style` shows on `terminal`: as the game's palette fits them to its colour
  /// count, the terminal's own where none is left, bold text in the first eight colours in their bright
  /// versions (xterm's `boldColors`, on by default), swapped by reverse video.
  static func shown(_ style: Style, on terminal: Terminal) -> (text: RGB, background: RGB) {
    var index = style.foreground.paletteIndex(fittingPaletteOf: terminal.colors)
    if style.attributes.contains(.bold), let plain = index, plain < 8 { index = plain + 8 }
    let text = index.map(xterm) ?? terminal.foreground
    let background =
      style.background.paletteIndex(fittingPaletteOf: terminal.colors).map(xterm) ?? terminal.background
    return style.attributes.contains(.reverse) ? (background, text) : (text, background)
  }

  static func theme(for terminal: Terminal) -> Theme {
    Theme.standard(for: ColorMode.detect(environment: [:], terminalColors: terminal.colors))
  }

  /// The colour marks that are cell backgrounds (where the theme has no signs for them).
  static func colourBackgrounds(_ theme: Theme) -> [Style] {
    theme.colourSigns.isEmpty ? theme.colourMarks : []
  }

  /// Givens, entries and mistakes, on their own and under every highlight: WCAG's 3:1, the least for bold
  /// and large text, everywhere.
  @Test(arguments: terminals)
  func digitsAreReadableUnderEveryHighlight(terminal: Terminal) {
    let theme = Self.theme(for: terminal)
    let highlights =
      [
        ("none", Style.plain), ("peer", theme.peerHighlight), ("same digit", theme.sameDigit),
        ("hint", theme.hintHighlight), ("selection", theme.selection),
      ] + Self.colourBackgrounds(theme).enumerated().map { ("colour \($0.offset + 1)", $0.element) }
    let roles = [
      ("given", theme.given), ("entry", theme.entry), ("clashed given", theme.given.applying(theme.mark)),
      ("mistake", theme.entry.applying(theme.mark)),
    ]
    for (role, style) in roles {
      for (highlight, overlay) in highlights {
        let (text, background) = Self.shown(style.applying(overlay), on: terminal)
        let ratio = Self.contrast(text, background)
        #expect(ratio >= 3, "\(role) under \(highlight): contrast \(ratio)")
      }
    }
  }

  /// Peers, the selection, the other highlights and the colour marks each look different from the plain
  /// board and from one another, and givens, entries and mistakes differ from one another in every one of
  /// them.
  @Test(arguments: terminals)
  func highlightsAndRolesStayApart(terminal: Terminal) {
    let theme = Self.theme(for: terminal)
    let highlights =
      [Style.plain, theme.peerHighlight, theme.sameDigit, theme.hintHighlight, theme.selection]
      + Self.colourBackgrounds(theme)
    let cells = highlights.map { Self.shown(Style.plain.applying($0), on: terminal).background }
    for i in cells.indices {
      for j in cells.indices where j > i {
        #expect(Self.distance(cells[i], cells[j]) > 0.2, "highlights \(i) and \(j) look alike")
      }
    }
    for overlay in highlights {
      let roles = [
        theme.given, theme.entry, theme.given.applying(theme.mark), theme.entry.applying(theme.mark),
      ]
      let looks = roles.map { role -> String in
        let style = role.applying(overlay)
        return "\(Self.shown(style, on: terminal).text) \(style.attributes.rawValue)"
      }
      #expect(Set(looks).count == looks.count, "\(looks)")
    }
  }
}
