import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// The new-game screen before today's daily and a puzzle of the player's own joined its levels (version
/// 10): the arrows went round the levels alone, and its lines stood where five made them.
extension OlderVersion {
  static func isNewGame(_ screen: AppScreen) -> Bool {
    if case .newGame = screen { return true }
    return false
  }

  /// What a key did on the new-game screen of then.
  func newGameKey(_ command: AppCommand, _ message: AppMessage, _ state: inout AppState) -> AppMessage {
    guard case .newGame(let selected) = state.ui.screen else { return message }
    let count = Difficulty.allCases.count
    switch command {
    case .move(.up): state.ui.reduce(.show(.newGame(selected: (selected + count - 1) % count)))
    case .move(.down): state.ui.reduce(.show(.newGame(selected: (selected + 1) % count)))
    case .digit(let d) where d > count: break
    default: return message
    }
    return .tick
  }

  /// A click on the new-game screen of then, found on its lines, played as the key of the line's.
  func newGameClick(row: Int, _ placement: BoardPlacement, _ state: AppState) -> AppMessage {
    guard var lines = OverlayView.lines(state) else { return .tick }
    // Today's daily and a puzzle of the player's own follow the levels.
    lines.removeSubrange((2 + Difficulty.allCases.count)...(3 + Difficulty.allCases.count))
    let index =
      row - OverlayFrame(lines: lines, placement: placement, screenWidth: state.terminal.columns).top
    guard lines.indices.contains(index), let command = OverlayView.command(ofLine: index, lines[index], state)
    else { return .tick }
    switch command {
    case .digit(let d) where d <= Difficulty.allCases.count:
      return .input(.key(.character(Character(String(d)))))
    case .close: return .input(.key(.escape))
    default: return .tick
    }
  }
}
