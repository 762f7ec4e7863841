import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// Draws the number pad: the digits with how many are left (a complete digit dimmed, the picked one
/// highlighted) and the actions (`notes` shown on while NOTES mode is).
enum NumberPadView {
  static func draw(_ state: AppState, _ area: ScreenRect, _ look: Look, into buffer: inout ScreenBuffer) {
    guard let pad = NumberPad(in: area) else { return }
    let left = digitsLeft(state.game)
    buffer.put("Left", x: pad.origin.x, y: pad.origin.y)
    for (item, rect) in pad.items {
      switch item {
      case .digit(let d):
        var style = left[d - 1] == 0 ? look.theme.dimText : .plain
        if d == state.play.chosenDigit { style = style.applying(look.theme.sameDigit) }
        buffer.put(String(d), x: rect.x, y: rect.y, style: style)
        buffer.put(String(left[d - 1]), x: rect.x, y: rect.y + 1, style: style)
      case .notes:
        let on = state.game.mode == .notes
        buffer.put(item.label, x: rect.x, y: rect.y, style: on ? look.theme.selection : .plain)
      case .erase, .undo, .hint:
        buffer.put(item.label, x: rect.x, y: rect.y, style: .plain)
      }
    }
  }

  /// How many of each digit 1–9 are still to place (9 less those on the board); 0 for a complete one.
  static func digitsLeft(_ game: GameState) -> [Int] {
    var left = Array(repeating: 9, count: 10)
    for cell in 0..<81 { left[game.digit(at: cell)] -= 1 }
    return (1...9).map { max(0, left[$0]) }
  }
}
