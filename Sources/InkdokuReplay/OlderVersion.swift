import InkdokuCore
import Preferences
import ScreenLayout
import SudokuKit
import TerminalUI

/// Plays a recording from an older version on today's reducer. What that version did differently is
/// done to each message before the reducer sees it: an input that did nothing then is dropped (time
/// still passes), a click that did something else becomes what it did. Only three differences live in
/// the state around the reducer: the clock behind a screen to read, a hint ended by any change, and the
/// writing pad that `auto` showed even where it shrank the board.
public struct OlderVersion: Sendable {
  public let behaviour: Behaviour
  /// The player toggled the pad themself: from then on `auto` no longer decides, in any version.
  private var padToggledByPlayer = false
  /// A number-pad digit played past `f`'s question, which stays open after it.
  private var asksAgain = false

  public init(_ behaviour: Behaviour) { self.behaviour = behaviour }

  /// Applies `message` at `now` as the version that recorded it did.
  public mutating func reduce(_ state: inout AppState, _ message: AppMessage, now: Double) -> [AppEffect] {
    guard behaviour < .current else { return App.reduce(&state, message, now: now) }
    let screen = state.ui.screen
    if (!behaviour.clockStopsBehindScreens && screen.holdsClock)
      || (!behaviour.nothingSilent && screen.isMenu)
    {
      // The clock ran on behind the screen: counted up to now, nothing is left for the reducer's `idle`.
      _ = Game.reduce(&state.game, .tick, now: now)
    }
    let hint = (state.ui.hint, state.game.hintsUsed)
    var effects = App.reduce(&state, played(message, &state), now: now)
    if !behaviour.nothingSilent { keepPicked(&state) }
    if !behaviour.keepsHints, state.ui.hint != hint.0, state.game.hintsUsed == hint.1 {
      // Any change of the game's revision ended the hint: the one worked out again is not shown.
      state.ui.reduce(.hint(hint.0))
    }
    if !behaviour.padBesideFullBoard { effects += layOutPad(&state, now: now) }
    return effects
  }

  /// The state the recording started in, laid out as this version laid it out.
  public mutating func start(_ state: inout AppState) {
    let size = TerminalChange.size(columns: state.terminal.columns, rows: state.terminal.rows)
    if case .input(.terminal(let refused)) = resized(size), refused != size {
      _ = App.reduce(&state, .input(.terminal(refused)), now: 0)
    }
    if !behaviour.padBesideFullBoard { _ = layOutPad(&state, now: 0) }
  }

  /// The message this version's game acted on as today's acts on the one returned.
  private mutating func played(_ message: AppMessage, _ state: inout AppState) -> AppMessage {
    switch message {
    case .input(.terminal(let change)):
      return resized(change)
    case .input(.key(let key))
    where (!behaviour.everyWindow && state.ui.screen.isMenu)
      || (!behaviour.hardEndLevels && Self.isNewGame(state.ui.screen)):
      return AppCommand.forKey(key, on: state.ui.screen).map { screenKeyed($0, message, &state) } ?? message
    case .input(.key(let key)):
      guard let command = AppCommand.forKey(key, on: state.ui.screen, paused: state.game.paused) else {
        return message
      }
      if command == .togglePad { padToggledByPlayer = true }
      return keyed(command, &state) ? message : .tick
    case .input(.mouse(let report)):
      return pointed(report, &state)
    default:
      return message
    }
  }

  /// Whether this version acted on `command` as today's does; where it did nothing, false.
  private func keyed(_ command: AppCommand, _ state: inout AppState) -> Bool {
    if !behaviour.closingResumes, command == .close || command == .confirm, App.resumesOnClosing(state) {
      // Only `p` resumed; Esc put the picked digit down, as it does on the board.
      if command == .close { state.play.reduce(.pick(nil)) }
      return false
    }
    switch command {
    case .pickDigit: return behaviour.digitPicking
    case .settings: return behaviour.hasSettingsScreen
    case .menu, .restartPuzzle: return behaviour.mouseMenu
    case .candidates
    where behaviour.liveCandidates && !behaviour.everyWindow && state.candidatesPlacement == nil:
      // The view opened cut where it did not fit.
      if state.ui.screen == .playing { state.ui.reduce(.candidates(shown: !state.ui.showsCandidates)) }
      return false
    case .candidates: return behaviour.liveCandidates
    case .group: return behaviour.everyWindow
    case .colourCell, .colourNote, .clearColours: return behaviour.marking
    case .move(let direction) where !behaviour.hardEndLevels:
      guard case .settings = state.ui.screen, direction == .up || direction == .down else { return true }
      settingsMoved(direction, &state)
      return false
    default: return true
    }
  }

  /// The picked digit stayed picked: the wheel's after a click placed it, and one picked past `f`'s
  /// question with the question still open.
  private mutating func keepPicked(_ state: inout AppState) {
    if asksAgain { state.play.reduce(.ask(.highlight)) }
    asksAgain = false
    if case .place(let digit, once: true) = state.play.finger { state.play.reduce(.pick(digit)) }
  }

  /// The report this version's game acted on as today's acts on the one returned.
  private mutating func pointed(_ report: MouseReport, _ state: inout AppState) -> AppMessage {
    var report = report
    // A click with Alt or Ctrl held was a click: nothing grouped cells.
    if !behaviour.everyWindow { (report.alt, report.control) = (false, false) }
    if !behaviour.everyWindow, state.ui.showsCandidatesView {
      // The view took every report, and a press closed it.
      if report.phase == .press { state.ui.reduce(.candidates(shown: false)) }
      return .tick
    }
    if report.button == .wheelUp || report.button == .wheelDown {
      guard behaviour.digitPicking,
        behaviour.everyWindow || !(state.ui.screen.isMenu || state.ui.screen.isHelp)
      else { return .tick }
      if !behaviour.nothingSilent {
        // The wheel counted down as it turned up.
        report.button = report.button == .wheelUp ? .wheelDown : .wheelUp
      }
      guard !behaviour.mouseMenu else { return .input(.mouse(report)) }
      // The wheel turned the digit without selecting the cell under it: turned before the first cell,
      // off the board in either unit.
      var away = report
      (away.x, away.y) = (-1, -1)
      return .input(.mouse(away))
    }
    var probe = state.pencil.pointer
    let located = state.terminal.locate(report)
    let gestures = probe.handle(located, now: 0)
    if !behaviour.inkInCandidatesView, state.ui.showsCandidatesView, gestures.contains(where: \.isInk) {
      // The view dropped every stroke: the pointer followed it, and nothing was written.
      state.pencil.pointer = probe
      return .tick
    }
    guard gestures.contains(.click(located)) else { return .input(.mouse(report)) }
    let target = ScreenTarget.at(located, in: state)
    if !behaviour.nothingSilent, case .numberPad(.digit) = target, state.play.digitAwaited == .highlight {
      state.play.reduce(.answered)
      asksAgain = true
    }
    let then = behaviour.hardEndLevels ? nil : screenClicked(target, row: located.row, &state)
    guard let message = then ?? clicked(target, state) else { return .input(.mouse(report)) }
    // The button came up as today, and the click did `message` (or nothing).
    _ = state.pencil.pointer.handle(located, now: 0)
    return message
  }

  /// What a click on `target` did in this version where it differs from today: nil where it is the
  /// same, `.tick` where it did nothing.
  private func clicked(_ target: ScreenTarget, _ state: AppState) -> AppMessage? {
    let resume = AppMessage.input(.key(.character("p")))
    let paused = App.resumesOnClosing(state)
    if !behaviour.mouseMenu, takenByScreens(target, state) {
      return paused && behaviour.closingResumes ? resume : .tick
    }
    if paused { return behaviour.closingResumes ? nil : .tick }
    switch target {
    case .candidatesLabel: return behaviour.liveCandidates ? nil : .tick
    case .numberPad: return behaviour.digitPicking ? nil : .tick
    case .cell(_, onGridLine: true): return behaviour.clicksOnGridLines ? nil : .tick
    case .hintBar: return behaviour.everyWindow || state.game.solved ? nil : .tick
    default: return nil
    }
  }

  /// Whether today's game gives the click to the menu button, a screen's lines, or a solved board's
  /// question, which came with the menu for mouse-only play.
  private func takenByScreens(_ target: ScreenTarget, _ state: AppState) -> Bool {
    if target == .menuButton { return true }
    if case .screenLine = target { return true }
    return state.game.solved && state.ui.screen == .playing && !target.isOnBoard
  }

  /// A window that only today's narrow side panel fits was too small then: it plays as one a row too
  /// short for any board.
  private func resized(_ change: TerminalChange) -> AppMessage {
    guard !behaviour.everyWindow, case .size(let columns, let rows) = change,
      BoardLayout(columns: columns, rows: rows).placement != nil,
      BoardLayout(columns: columns, rows: rows, narrowPanels: false).placement == nil
    else { return .input(.terminal(change)) }
    return .input(.terminal(.size(columns: columns, rows: min(rows, BoardLayout.smallestBoardRows - 1))))
  }

  /// `auto` showed the pad wherever cell reports were too coarse for the board, even where that shrank
  /// the board: where today's layout differs, the pad is toggled as the player would, until the player
  /// toggles it (then `auto` no longer decides, in any version) or the pad setting changes.
  private mutating func layOutPad(_ state: inout AppState, now: Double) -> [AppEffect] {
    if state.terminal.padToggled == nil { padToggledByPlayer = false }
    guard !padToggledByPlayer, state.settings.pad == .auto else { return [] }
    let (columns, rows) = (state.terminal.columns, state.terminal.rows)
    let plain = BoardLayout(columns: columns, rows: rows)
    let coarse = plain.placement.map { $0.cellHeight + 1 < PadMode.fineCellRows } ?? false
    let wanted =
      coarse && state.terminal.reportUnit == .cell
      ? BoardLayout(columns: columns, rows: rows, pad: true) : plain
    guard state.layout != wanted else { return [] }
    return App.reduce(&state, .input(.key(.character("P"))), now: now)
  }
}
