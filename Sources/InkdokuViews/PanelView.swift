import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// The status panel: difficulty (and the day of a daily puzzle), clock, mistakes, hints, entry mode and
/// the selected cell in words.
enum PanelView {
  static func lines(_ state: AppState) -> [String] {
    let game = state.game
    let level = Self.level(game)
    let title =
      state.play.setAside != nil
      ? ["Your own puzzle"]
      : state.play.daily.map { ["Daily · \(level)", "Date      \($0)"] } ?? ["Inkdoku · \(level)"]
    let clock = state.panelShowsClock ? ["Time      \(ClockText.format(game.elapsed))"] : []
    let counts = clock + ["Mistakes  \(mistakes(game))", "Hints     \(game.hintsUsed)"]
    if game.solved {
      return title + counts + [
        "Solved!", state.play.newBest ? "New best for \(level)!" : "Enter or N: new game",
      ]
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
    let level =
      state.play.setAside != nil
      ? "Your own puzzle" : (state.play.daily == nil ? "" : "Daily ") + Self.level(game)
    let clock = state.panelShowsClock ? " · \(ClockText.format(game.elapsed))" : ""
    let first = "\(level)\(clock) · Mistakes \(mistakes(game)) · Hints \(game.hintsUsed)"
    if game.solved {
      return [first, state.play.newBest ? "Solved! New best" : "Solved! Enter or N: new game"]
    }
    return [first, "\(modeName(game)) · \(CellDescription.of(game))"]
  }

  /// The entry mode as the panel names it.
  static func modeName(_ game: GameState) -> String { game.mode == .normal ? "NORMAL" : "NOTES" }

  static func draw(
    _ state: AppState, _ placement: BoardPlacement, _ look: Look, into buffer: inout ScreenBuffer
  ) {
    let panel = placement.panel
    if placement.pad != nil && panel.height <= BoardPlacement.compactPanelHeight {
      draw(compactLines(state), in: panel, above: nil, look, into: &buffer)
      return
    }
    var content = lines(state)
    // The number pad keeps the panel's foot.
    let room = (placement.numberPad?.y ?? panel.maxY) - panel.y
    if placement.panelSide == .bottom && room < 2 {
      // One row: the facts a player watches (time, mistakes, hints) first, then the selected cell.
      let compact = compactLines(state)
      content = [compact[0] + "   " + (state.game.solved ? compact[1] : CellDescription.of(state.game))]
    } else if placement.panelSide == .bottom {
      // Under the board there are few rows: pack the facts into as few lines as fit.
      content = [
        content[0] + "   " + content[content.count - 1],
        content[1..<content.count - 1].map { $0.split(separator: " ").joined(separator: " ") }
          .joined(separator: "  "),
      ]
    }
    draw(content, in: panel, above: placement.numberPad, look, into: &buffer)
  }

  /// `lines` from the top of `rect`, each fitted to its width, the first as a title; the number pad
  /// keeps the rect's foot where it stands there.
  static func draw(
    _ lines: [String], in rect: ScreenRect, above numberPad: ScreenRect?, _ look: Look,
    into buffer: inout ScreenBuffer
  ) {
    let room = (numberPad?.y ?? rect.maxY) - rect.y
    for (i, line) in lines.enumerated() where i < room {
      let style = i == 0 ? look.theme.given : .plain
      buffer.put(FittedLine.panel(look.text(line), width: rect.width), x: rect.x, y: rect.y + i, style: style)
    }
  }
}
