import Testing

@testable import TerminalUI

@Suite struct StyleTests {
  @Test func anOverlayKeepsTheBaseAttributesAndReplacesOnlyItsOwnColours() {
    let given = Style(foreground: .blue, attributes: .bold)
    let peer = Style(background: .brightBlack)
    #expect(given.applying(peer) == Style(foreground: .blue, background: .brightBlack, attributes: .bold))
    let selection = Style(foreground: .black, background: .yellow, attributes: .reverse)
    #expect(
      given.applying(selection)
        == Style(foreground: .black, background: .yellow, attributes: [.bold, .reverse]))
    #expect(given.applying(.plain) == given)
  }

  @Test func coloursFallBackToWhatThePaletteHolds() {
    #expect(Color.default.paletteIndex(fittingPaletteOf: 256) == nil)
    #expect(Color.red.paletteIndex(fittingPaletteOf: 0) == nil)
    #expect(Color.brightRed.paletteIndex(fittingPaletteOf: 8) == 1)
    #expect(Color.brightRed.paletteIndex(fittingPaletteOf: 16) == 9)
    #expect(Color.indexed(196).paletteIndex(fittingPaletteOf: 256) == 196)
    #expect(Color.indexed(196).paletteIndex(fittingPaletteOf: 16) == 9)
    #expect(Color.indexed(196).paletteIndex(fittingPaletteOf: 8) == 1)
    #expect(Color.indexed(16).paletteIndex(fittingPaletteOf: 16) == 0)
    #expect(Color.indexed(231).paletteIndex(fittingPaletteOf: 16) == 15)
    #expect(Color.indexed(244).paletteIndex(fittingPaletteOf: 16) == 8)
    #expect(Color.indexed(244).paletteIndex(fittingPaletteOf: 8) == nil)
    #expect(Color.brightBlack.paletteIndex(fittingPaletteOf: 8) == nil)
    #expect(Color.black.paletteIndex(fittingPaletteOf: 8) == 0)
    for index in 0...255 {
      let fitted = Color.indexed(UInt8(index)).paletteIndex(fittingPaletteOf: 8)
      #expect(fitted.map { (0..<8).contains($0) } ?? true)
    }
  }
}
