import SudokuKit
import TerminalUI

/// The status panel: difficulty, clock, mistakes, hints, entry mode and the selected cell in words.
enum PanelView {
  static func lines(_ state: AppState) -> [String] {
    let game = state.game
    let level = game.difficultyLabel.flatMap(Difficulty.init(rawValue:))?.description ?? "Custom"
    return [
      "Inkdoku · \(level)",
      "Time      \(StatsReport.clock(game.elapsed))",
      "Mistakes  \(game.mistakes)",
      "Hints     \(game.hintsUsed)",
      "Mode      \(game.mode == .normal ? "NORMAL" : "NOTES")",
      CellDescription.of(game),
    ]
  }

  static func draw(
    _ state: AppState, _ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    let panel = placement.panel
    var content = lines(state)
    if placement.panelSide == .bottom {
      // Under the board there are few rows: pack the facts into as few lines as fit.
      content = [
        content[0] + "   " + content[5],
        content[1...4].map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: "  "),
      ]
    }
    for (i, line) in content.enumerated() where i < panel.height {
      let style = i == 0 ? look.theme.given : .plain
      buffer.put(String(look.text(line).prefix(panel.width)), x: panel.x, y: panel.y + i, style: style)
    }
    if placement.panelSide == .right, let hint = state.currentHint {
      var y = panel.y + content.count + 1
      for line in Wrap.lines(hint.text, width: panel.width) where y < panel.maxY {
        buffer.put(look.text(line), x: panel.x, y: y, style: look.theme.dimText)
        y += 1
      }
    }
  }
}
