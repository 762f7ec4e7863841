import Testing

@testable import TerminalUI

@Suite struct EscapeSequenceRendererTests {
  private let esc = "\u{1B}"

  @Test func theFirstFrameClearsAndDrawsOnlyWhatIsNotBlank() {
    var buffer = ScreenBuffer(width: 6, height: 2)
    buffer.put("ab", x: 1, y: 1, style: Style(foreground: .red, attributes: .bold))
    var renderer = EscapeSequenceRenderer(colorMode: .ansi16)
    #expect(renderer.render(buffer) == "\(esc)[0m\(esc)[H\(esc)[2J\(esc)[2;2H\(esc)[0;1;31mab\(esc)[?25l")
  }

  @Test func anUnchangedFrameIsNoTextAndAChangedCellIsRedrawnAlone() {
    var buffer = ScreenBuffer(width: 6, height: 2)
    buffer.put("abc", x: 0, y: 0)
    var renderer = EscapeSequenceRenderer(colorMode: .ansi16)
    _ = renderer.render(buffer)
    #expect(renderer.render(buffer).isEmpty)
    buffer.put("X", x: 2, y: 0, style: Style(attributes: .reverse))
    #expect(renderer.render(buffer) == "\(esc)[1;3H\(esc)[0;7mX")
    buffer.put("Y", x: 4, y: 1, style: Style(attributes: .reverse))
    #expect(renderer.render(buffer) == "\(esc)[2;5HY", "the style in force is not sent again")
  }

  @Test func colorsFitThePalette() {
    let style = Style(foreground: .indexed(201), background: .brightBlue, attributes: [.dim, .underline])
    #expect(style.selectGraphicRendition(paletteSize: 256) == "\(esc)[0;2;4;38;5;201;104m")
    #expect(style.selectGraphicRendition(paletteSize: 16) == "\(esc)[0;2;4;95;104m")
    #expect(style.selectGraphicRendition(paletteSize: 8) == "\(esc)[0;2;4;35;44m")
    #expect(style.selectGraphicRendition(paletteSize: 0) == "\(esc)[0;2;4m")
    #expect(Style(attributes: .italic).selectGraphicRendition(paletteSize: 256) == "\(esc)[0;3m")
  }

  @Test func aWideCharacterIsWrittenOnceForItsTwoColumns() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer.put("数x", x: 0, y: 0)
    var renderer = EscapeSequenceRenderer(colorMode: .monochrome)
    #expect(renderer.render(buffer).hasSuffix("\(esc)[1;1H数x\(esc)[?25l"))
  }

  @Test func aNewSizeClearsAndDrawsAgain() {
    var renderer = EscapeSequenceRenderer(colorMode: .ansi256)
    var small = ScreenBuffer(width: 3, height: 1)
    small.put("a", x: 0, y: 0)
    _ = renderer.render(small)
    var large = ScreenBuffer(width: 5, height: 2)
    large.put("a", x: 0, y: 0)
    #expect(renderer.render(large) == "\(esc)[0m\(esc)[H\(esc)[2J\(esc)[1;1Ha")
  }

  @Test func theCursorIsShownWhereTheBufferPutsItAndHiddenWhenItHasNone() {
    var buffer = ScreenBuffer(width: 4, height: 3)
    buffer.cursor = ScreenPoint(x: 2, y: 1)
    var renderer = EscapeSequenceRenderer(colorMode: .ansi16)
    #expect(renderer.render(buffer).hasSuffix("\(esc)[2;3H\(esc)[?25h"))
    buffer.put("q", x: 0, y: 2)
    #expect(renderer.render(buffer) == "\(esc)[3;1Hq\(esc)[2;3H", "back in place after drawing")
    buffer.cursor = nil
    #expect(renderer.render(buffer) == "\(esc)[?25l")
  }
}
