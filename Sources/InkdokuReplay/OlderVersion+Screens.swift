import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// The screens in front of the board before version 10 (`everyWindow`): the menu had no "What the
/// model saw" and ran its lines while paused, the help closed on any click, and the new-game screen had
/// the levels alone, its lines standing where five made them.
extension OlderVersion {
  /// What a key did on the menu or the new-game screen of then.
  func screenKeyed(_ command: AppCommand, _ message: AppMessage, _ state: inout AppState) -> AppMessage {
    state.ui.screen.isMenu ? menuKey(command, message, &state) : newGameKey(command, message, &state)
  }

  /// What a click did on the screens of then where it differs from today's, nil where it is the same.
  func screenClicked(_ target: ScreenTarget, row: Int, _ state: inout AppState) -> AppMessage? {
    let screen = state.ui.screen
    if Self.isNewGame(screen), case .fits(let placement) = state.layout {
      return newGameClick(row: row, placement, state)
    }
    guard case .screenLine(let line) = target else { return nil }
    if screen.isMenu {
      // The line was the item at its place in the menu of then.
      guard Self.menuItems.indices.contains(line - 1) else { return .tick }
      state.ui.reduce(.show(.menu(selected: Self.menuItems[line - 1])))
      return ranMenuItem(&state)
    }
    // Any click closed the help, which had no lines that move it.
    return screen.isHelp && behaviour.mouseMenu ? .input(.key(.escape)) : nil
  }

  static func isNewGame(_ screen: AppScreen) -> Bool {
    if case .newGame = screen { return true }
    return false
  }

  /// What a key did on the new-game screen of then.
  private func newGameKey(_ command: AppCommand, _ message: AppMessage, _ state: inout AppState) -> AppMessage
  {
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
  private func newGameClick(row: Int, _ placement: BoardPlacement, _ state: AppState) -> AppMessage {
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

  /// The menu's items before "What the model saw" joined them.
  private static let menuItems = MenuItem.allCases.filter { $0 != .modelView }

  /// What a key did in the menu then: the arrows went through every item in the menu of then, and
  /// Enter ran the selected item's command even while the game was paused.
  private func menuKey(_ command: AppCommand, _ message: AppMessage, _ state: inout AppState) -> AppMessage {
    guard case .menu(let selected) = state.ui.screen else { return message }
    let items = Self.menuItems
    switch command {
    case .move(let direction) where direction == .up || direction == .down:
      let index = items.firstIndex(of: selected) ?? 0
      let next = (index + (direction == .up ? -1 : 1) + items.count) % items.count
      state.ui.reduce(.show(.menu(selected: items[next])))
      return .tick
    case .confirm:
      return ranMenuItem(&state)
    default:
      return message
    }
  }

  /// The selected item run as then: by today's Enter where it does the same, else by its key on the
  /// board, where a paused game refuses it as the menu of then did.
  private func ranMenuItem(_ state: inout AppState) -> AppMessage {
    guard case .menu(let selected) = state.ui.screen, !selected.isAvailable(state),
      let key = selected.key.first
    else { return .input(.key(.enter)) }
    state.ui.reduce(.show(.playing))
    return .input(.key(.character(key)))
  }
}
