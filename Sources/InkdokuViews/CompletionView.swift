import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// The completion screen beside the solved board: time, mistakes and hints, the level's best and
/// median with this game among them, the daily's streak, and how to go on.
enum CompletionView {
  static func lines(_ state: AppState) -> [String] {
    let game = state.game
    var lines = [
      "Solved! · \(PanelView.level(game))", "",
      "Time      \(ClockText.format(game.elapsed))" + (state.play.newBest ? "  new best!" : ""),
      "Mistakes  \(game.mistakes)", "Hints     \(game.hintsUsed)",
    ]
    if let record = state.play.completion {
      let games = record.played == 1 ? "1 game" : "\(record.played) games"
      lines += [
        "Best      \(ClockText.format(record.bestSeconds))",
        "Median    \(ClockText.format(record.medianSeconds)) of \(games)",
      ]
      if let streak = record.streak { lines.append("Streak    \(streak == 1 ? "1 day" : "\(streak) days")") }
    }
    return lines + ["", "A click, Enter or N: new game"]
  }

  static func draw(
    _ state: AppState, _ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    guard state.game.solved, state.ui.screen == .playing else { return }
    let text = lines(state)
    // Lines that fit keep their aligned columns; only a longer one is wrapped.
    let wrapped = { (width: Int) in text.flatMap { $0.count <= width ? [$0] : Wrap.lines($0, width: width) } }
    guard let pane = SidePane.layout(state, placement, text: wrapped) else { return }
    SidePane.draw(pane, heading: look.theme.given, look, into: &buffer)
  }
}
