import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// The screens in front of the board before version 10 (`everyWindow`): the menu had no "What the
/// model saw" and ran its lines while paused, the help closed on any click, and the new-game screen had
/// the levels alone; and before version 11 (`levelsAndViewInk`), when the new-game screen had five levels.
extension OlderVersion {
  /// What a key did on the menu or the new-game screen of then.
  func screenKeyed(_ command: AppCommand, _ message: AppMessage, _ state: inout AppState) -> AppMessage {
    state.ui.screen.isMenu ? menuKey(command, message, &state) : newGameKey(command, message, &state)
  }

  /// What a click did on the screens of then where it differs from today's, nil where it is the same.
  func screenClicked(_ target: ScreenTarget, row: Int, _ state: inout AppState) -> AppMessage? {
    let screen = state.ui.screen
    guard case .fits(let placement) = state.layout else { return nil }
    if Self.isNewGame(screen) { return newGameClick(row: row, placement, state) }
    if case .settings = screen {
      // Outside the screen of today, a click was outside the shorter one of then too.
      guard case .screenLine = target else { return behaviour.mouseMenu ? nil : .tick }
      return settingsClick(row: row, placement, &state)
    }
    guard !behaviour.everyWindow, case .screenLine(let line) = target else { return nil }
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

  /// A line of the new-game screen: a level, today's daily or a puzzle of the player's own.
  enum NewGameLine: Equatable {
    case level(Difficulty)
    case daily, own

    /// Today's lines, in order: a line's place is its key and its `selected` index.
    static let today = Difficulty.allCases.map(level) + [daily, own]
  }

  /// The new-game screen's lines of then: the five levels up to Extreme, and from version 10 today's
  /// daily and a puzzle of one's own.
  var newGameLines: [NewGameLine] {
    let levels = Difficulty.allCases.prefix { $0 <= .extreme }.map(NewGameLine.level)
    return levels + (behaviour.everyWindow ? [.daily, .own] : [])
  }

  /// What a key did on the new-game screen of then: the arrows went through its lines, and a digit chose
  /// the line of then it named, played as today's key for that line.
  private func newGameKey(_ command: AppCommand, _ message: AppMessage, _ state: inout AppState) -> AppMessage
  {
    guard case .newGame(let selected) = state.ui.screen else { return message }
    let lines = newGameLines
    switch command {
    case .move(let direction) where direction == .up || direction == .down:
      let next = lines.element(after: NewGameLine.today[selected], by: direction == .up ? -1 : 1)
      state.ui.reduce(.show(.newGame(selected: NewGameLine.today.firstIndex(of: next)!)))
      return .tick
    case .digit(let d):
      return lines.indices.contains(d - 1) ? Self.key(of: lines[d - 1]) : .tick
    default: return message
    }
  }

  /// Today's key for a line of the new-game screen.
  private static func key(of line: NewGameLine) -> AppMessage {
    .input(.key(.character(Character(String(NewGameLine.today.firstIndex(of: line)! + 1)))))
  }

  /// A click on the new-game screen of then, found on its lines, played as today's key of the line's.
  private func newGameClick(row: Int, _ placement: BoardPlacement, _ state: AppState) -> AppMessage {
    guard var lines = OverlayView.lines(state) else { return .tick }
    // Today's lines stand after the title and a blank line; those of then are kept.
    let then = newGameLines
    for (i, line) in NewGameLine.today.enumerated().reversed() where !then.contains(line) {
      lines.remove(at: 2 + i)
    }
    let index =
      row - OverlayFrame(lines: lines, placement: placement, screenWidth: state.terminal.columns).top
    guard lines.indices.contains(index) else { return .tick }
    if then.indices.contains(index - 2) { return Self.key(of: then[index - 2]) }
    return OverlayView.command(ofLine: index, lines[index], state) == .close ? .input(.key(.escape)) : .tick
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
      state.ui.reduce(.show(.menu(selected: items.element(after: selected, by: direction == .up ? -1 : 1))))
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
