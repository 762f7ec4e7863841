import ScreenLayout
import TerminalUI

/// Play with the mouse alone beyond the board: the `Menu` button and its menu of every action, and
/// clicks on the lines of the screens in front of the board, which do what their keys do.
extension App {
  /// The menu: up and down move (past the lines that wait for a paused game to resume), Enter (or a
  /// click on a line) runs the line's command as its key would on the board; Esc, `m` or the button
  /// close it.
  static func menu(_ command: AppCommand, selected: MenuItem, _ state: inout AppState, now: Double)
    -> [AppEffect]
  {
    switch command {
    case .move(let direction) where direction == .up || direction == .down:
      let next = MenuItem.allCases.element(after: selected, by: direction == .up ? -1 : 1) {
        $0.isAvailable(state)
      }
      state.ui.reduce(.show(.menu(selected: next)))
    case .confirm:
      guard selected.isAvailable(state) else {
        say(resumeFirstText, &state, now: now, isError: true)
        return []
      }
      state.ui.reduce(.show(.playing))
      return selected.command.map { perform($0, &state, now: now) } ?? []
    case .close, .menu: state.ui.reduce(.show(.playing))
    default: break
    }
    return []
  }

  static let resumeFirstText = "Paused: p resumes the game first"

  /// "Restart this puzzle?": yes starts it over from its givens, no goes back unchanged.
  static func confirmRestart(_ command: AppCommand, _ state: inout AppState, now: Double) -> [AppEffect] {
    switch command {
    case .answer(true), .confirm:
      state.ui.reduce(.show(.playing))
      return startOver(&state, now: now)
    case .answer(false), .close, .restartPuzzle: state.ui.reduce(.show(.playing))
    default: break
    }
    return []
  }

  /// The same puzzle from its givens: the ink in flight goes with the old board, and the attempt ends
  /// unwon, as a new game would end it (the statistics count it abandoned).
  static func startOver(_ state: inout AppState, now: Double) -> [AppEffect] {
    state.ui.reduce(.hint(nil))
    _ = pencils(.cancel, &state, now: now)
    return abandoning(state.game, daily: state.play.daily) + apply(.restart, to: &state, now: now)
  }

  /// Where the `Menu` button is: the hint bar's right end.
  public static func menuButton(_ placement: BoardPlacement, columns: Int) -> ScreenRect {
    ScreenRect(x: columns - menuLabel.count, y: placement.hintBarRow, width: menuLabel.count, height: 1)
  }

  public static let menuLabel = "[Menu]"

  /// A click away from the board's own targets: the `Menu` button, a line of the screen in front of the
  /// board (which does what its key does), or, on a screen to read, anywhere (which closes it). Nil when
  /// the click is the board's to take.
  static func screenClick(_ target: ScreenTarget, _ state: inout AppState, now: Double) -> [AppEffect]? {
    let screen = state.ui.screen
    if target == .menuButton { return perform(.menu, &state, now: now) }
    guard case .screenLine(let line) = target, let lines = OverlayView.lines(state) else {
      // A solved board's next step is a new game: a click beside the board asks for one.
      return state.game.solved && screen == .playing && !target.isOnBoard
        ? perform(.confirm, &state, now: now) : nil
    }
    if case .menu(let selected) = screen, let menuLine = OverlayView.menuLine(line, state, selected: selected)
    {
      switch menuLine {
      case .entry(let index):
        state.ui.reduce(.show(.menu(selected: MenuItem.allCases[index])))
        return perform(.confirm, &state, now: now)
      case .more(let up):
        let window = OverlayView.menuWindow(state, selected: selected)
        if let index = window.past(up: up) {
          state.ui.reduce(.show(.menu(selected: MenuItem.allCases[index])))
        }
        return []
      }
    }
    if screen.isHelp, lines.indices.contains(line),
      [ListWindow.moreAbove, ListWindow.moreBelow].contains(lines[line])
    {
      return perform(.move(lines[line] == ListWindow.moreAbove ? .up : .down), &state, now: now)
    }
    let command = lines.indices.contains(line) ? OverlayView.command(ofLine: line, lines[line], state) : nil
    if let command { return perform(command, &state, now: now) }
    return screen.isToRead || screen.isMenu ? perform(.close, &state, now: now) : []
  }
}

extension AppScreen {
  /// The `Menu` button shows, and takes clicks, where the board or the menu is in front.
  public var showsMenuButton: Bool { self == .playing || isMenu }

  public var isMenu: Bool {
    if case .menu = self { return true }
    return false
  }

  public var isHelp: Bool {
    if case .help = self { return true }
    return false
  }

  /// A screen that only shows something: any click closes it, as Esc does.
  var isToRead: Bool {
    switch self {
    case .help, .stats, .modelView, .share: return true
    default: return false
    }
  }
}
