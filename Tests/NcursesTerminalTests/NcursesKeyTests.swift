import CNcursesw
import TerminalUI
import Testing

@testable import NcursesTerminal

/// The keys ncurses decodes itself become the game's keys; codes the game has no use for are dropped.
@Suite struct NcursesKeyTests {
  @Test func cursorAndEditingKeys() {
    let expected: [(Int32, Key)] = [
      (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_HOME, .home),
      (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_IC, .insert), (KEY_DC, .delete),
      (KEY_BACKSPACE, .backspace), (KEY_ENTER, .enter), (KEY_BTAB, .backTab),
    ]
    for (code, key) in expected { #expect(NcursesBackend.key(forCode: code) == key, "code \(code)") }
  }

  @Test func functionKeysOneToTwelve() {
    for number in 1...12 { #expect(NcursesBackend.key(forCode: KEY_F0 + Int32(number)) == .function(number)) }
    #expect(NcursesBackend.key(forCode: KEY_F0) == nil)
    #expect(NcursesBackend.key(forCode: KEY_F0 + 13) == nil)
  }

  /// Mouse and resize events come another way (SGR bytes, SIGWINCH); a stray code is not a key.
  @Test func otherCodesAreNoKey() {
    for code in [KEY_MOUSE, KEY_RESIZE, KEY_MAX, 0, -1] { #expect(NcursesBackend.key(forCode: code) == nil) }
  }
}
