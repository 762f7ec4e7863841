import InkKit
import PointerGeometry
import SafeText
import SudokuKit
import TerminalUI

/// The app's reducer: messages in, state out, with the clock as an input.
public enum App {
  /// How long a status line stays up.
  static let messageSeconds = 4.0

  /// Applies `message` at time `now` and says what the loop must do, in order.
  public static func reduce(_ state: inout AppState, _ message: AppMessage, now: Double) -> [AppEffect] {
    var effects = advance(&state, to: now)
    effects += receive(message, &state, now: now)
    state.settleMistakeLimit()
    return holdWhileHidden(&state, now: now) + effects
  }

  /// Time passes once per message, before the message acts: expired lines and flashes go, the game
  /// clock moves (not behind a screen to read), and an ink group whose deadline has passed
  /// closes on the game as it was then (design §3.9).
  private static func advance(_ state: inout AppState, to now: Double) -> [AppEffect] {
    if let m = state.message, m.until <= now { state.message = nil }
    if let f = state.flash, f.until <= now { state.flash = nil }
    let held = state.clockStopsBehindScreens && state.screen.holdsClock
    return keepStandingInk(&state, now: now) + apply(held ? .idle : .tick, to: &state, now: now)
      + pencils(.tick, &state, now: now)
  }

  private static func receive(_ message: AppMessage, _ state: inout AppState, now: Double) -> [AppEffect] {
    switch message {
    case .tick:
      return []
    case .input(let event):
      return handle(event, &state, now: now)
    case .newPuzzle(let givens, let solution, let difficulty):
      return startGame(givens: givens, solution: solution, label: difficulty.rawValue, &state, now: now)
    case .statsText(let text):
      // Both texts may come from a replay file: whatever it holds is shown, never obeyed.
      state.screen = .stats(TerminalSafe.escapeLines(text))
      return []
    case .cellSize(let width, let height):
      state.terminalCell = CellSize(width: width, height: height)
      return relayout(&state, now: now)
    case .notice(let text):
      say(TerminalSafe.escape(text), &state, now: now, isError: true)
      return []
    case .recognized(let reading):
      return recognized(reading, &state, now: now)
    case .reportUnit(let unit):
      state.report(in: unit)
      return relayout(&state, now: now)
    case .newBest:
      state.newBest = state.game.solved
      return []
    case .completed(let record):
      state.completion = state.game.solved ? record : nil
      state.newBest = state.game.solved && record.newBest
      return []
    case .handLoaded(let profile, let learning):
      state.hand.profile = profile
      state.hand.isOn = learning
      return []
    }
  }

  /// Starts a new game under the new-game rules; it is nobody's daily.
  static func startGame(
    givens: Grid, solution: Grid, label: String?, _ state: inout AppState, now: Double
  ) -> [AppEffect] {
    state.screen = .playing
    state.daily = nil
    state.newBest = false
    state.completion = nil
    state.chosenDigit = nil
    state.pickingDigit = false
    state.pointer.reset()
    _ = pencils(.cancel, &state, now: now)
    var effects = apply(
      .newGame(givens: givens, solution: solution, difficultyLabel: label, rules: state.newGameRules),
      to: &state, now: now)
    effects.append(.save)
    return effects
  }

  /// The board or the pad moved or changed size: ink drawn against the old geometry is dropped.
  static func relayout(_ state: inout AppState, now: Double) -> [AppEffect] {
    state.pointer.reset()
    state.strokeSurface = nil
    return pencil(.geometryChanged(state.boardGeometry), on: .board, &state, now: now)
      + pencil(.geometryChanged(state.padGeometry), on: .pad, &state, now: now)
  }

  private static func handle(_ event: InputEvent, _ state: inout AppState, now: Double) -> [AppEffect] {
    switch event {
    case .key(let key):
      guard let command = AppCommand.forKey(key, on: state.screen) else { return [] }
      return perform(command, &state, now: now)
    case .mouse(let report):
      return pointer(report, &state, now: now)
    case .resize(let columns, let rows):
      state.resize(columns: columns, rows: rows)
      return relayout(&state, now: now)
    case .paste(_, let puzzle?):
      return boardHidden(state) ? [] : pasted(puzzle, &state, now: now)
    case .paste, .modeReport:
      return []
    }
  }

  private static func perform(_ command: AppCommand, _ state: inout AppState, now: Double) -> [AppEffect] {
    if command == .quit {
      state.quitRequested = true
      return [.save, .quit]
    }
    if boardHidden(state) { return [] }
    switch state.screen {
    case .help, .stats, .modelView, .share:
      if command == .close || command == .help || command == .confirm
        || (command == .stats && state.screen != .help)
        || (command == .modelView && state.screen == .modelView)
        || (command == .share && state.screen == .share)
      {
        state.screen = .playing
      }
      return []
    case .newGame(let selected):
      return newGameMenu(command, selected: selected, &state)
    case .confirmNewGame:
      return confirmNewGame(command, &state)
    case .tooManyMistakes:
      return mistakeLimit(command, &state, now: now)
    case .confirmPastedPuzzle(let givens, let solution):
      return confirmPastedPuzzle(command, givens: givens, solution: solution, &state, now: now)
    case .settings(let selected):
      return settingsScreen(command, selected: selected, &state, now: now)
    case .playing:
      return play(command, &state, now: now)
    }
  }

  private static func newGameMenu(_ command: AppCommand, selected: Int, _ state: inout AppState)
    -> [AppEffect]
  {
    let levels = Difficulty.allCases
    switch command {
    case .move(.up): state.screen = .newGame(selected: (selected + levels.count - 1) % levels.count)
    case .move(.down): state.screen = .newGame(selected: (selected + 1) % levels.count)
    case .digit(let d) where d <= levels.count: return [.generatePuzzle(levels[d - 1])]
    case .confirm: return [.generatePuzzle(levels[selected])]
    case .close, .newGameMenu: state.screen = .playing
    default: break
    }
    return []
  }

  private static func play(_ command: AppCommand, _ state: inout AppState, now: Double) -> [AppEffect] {
    let game = state.game
    if state.pickingDigit {
      state.pickingDigit = false
      switch command {
      case .digit(let d):
        state.chosenDigit = state.chosenDigit == d ? nil : d
        return []
      case .erase, .close, .pickDigit:
        state.chosenDigit = nil
        return []
      default:
        break
      }
    }
    switch command {
    case .move(let direction): return apply(.move(direction), to: &state, now: now)
    case .jump(let jump): return apply(.select(jump.target(in: game)), to: &state, now: now)
    case .digit(let d):
      return apply(.place(digit: d, cell: game.selection, mode: game.mode), to: &state, now: now)
    case .erase: return apply(.erase(cell: game.selection), to: &state, now: now)
    case .fillCandidates: return apply(.fillCandidates, to: &state, now: now)
    case .toggleMode: return apply(.toggleMode, to: &state, now: now)
    case .undo: return apply(.undo, to: &state, now: now)
    case .redo: return apply(.redo, to: &state, now: now)
    case .togglePause: return apply(.togglePause, to: &state, now: now)
    case .hint: return hint(&state, now: now)
    case .togglePad:
      state.togglePad()
      return relayout(&state, now: now)
    case .help:
      state.screen = .help
    case .modelView:
      state.screen = .modelView
    case .pickDigit:
      state.pickingDigit = state.digitPicking
    case .close:
      state.chosenDigit = nil
    case .share:
      // A paused game hides its board, and the share screen would show it with the clock stopped.
      if !game.paused { state.screen = .share }
    case .settings where state.hasSettingsScreen:
      state.screen = .settings(selected: .check)
    case .stats:
      return [.showStats]
    case .newGameMenu:
      state.screen = game.hasProgress ? .confirmNewGame : newGameScreen(game)
    case .confirm where game.solved:
      state.screen = .newGame(selected: 1)
    case .confirm, .quit, .answer, .keepPlaying, .restart, .settings:
      break
    }
    return []
  }

  private static func pointer(_ report: MouseReport, _ state: inout AppState, now: Double) -> [AppEffect] {
    if case .settings = state.screen { return settingsPointer(report, &state, now: now) }
    var effects: [AppEffect] = []
    // While paused or solved the board takes no pencil: the screen hides it or it is finished.
    let board = state.screen == .playing && state.game.clockRunning ? state.layout : nil
    if report.button == .wheelUp || report.button == .wheelDown {
      if case .fits = board, state.digitPicking, report.phase == .press {
        wheel(up: report.button == .wheelUp, &state)
      }
      return []
    }
    for gesture in state.pointer.handle(report) {
      guard case .fits(let placement) = board else { continue }
      switch gesture {
      case .click(let click):
        let point = ScreenPoint(x: click.column, y: click.row)
        if state.digitPicking, let area = placement.numberPad, let item = NumberPad(in: area)?.item(at: point)
        {
          effects += numberPad(item, &state, now: now)
        } else if let cell = placement.cellAt(column: click.column, row: click.row) {
          effects += clicked(cell, &state, now: now)
        }
      case .strokeBegan(let r):
        // A stroke belongs to the surface it starts on, wherever it wanders.
        let inPad = placement.pad?.contains(ScreenPoint(x: r.column, y: r.row)) == true
        state.strokeSurface = inPad ? .pad : .board
        effects += pencil(.strokeBegan(point(r, now)), on: state.strokeSurface ?? .board, &state, now: now)
      case .strokeMoved(let r):
        effects += pencil(.strokeMoved(point(r, now)), on: state.strokeSurface ?? .board, &state, now: now)
      case .strokeEnded(let r):
        effects += pencil(.strokeEnded(point(r, now)), on: state.strokeSurface ?? .board, &state, now: now)
        state.strokeSurface = nil
      }
    }
    return effects
  }

  private static func point(_ report: MouseReport, _ now: Double) -> InkPoint {
    InkPoint(x: report.x, y: report.y, t: now)
  }

  /// Feeds the pencil of `surface` and acts on what it decides.
  static func pencil(_ action: InkAction, on surface: InkSurface, _ state: inout AppState, now: Double)
    -> [AppEffect]
  {
    let inkEffects =
      switch surface {
      case .board: InkSession.reduce(&state.ink, action, now: now)
      case .pad: InkSession.reduce(&state.padInk, action, now: now)
      }
    var effects: [AppEffect] = []
    for effect in inkEffects {
      switch effect {
      case .selectCell(let cell):
        // A tap in the pad does nothing to the board.
        if surface == .board { effects += apply(.select(cell), to: &state, now: now) }
      case .finalize(let group):
        effects += finalize(group, on: surface, &state, now: now)
      case .clearInk:
        break
      case .tooLong:
        say(inkTooLongText, &state, now: now, isError: true)
      }
    }
    return effects
  }

  /// Feeds both pencils, board first: time passing, or ink dropped.
  static func pencils(_ action: InkAction, _ state: inout AppState, now: Double) -> [AppEffect] {
    var effects: [AppEffect] = []
    for surface in InkSurface.allCases { effects += pencil(action, on: surface, &state, now: now) }
    return effects
  }

  /// Why ink vanished before its release: the group passed `InkLimits`.
  static let inkTooLongText = "Ink too long: dropped"

  /// How long the target of a finished ink group stays highlighted.
  static let flashSeconds = 0.6

  /// Runs a game action and turns its events into effects, hints and status lines.
  static func apply(_ action: GameAction, to state: inout AppState, now: Double, byHint: Bool = false)
    -> [AppEffect]
  {
    let events = Game.reduce(&state.game, action, now: now)
    var effects = teachHand(events, byHint: byHint, &state, now: now)
    var changed = false
    for event in events {
      switch event {
      case .placed:
        changed = true
        // With checking off nothing else would tell the player that a full board is wrong somewhere.
        if state.game.board.isComplete && !state.game.solved { say(fullButUnsolvedText, &state, now: now) }
      case .started, .mistake, .erased, .noteToggled, .notesCleared, .candidatesFilled, .undone, .redone,
        .modeChanged, .mistakeLimitWaived:
        changed = true
      case .resumed:
        changed = true
        // "Paused: press p to resume" has been obeyed.
        if state.message?.text == rejectionText(.paused) { state.message = nil }
      case .paused:
        // Ink written before the pause is dropped with it, not recognized later.
        changed = true
        effects += pencils(.cancel, &state, now: now)
      case .hintRequested:
        changed = true
        showHint(&state)
      case .solved(let elapsed, let mistakes, let hints):
        effects.append(.recordCompletion(seconds: elapsed, mistakes: mistakes, hints: hints))
      case .rejected(let why):
        if let text = rejectionText(why) { say(text, &state, now: now, isError: true) }
      case .selected:
        break
      }
    }
    if changed { effects.insert(.save, at: 0) }
    return effects
  }

  /// What the message line says when the last empty cell is filled but the board is not the solution.
  static let fullButUnsolvedText = "The board is full but not solved: a digit is wrong (H finds it)"

  /// What a player should read when an action did nothing; nil where silence is clearer.
  static func rejectionText(_ why: GameRejection) -> String? {
    switch why {
    case .givenCell: return "That cell is a given and cannot change"
    case .paused: return "Paused: press p to resume"
    case .filledCell: return "Erase the digit before adding notes"
    case .nothingToFill: return "The notes already hold every candidate"
    default: return nil
    }
  }

  static func say(_ text: String, _ state: inout AppState, now: Double, isError: Bool = false) {
    state.message = StatusMessage(text: text, isError: isError, until: now + messageSeconds)
  }
}
