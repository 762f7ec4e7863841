import InkdokuCore
import SudokuKit
import TerminalUI

/// The writing pad: a framed area titled with the cell its ink goes to, and a line saying what it is for
/// while it holds no ink. The ink itself is drawn by `InkView`, as on the board.
enum PadView {
  static func draw(_ state: AppState, _ pad: ScreenRect, _ look: Look, into buffer: inout ScreenBuffer) {
    let g = look.glyphs
    let frame = look.theme.boardLine
    for x in pad.x..<pad.maxX {
      buffer.put(String(g.horizontal(heavy: false)), x: x, y: pad.y, style: frame)
      buffer.put(String(g.horizontal(heavy: false)), x: x, y: pad.maxY - 1, style: frame)
    }
    for y in pad.y..<pad.maxY {
      buffer.put(String(g.vertical(heavy: false)), x: pad.x, y: y, style: frame)
      buffer.put(String(g.vertical(heavy: false)), x: pad.maxX - 1, y: y, style: frame)
    }
    let corners: [(Int, Int, Glyphs.Arms)] = [
      (pad.x, pad.y, [.down, .right]), (pad.maxX - 1, pad.y, [.down, .left]),
      (pad.x, pad.maxY - 1, [.up, .right]), (pad.maxX - 1, pad.maxY - 1, [.up, .left]),
    ]
    for (x, y, arms) in corners {
      buffer.put(
        String(g.junction(arms, verticalHeavy: false, horizontalHeavy: false)), x: x, y: y, style: frame)
    }
    let title = look.text(" " + Self.title(state.game) + " ")
    buffer.put(String(title.prefix(pad.width - 4)), x: pad.x + 2, y: pad.y, style: look.theme.given)
    if !state.pencil.pad.holdsInk {
      let tip = Self.tip
      let x = pad.x + max(1, (pad.width - tip.count) / 2)
      buffer.put(
        String(tip.prefix(pad.width - 2)), x: x, y: pad.y + pad.height / 2, style: look.theme.dimText)
    }
  }

  /// Where the pad's ink goes, as its frame says: `write here → r3c4`, `… (note)` in NOTES mode.
  static func title(_ game: GameState) -> String {
    "write here → \(Board.name(game.selection))" + (game.mode == .notes ? " (note)" : "")
  }

  /// What an empty pad says.
  static let tip = "drag here: write a digit"
}
