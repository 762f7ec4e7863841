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

  /// The new-game screen's lines of then: the five levels up to Extreme, and from version 10 today's
  /// daily and a puzzle of one's own.
  var newGameLines: [NewGameChoice] {
    let levels = Difficulty.allCases.prefix { $0 <= .extreme }.map(NewGameChoice.level)
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
      let next = lines.element(after: NewGameChoice.all[selected], by: direction == .up ? -1 : 1)
      state.ui.reduce(.show(.newGame(selected: NewGameChoice.all.firstIndex(of: next)!)))
      return .tick
    case .digit(let d):
      return lines.indices.contains(d - 1) ? Self.key(of: lines[d - 1]) : .tick
    default: return message
    }
  }

  /// Today's key for a line of the new-game screen.
  private static func key(of line: NewGameChoice) -> AppMessage {
    .input(.key(.character(Character(String(NewGameChoice.all.firstIndex(of: line)! + 1)))))
  }

  /// A click on the new-game screen of then, found on its lines, played as today's key of the line's.
  private func newGameClick(row: Int, _ placement: BoardPlacement, _ state: AppState) -> AppMessage {
    // Today's choices stand after the title and a blank line; those of then are kept.
    let then = newGameLines
    let missing = NewGameChoice.all.indices.filter { !then.contains(NewGameChoice.all[$0]) }.map { 2 + $0 }
    guard let (lines, index) = lineOfThen(row: row, missing: missing, placement, state),
      lines.indices.contains(index)
    else { return .tick }
    if then.indices.contains(index - 2) { return Self.key(of: then[index - 2]) }
    return OverlayView.command(ofLine: index, lines[index], state) == .close ? .input(.key(.escape)) : .tick
  }

  /// The screen of then at `row`: today's lines without those at `missing` (the ones it did not have),
  /// in the frame they made, and the index of the line at `row` (outside them where `row` is).
  func lineOfThen(row: Int, missing: [Int], _ placement: BoardPlacement, _ state: AppState)
    -> (lines: [String], index: Int)?
  {
    guard var lines = OverlayView.lines(state) else { return nil }
    for index in missing.sorted(by: >) { lines.remove(at: index) }
    let frame = OverlayFrame(lines: lines, placement: placement, screenWidth: state.terminal.columns)
    return (lines, row - frame.top)
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
