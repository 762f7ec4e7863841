import InkKit
import PointerGeometry
import PointerInput
import SafeText
import ScreenLayout
import SudokuKit
import TerminalUI

/// The app's reducer: messages in, state out, with the clock as an input. It composes the reducers of
/// the state's parts, each handed its own part and action: the game's (`Game.reduce`), the terminal
/// geometry's (`TerminalGeometry.apply`), the screens' (`InterfaceState.reduce`), the play's
/// (`PlayState.reduce`), the pencil's (`PencilState`, `InkSession`, `PointerTracker`, `HandLearning`)
/// and the settings' (`PlaySettings.reduce`). It decides which part hears what, and writes none itself.
public enum App {

  /// Applies `message` at time `now` and says what the loop must do, in order.
  public static func reduce(_ state: inout AppState, _ message: AppMessage, now: Double) -> [AppEffect] {
    var effects = advance(&state, to: now)
    let (revision, said) = (state.game.revision, state.ui.message)
    effects += receive(message, &state, now: now)
    if state.game.revision != revision { state.ui.reduce(.boardChanged(since: said)) }
    state.ui.reduce(.mistakeLimit(reached: state.game.overMistakeLimit))
    effects = holdWhileHidden(&state, now: now) + effects
    workOutHint(&state)
    return effects
  }

  /// Time passes once per message, before the message acts: expired lines and flashes go, the game
  /// clock moves (not behind a screen to read), and an ink group whose deadline has passed
  /// closes on the game as it was then (design §3.9).
  private static func advance(_ state: inout AppState, to now: Double) -> [AppEffect] {
    state.ui.reduce(.expire(now: now))
    state.pencil.reduce(.expire(now: now))
    let held = state.ui.screen.holdsClock
    return keepStandingInk(&state, now: now) + apply(held ? .idle : .tick, to: &state, now: now)
      + pencils(.tick, &state, now: now) + pauseIfLeft(&state, now: now)
  }

  /// The window was left `leaveGrace` ago and is still away: the game pauses.
  private static func pauseIfLeft(_ state: inout AppState, now: Double) -> [AppEffect] {
    guard let left = state.play.leftAt, now >= left + leaveGrace else { return [] }
    state.play.reduce(.left(at: nil))
    return state.game.clockRunning ? apply(.togglePause, to: &state, now: now) : []
  }

  public static let leaveGrace = 0.5

  private static func receive(_ message: AppMessage, _ state: inout AppState, now: Double) -> [AppEffect] {
    switch message {
    case .tick:
      return []
    case .input(let event):
      return handle(event, &state, now: now)
    case .newPuzzle(let givens, let solution, let difficulty, let daily):
      let effects = startGame(
        givens: givens, solution: solution, label: difficulty.rawValue, &state, now: now)
      if let daily { state.play.reduce(.daily(daily)) }
      return effects
    case .statsText(let text):
      // Both texts may come from a replay file: whatever it holds is shown, never obeyed.
      state.ui.reduce(.show(.stats(TerminalSafe.escapeLines(text))))
      return []
    case .notice(let text):
      say(TerminalSafe.escape(text), &state, now: now, isError: true, isNotice: true)
      return []
    case .recognized(let reading):
      return recognized(reading, &state, now: now)
    case .newBest:
      state.play.reduce(.newBest(state.game.solved))
      return []
    case .completed(let record):
      state.play.reduce(.completed(state.game.solved ? record : nil))
      return []
    case .handLoaded(let profile, let learning):
      _ = state.pencil.hand.reduce(.loaded(profile), now: now)
      state.settings.reduce(.learnHand(learning))
      return []
    }
  }

  /// Starts a new game under the new-game rules; it is nobody's daily.
  static func startGame(
    givens: Grid, solution: Grid, label: String?, _ state: inout AppState, now: Double
  ) -> [AppEffect] {
    startGame(
      .newGame(givens: givens, solution: solution, difficultyLabel: label, rules: state.settings.rules),
      &state, now: now)
  }

  /// Starts the game `action` makes: the old game's screen, marks and ink go with it.
  static func startGame(_ action: GameAction, _ state: inout AppState, now: Double) -> [AppEffect] {
    // While a puzzle of the player's own is entered, the game left is the one set aside.
    let abandoned = abandoning(state.play.setAside ?? state.game, daily: state.play.daily)
    state.play.reduce(.restart)
    _ = clearForNewBoard(&state, now: now)
    return abandoned + apply(action, to: &state, now: now) + [.save]
  }

  /// Another board is coming: the board shows, and the press and the ink on the old one go.
  static func clearForNewBoard(_ state: inout AppState, now: Double) -> [AppEffect] {
    state.ui.reduce(.show(.playing))
    state.pencil.reduce(.forgetPress)
    return pencils(.cancel, &state, now: now)
  }

  /// Makes a change that may move the board or the pad (the terminal's, the pad's): the press in
  /// progress is forgotten, and ink drawn on a surface that moved or changed size is dropped.
  static func relayout(_ state: inout AppState, now: Double, _ change: (inout AppState) -> Void)
    -> [AppEffect]
  {
    let (terminal, layout) = (state.terminal, state.layout)
    change(&state)
    state.pencil.reduce(.forgetPress)
    let moved = state.layout
    let unitChanged = state.terminal.reportUnit != terminal.reportUnit
    var effects: [AppEffect] = []
    for kind in InkSurface.allCases {
      let overCandidates = state.pencil.isOverCandidates(kind)
      guard
        unitChanged
          || state.terminal.surface(kind, in: moved, overCandidates: overCandidates)
            != terminal.surface(kind, in: layout, overCandidates: overCandidates)
      else { continue }
      effects += pencil(.cancel, on: kind, &state, now: now)
    }
    return effects
  }

  private static func handle(_ event: InputEvent, _ state: inout AppState, now: Double) -> [AppEffect] {
    switch event {
    case .key(let key):
      guard let command = AppCommand.forKey(key, on: state.ui.screen, paused: state.game.paused) else {
        return []
      }
      return perform(command, &state, now: now)
    case .mouse(let report):
      return pointer(state.terminal.locate(report), &state, now: now)
    case .terminal(let change):
      return relayout(&state, now: now) { $0.terminal.apply(change) }
    case .paste(_, let puzzle?):
      return boardHidden(state) ? [] : pasted(puzzle, &state, now: now)
    case .focus(let back):
      // The player went to another window: the game will wait for them, as apps do when they are left.
      state.play.reduce(.left(at: back || !state.settings.display.pauseWhenLeft ? nil : now))
      return []
    case .paste, .modeReport:
      return []
    }
  }

  static func perform(_ command: AppCommand, _ state: inout AppState, now: Double) -> [AppEffect] {
    if command == .quit {
      state.ui.reduce(.quit)
      return [.save, .quit]
    }
    if boardHidden(state) { return [] }
    let screen = state.ui.screen
    switch screen {
    case .help(let top) where command == .move(.up) || command == .move(.down):
      let step = command == .move(.up) ? -1 : 1
      state.ui.reduce(.show(.help(top: min(max(top + step, 0), OverlayView.helpLastTop(state)))))
      return []
    case .help, .stats, .modelView, .share:
      if command == .close || command == .help || command == .confirm
        || (command == .stats && !screen.isHelp)
        || (command == .modelView && screen == .modelView)
        || (command == .share && screen == .share)
      {
        state.ui.reduce(.show(.playing))
      }
      return []
    case .newGame(let selected):
      return newGameMenu(command, selected: selected, &state, now: now)
    case .confirmNewGame:
      return confirmNewGame(command, &state)
    case .tooManyMistakes:
      return mistakeLimit(command, &state, now: now)
    case .confirmPastedPuzzle(let givens, let solution, let position):
      return confirmPastedPuzzle(command, givens: givens, solution: solution, position, &state, now: now)
    case .settings(let selected):
      return settingsScreen(command, selected: selected, &state, now: now)
    case .menu(let selected):
      return menu(command, selected: selected, &state, now: now)
    case .confirmRestart:
      return confirmRestart(command, &state, now: now)
    case .playing:
      return play(command, &state, now: now)
    }
  }

  private static func newGameMenu(_ command: AppCommand, selected: Int, _ state: inout AppState, now: Double)
    -> [AppEffect]
  {
    let choices = NewGameChoice.all
    switch command {
    case .move(let direction) where direction == .up || direction == .down:
      let step = direction == .up ? -1 : 1
      state.ui.reduce(.show(.newGame(selected: Array(choices.indices).element(after: selected, by: step))))
    case .digit(let d) where choices.indices.contains(d - 1): return start(choices[d - 1], &state, now: now)
    case .confirm: return start(choices[selected], &state, now: now)
    case .close, .newGameMenu: state.ui.reduce(.show(.playing))
    default: break
    }
    return []
  }

  /// What a line of the new-game screen starts.
  private static func start(_ choice: NewGameChoice, _ state: inout AppState, now: Double) -> [AppEffect] {
    switch choice {
    case .level(let level): return [.generatePuzzle(level)]
    case .daily: return [.startDaily]
    case .own: return startEntry(&state, now: now)
    }
  }

  private static func play(_ command: AppCommand, _ state: inout AppState, now: Double) -> [AppEffect] {
    let game = state.game
    if let awaited = state.play.digitAwaited {
      state.play.reduce(.answered)
      switch (awaited, command) {
      case (.highlight, .digit(let d)):
        state.play.reduce(.pick(state.play.chosenDigit == d ? nil : d))
        return []
      case (.highlight, .erase), (.highlight, .close), (.highlight, .pickDigit):
        state.play.reduce(.pick(nil))
        return []
      case (.noteColour, .digit(let d)):
        return colourNote(d, &state, now: now)
      case (.noteColour, .close), (.noteColour, .colourNote):
        return []
      default:
        break
      }
    }
    if let done = grouped(command, &state, now: now) { return done }
    if state.play.setAside != nil, command == .confirm || (command == .close && !state.ui.showsCandidates) {
      return command == .confirm ? finishEntry(&state, now: now) : cancelEntry(&state, now: now)
    }
    if resumesOnClosing(state), command == .close || command == .confirm {
      return apply(.togglePause, to: &state, now: now)
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
      let wanted = !state.isPadShown
      let effects = relayout(&state, now: now) { $0.terminal.togglePad($0.settings.pad) }
      if wanted && !state.isPadShown { say(noRoomForPadText, &state, now: now, isError: true) }
      return effects
    case .help: state.ui.reduce(.show(.help(top: 0)))
    case .modelView: state.ui.reduce(.show(.modelView))
    case .pickDigit: state.play.reduce(.ask(.highlight))
    case .colourCell: return colourCell(&state, now: now)
    case .colourNote: state.play.reduce(.ask(.noteColour))
    case .clearColours: return apply(.clearColours, to: &state, now: now)
    case .close:
      state.play.reduce(.pick(nil))
      state.ui.reduce(.candidates(shown: false))
    case .candidates where state.candidatesPlacement == nil:
      say(candidatesNeedText, &state, now: now, isError: true)
    case .candidates: state.ui.reduce(.candidates(shown: !state.ui.showsCandidates))
    // A paused game hides its board, and the share screen would show it with the clock stopped.
    case .share: if !game.paused { state.ui.reduce(.show(.share)) }
    case .settings: state.ui.reduce(.show(.settings(selected: .check)))
    case .stats: return [.showStats]
    case .menu: state.ui.reduce(.show(.menu(selected: .newGame)))
    case .restartPuzzle: state.ui.reduce(.show(game.hasProgress ? .confirmRestart : .playing))
    case .newGameMenu:
      state.ui.reduce(.show(game.hasProgress ? .confirmNewGame : newGameScreen(game)))
    case .confirm where game.solved: state.ui.reduce(.show(.newGame(selected: 1)))
    // `g` is taken before (`grouped`).
    case .confirm, .quit, .answer, .keepPlaying, .restart, .group: break
    }
    return []
  }

  private static func pointer(_ report: LocatedReport, _ state: inout AppState, now: Double) -> [AppEffect] {
    if case .settings = state.ui.screen { return settingsPointer(report, &state, now: now) }
    if state.ui.screen.isMenu || state.ui.screen.isHelp,
      report.button == .wheelUp || report.button == .wheelDown
    {
      // The wheel moves through the menu and the help as the arrows do.
      return report.phase == .press
        ? perform(.move(report.button == .wheelUp ? .up : .down), &state, now: now) : []
    }
    // While paused or solved the board takes no pencil: the screen hides it or it is finished.
    let layout = state.layout
    let inPlay = state.ui.screen == .playing && state.game.clockRunning && layout.placement != nil
    if report.button == .wheelUp || report.button == .wheelDown {
      guard inPlay, report.phase == .press else { return [] }
      // The wheel over a cell turns the digit a click will put there.
      var effects: [AppEffect] = []
      if case .cell(let cell, _) = ScreenTarget.at(report, in: state) {
        effects += apply(.select(cell), to: &state, now: now)
      }
      state.play.reduce(.turnWheel(up: report.button == .wheelUp))
      return effects
    }
    var effects: [AppEffect] = []
    for gesture in state.pencil.pointer.handle(report, now: now) {
      switch gesture {
      case .click:
        // Only a press, a click or the wheel is hit-tested: the drags of a stroke are the hot path.
        effects += click(
          ScreenTarget.at(report, in: state), grouping: report.grouping, inPlay: inPlay, &state, now: now)
      case .ink(let action):
        guard inPlay else { continue }
        if case .strokeBegan = action, let press = state.pencil.pointer.press {
          effects += strokeBegan(at: press, &state, now: now)
        }
        effects += pencil(action, on: state.pencil.strokeSurface ?? .board, &state, now: now, in: layout)
        if case .strokeEnded = action { state.pencil.reduce(.stroke(on: nil)) }
      }
    }
    return effects
  }

  /// A click on `target`: what the screens and buttons take first, then a paused game's resume, then
  /// the board's labels, number pad and cells while it is in play.
  private static func click(
    _ target: ScreenTarget, grouping: Bool, inPlay: Bool, _ state: inout AppState, now: Double
  ) -> [AppEffect] {
    if let done = screenClick(target, &state, now: now) { return done }
    if resumesOnClosing(state) { return apply(.togglePause, to: &state, now: now) }
    guard inPlay else { return [] }
    switch target {
    case .candidatesLabel:
      state.ui.reduce(.candidates(shown: true))
    case .numberPad(let item):
      return numberPad(item, &state, now: now)
    case .candidatesView:
      state.ui.reduce(.candidates(shown: false))
    case .hintBar where state.play.setAside != nil && state.play.finger == .select:
      return finishEntry(&state, now: now)
    case .hintBar where state.play.finger != .select:
      // The bar asks or says a digit is picked, and that a click there lets it go, as Esc does.
      return play(.close, &state, now: now)
    case .cell(let cell, _):
      return grouping ? group(cell, &state, now: now) : clicked(cell, &state, now: now)
    default:
      break
    }
    return []
  }

  /// Whether what closes a screen resumes the game: the player paused it, and the pause screen stands
  /// in front of the board.
  public static func resumesOnClosing(_ state: AppState) -> Bool {
    state.ui.screen == .playing && state.game.paused && !boardHidden(state)
  }

  /// Runs a game action and turns its events into effects, hints and status lines.
  static func apply(_ action: GameAction, to state: inout AppState, now: Double, byHint: Bool = false)
    -> [AppEffect]
  {
    applyTelling(action, to: &state, now: now, byHint: byHint).effects
  }

  /// `apply`, also telling what the game said happened.
  static func applyTelling(_ action: GameAction, to state: inout AppState, now: Double, byHint: Bool = false)
    -> (effects: [AppEffect], events: [GameEvent])
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
        .modeChanged, .noteRulesChanged, .mistakeLimitWaived, .resumed, .coloured, .coloursCleared:
        changed = true
      case .paused:
        // Ink written before the pause is dropped with it, not recognized later.
        changed = true
        effects += pencils(.cancel, &state, now: now)
      case .hintRequested:
        changed = true
        state.ui.reduce(.hint(nil))
        workOutHint(&state)
      case .hintRevealed:
        changed = true
      case .solved(let elapsed, let mistakes, let hints):
        // A puzzle being entered is not played: the grid it matched only measures the board.
        guard state.play.setAside == nil else { break }
        // The solved board and what it took show where the view stood.
        state.ui.reduce(.candidates(shown: false))
        effects.append(.recordCompletion(seconds: elapsed, mistakes: mistakes, hints: hints))
      case .rejected(let why):
        if let text = rejectionText(why) { say(text, &state, now: now, isError: true) }
      case .selected:
        break
      }
    }
    if changed { effects.insert(.save, at: 0) }
    return (effects, events)
  }

  /// Why `P` did not show the pad: the window has no room for it beside or under the board.
  static let noRoomForPadText = "No room for the pad: widen the window"

  /// What the message line says when the last empty cell is filled but the board is not the solution.
  static let fullButUnsolvedText = "Full but not solved: a digit is wrong (H finds it)"
  static let candidatesNeedText =
    "All candidates need \(CandidatesPlacement.width)×\(CandidatesPlacement.height + 1): A fills the notes in"

  /// What a player should read when an action did nothing; nil where silence is clearer.
  static func rejectionText(_ why: GameRejection) -> String? {
    switch why {
    case .givenCell: return "That cell is a given and cannot change"
    case .paused: return "Paused: p, Esc or a click resumes"
    case .filledCell: return "Erase the digit before adding notes"
    case .nothingToFill: return "The notes already hold every candidate"
    case .notACandidate: return "Its row, column or box shows that digit"
    case .noSuchNote: return "Only a note the cell holds takes a colour"
    default: return nil
    }
  }

  static func say(
    _ text: String, _ state: inout AppState, now: Double, isError: Bool = false, isNotice: Bool = false
  ) {
    let until = now + InterfaceState.messageSeconds
    state.ui.reduce(.say(StatusMessage(text: text, isError: isError, until: until, isNotice: isNotice)))
  }
}
