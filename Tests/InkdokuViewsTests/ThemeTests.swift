import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import TerminalUI

@Suite struct ColorModeTests {
  @Test func noColorWinsWhenSetToAnything() {
    #expect(ColorMode.detect(environment: ["NO_COLOR": "1"], terminalColors: 256) == .monochrome)
    #expect(ColorMode.detect(environment: ["NO_COLOR": ""], terminalColors: 256) == .ansi256)
  }

  @Test func theTerminalColourCountPicksTheMode() {
    let modes = [-2, -1, 0, 2, 7, 8, 16, 88, 256, 16_777_216].map {
      ColorMode.detect(environment: [:], terminalColors: $0)
    }
    #expect(
      modes == [
        .monochrome, .monochrome, .monochrome, .monochrome, .monochrome, .ansi8, .ansi16, .ansi16, .ansi256,
        .ansi256,
      ])
  }
}

@Suite struct GlyphModeTests {
  @Test func theFirstNonEmptyLocaleVariableDecides() {
    func mode(_ environment: [String: String]) -> GlyphMode {
      GlyphMode.detect(asciiRequested: false, environment: environment)
    }
    #expect(mode(["LANG": "en_US.UTF-8"]) == .unicode)
    #expect(mode(["LANG": "C.utf8"]) == .unicode)
    #expect(mode(["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == .ascii)
    #expect(mode(["LC_ALL": "", "LC_CTYPE": "de_DE.UTF-8", "LANG": "C"]) == .unicode)
    #expect(mode(["LC_CTYPE": "POSIX", "LANG": "en_US.UTF-8"]) == .ascii)
    #expect(mode(["LANG": "en_US.ISO-8859-1"]) == .ascii)
    #expect(mode([:]) == .ascii)
  }

  @Test func askingForAsciiWins() {
    #expect(GlyphMode.detect(asciiRequested: true, environment: ["LANG": "en_US.UTF-8"]) == .ascii)
  }
}

@Suite struct ThemeTests {
  @Test(arguments: ColorMode.allCases)
  func digitRolesDifferInAttributesInEveryMode(mode: ColorMode) {
    let theme = Theme.standard(for: mode)
    let roles = [
      theme.given, theme.entry, theme.given.applying(theme.mark), theme.entry.applying(theme.mark),
      theme.note,
    ]
    #expect(Set(roles.map(\.attributes.rawValue)).count == roles.count)
    let selected = roles.map { $0.applying(theme.selection) }
    #expect(Set(selected.map(\.attributes.rawValue)).count == roles.count)
    #expect(Set(selected.map(\.attributes.rawValue)).isDisjoint(with: roles.map(\.attributes.rawValue)))
    #expect(!theme.ink.attributes.contains(.reverse))
  }

  @Test func monochromeUsesNoColourAtAll() {
    let theme = Theme.standard(for: .monochrome)
    let styles = [
      theme.boardLine, theme.boxLine, theme.given, theme.entry, theme.mark, theme.note, theme.selection,
      theme.peerHighlight, theme.sameDigit, theme.hintHighlight, theme.ink, theme.statusBar, theme.dimText,
      theme.error,
    ]
    #expect(styles.allSatisfy { $0.foreground == .default && $0.background == .default })
    #expect(theme.selection.attributes.contains(.reverse))
    #expect(theme.boxLine != theme.boardLine)
  }

  @Test(arguments: [(ColorMode.ansi8, 8), (.ansi16, 16)])
  func colourModesStayWithinTheirPalette(mode: ColorMode, colors: Int) {
    let theme = Theme.standard(for: mode)
    let styles = [
      theme.boardLine, theme.boxLine, theme.given, theme.entry, theme.mark, theme.note, theme.selection,
      theme.peerHighlight, theme.sameDigit, theme.hintHighlight, theme.ink, theme.statusBar, theme.dimText,
      theme.error,
    ]
    for style in styles {
      #expect([style.foreground, style.background].allSatisfy { ($0.paletteIndex ?? 0) < colors })
    }
    #expect(Theme.standard(for: .ansi256).entry.foreground != Theme.standard(for: .ansi16).entry.foreground)
  }
}

@Suite struct GlyphsTests {
  @Test func unicodeJunctionsMatchTheirUnicodeNames() {
    let shapes: [(Glyphs.Arms, vertical: String, horizontal: String)] = [
      (.all, "VERTICAL", "HORIZONTAL"), ([.left, .right, .down], "DOWN", "HORIZONTAL"),
      ([.left, .right, .up], "UP", "HORIZONTAL"), ([.up, .down, .right], "VERTICAL", "RIGHT"),
      ([.up, .down, .left], "VERTICAL", "LEFT"), ([.down, .right], "DOWN", "RIGHT"),
      ([.down, .left], "DOWN", "LEFT"), ([.up, .right], "UP", "RIGHT"), ([.up, .left], "UP", "LEFT"),
    ]
    for (arms, vertical, horizontal) in shapes {
      for verticalHeavy in [false, true] {
        for horizontalHeavy in [false, true] {
          let glyph = Glyphs.unicode.junction(
            arms, verticalHeavy: verticalHeavy, horizontalHeavy: horizontalHeavy)
          let (v, h) = (verticalHeavy ? "HEAVY" : "LIGHT", horizontalHeavy ? "HEAVY" : "LIGHT")
          let expected =
            v == h
            ? "BOX DRAWINGS \(v) \(vertical) AND \(horizontal)"
            : "BOX DRAWINGS \(vertical) \(v) AND \(horizontal) \(h)"
          #expect(glyph.unicodeScalars.first!.properties.name == expected)
        }
      }
    }
  }

  @Test func straightLinesAndLoneArmsUseTheLineCharacters() {
    let glyphs = Glyphs.unicode
    #expect(glyphs.junction([.up, .down], verticalHeavy: true, horizontalHeavy: false) == "┃")
    #expect(glyphs.junction([.left], verticalHeavy: true, horizontalHeavy: false) == "─")
    #expect(glyphs.horizontal(heavy: true) == "━")
    #expect(glyphs.vertical(heavy: false) == "│")
  }

  @Test func asciiGlyphsAreAsciiAndKeepHeavyColumnsUnbroken() {
    let glyphs = Glyphs.forMode(.ascii)
    var drawn: [Character] = [glyphs.ink]
    for heavy in [false, true] {
      drawn += [glyphs.horizontal(heavy: heavy), glyphs.vertical(heavy: heavy)]
      drawn.append(glyphs.junction(.all, verticalHeavy: heavy, horizontalHeavy: !heavy))
    }
    #expect(drawn.allSatisfy { $0.isASCII })
    #expect(
      glyphs.junction(.all, verticalHeavy: true, horizontalHeavy: false) == glyphs.vertical(heavy: true))
    #expect(glyphs.horizontal(heavy: true) != glyphs.horizontal(heavy: false))
    #expect(Glyphs.forMode(.unicode) == .unicode)
  }
}
