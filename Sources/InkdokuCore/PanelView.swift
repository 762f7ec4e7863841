import SudokuKit
import TerminalUI

/// The status panel: difficulty (and the day of a daily puzzle), clock, mistakes, hints, entry mode and
/// the selected cell in words.
enum PanelView {
  static func lines(_ state: AppState) -> [String] {
    let game = state.game
    let level = Self.level(game)
    let title = state.daily.map { ["Daily · \(level)", "Date      \($0)"] } ?? ["Inkdoku · \(level)"]
    let clock = state.panelShowsClock ? ["Time      \(ClockText.format(game.elapsed))"] : []
    let counts = clock + ["Mistakes  \(mistakes(game))", "Hints     \(game.hintsUsed)"]
    if game.solved {
      return title + counts + ["Solved!", state.newBest ? "New best for \(level)!" : "Enter or N: new game"]
    }
    return title + counts + [
      "Mode      \(modeName(game))", CellDescription.of(game),
    ]
  }

  /// The mistake count, out of the limit when there is one; "off" when nothing is checked.
  static func mistakes(_ game: GameState) -> String {
    if game.rules.check == .off { return "off" }
    return game.rules.mistakeLimit > 0 ? "\(game.mistakes)/\(game.rules.mistakeLimit)" : "\(game.mistakes)"
  }

  /// The game's level as players read it; a puzzle from a file or the command line is Custom.
  static func level(_ game: GameState) -> String {
    game.difficulty?.description ?? "Custom"
  }

  /// The panel in two lines, above the writing pad: the level, clock, mistakes and hints, then the mode
  /// and the selected cell (or how a solved game goes on).
  static func compactLines(_ state: AppState) -> [String] {
    let game = state.game
    let level = (state.daily == nil ? "" : "Daily ") + Self.level(game)
    let clock = state.panelShowsClock ? " · \(ClockText.format(game.elapsed))" : ""
    let first = "\(level)\(clock) · Mistakes \(mistakes(game)) · Hints \(game.hintsUsed)"
    if game.solved { return [first, state.newBest ? "Solved! New best" : "Solved! Enter or N: new game"] }
    return [first, "\(modeName(game)) · \(CellDescription.of(game))"]
  }

  /// The entry mode as the panel names it.
  static func modeName(_ game: GameState) -> String { game.mode == .normal ? "NORMAL" : "NOTES" }

  static func draw(
    _ state: AppState, _ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    let panel = placement.panel
    if placement.pad != nil && panel.height <= BoardPlacement.compactPanelHeight {
      for (i, line) in compactLines(state).enumerated() where i < panel.height {
        let style = i == 0 ? look.theme.given : .plain
        buffer.put(String(look.text(line).prefix(panel.width)), x: panel.x, y: panel.y + i, style: style)
      }
      return
    }
    var content = lines(state)
    if placement.panelSide == .bottom {
      // Under the board there are few rows: pack the facts into as few lines as fit.
      content = [
        content[0] + "   " + content[content.count - 1],
        content[1..<content.count - 1].map { $0.split(separator: " ").joined(separator: " ") }
          .joined(separator: "  "),
      ]
    }
    for (i, line) in content.enumerated() where i < panel.height {
      let style = i == 0 ? look.theme.given : .plain
      buffer.put(String(look.text(line).prefix(panel.width)), x: panel.x, y: panel.y + i, style: style)
    }
    var below = panel.y + content.count
    if placement.panelSide == .right, below + 3 < panel.maxY {
      drawDigitsLeft(state.game, x: panel.x, y: below + 1, look, into: &buffer)
      below += 3
    }
    if placement.panelSide == .right, let hint = state.currentHint {
      var y = below + 1
      for line in Wrap.lines(hint.text, width: panel.width) where y < panel.maxY {
        buffer.put(look.text(line), x: panel.x, y: y, style: look.theme.dimText)
        y += 1
      }
    }
  }

  /// How many of each digit 1–9 are still to place (9 less those on the board); 0 for a complete one.
  static func digitsLeft(_ game: GameState) -> [Int] {
    var left = Array(repeating: 9, count: 10)
    for cell in 0..<81 { left[game.digit(at: cell)] -= 1 }
    return (1...9).map { max(0, left[$0]) }
  }

  /// Two rows: the digits, and under each how many are left; a complete digit is dimmed.
  private static func drawDigitsLeft(
    _ game: GameState, x: Int, y: Int, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    buffer.put("Left", x: x, y: y)
    for (i, left) in digitsLeft(game).enumerated() {
      let style = left == 0 ? look.theme.dimText : .plain
      buffer.put(String(i + 1), x: x + 5 + 2 * i, y: y, style: style)
      buffer.put(String(left), x: x + 5 + 2 * i, y: y + 1, style: style)
    }
  }
}
