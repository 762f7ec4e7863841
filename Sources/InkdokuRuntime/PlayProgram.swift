import Foundation
import InkdokuCore
import InkdokuReplay
import InkdokuStorage
import InkdokuViews
import Recognition
import SudokuKit
import TerminalUI

/// The game as the program loop runs it: events become messages, each recorded before the reducer
/// sees it; effects become file writes, puzzles and recognition requests, whose answers come back as
/// messages. The only impure part of the game besides the stores it is handed.
public struct PlayProgram: LoopProgram {
  public private(set) var state: AppState
  private let look: Look
  private let storage: GameStorage
  private let makePuzzle: (Difficulty) -> GeneratedPuzzle
  /// The player's calendar day now, for today's daily.
  private let today: () -> CalendarDay
  /// Writes every message the reducer consumes into a replay file, when the session is recorded.
  private let recorder: Recorder?
  private let recognizer: any DigitRecognizing
  /// Recognition answers, posted from the recognizer's task.
  private let mailbox = Mailbox()
  /// Wakes the loop when an answer is posted.
  private var wake: @Sendable () -> Void = {}
  /// What the player must hear once at start (handwriting is off, say).
  private let notices: [String]
  /// The player's hand as read at start; nil when the session has none (no model, or a file that
  /// cannot be used).
  private let hand: WriterProfile?

  public init(
    state: AppState, look: Look, storage: GameStorage, makePuzzle: @escaping (Difficulty) -> GeneratedPuzzle,
    recorder: Recorder? = nil, recognizer: any DigitRecognizing, hand: WriterProfile? = nil,
    notices: [String] = [], today: @escaping () -> CalendarDay = { CalendarDay(Date(), in: .current) }
  ) {
    self.today = today
    self.notices = notices
    self.hand = hand
    self.state = state
    self.look = look
    self.storage = storage
    self.makePuzzle = makePuzzle
    self.recorder = recorder
    self.recognizer = recognizer
  }

  public mutating func start(on terminal: any TerminalBackend, now: Double) {
    wake = terminal.wake
    let recordingProblem = recorder?.start(state)
    // The first message, so that a replay reads every ink with the hand the game read it with.
    if let hand { dispatch(.handLoaded(hand, learning: storage.settings.learnHand), now: now) }
    for notice in notices + [recordingProblem].compactMap({ $0 }) {
      dispatch(.notice(notice), now: now)
    }
    // Pixel reports are finer ink, but only where the terminal confirms them and tells its cell size.
    if terminal.cellPixelSize != nil { terminal.queryPixelReports() }
    dispatch(.tick, now: now)
  }

  public mutating func step(_ events: [InputEvent], on terminal: any TerminalBackend, now: Double) {
    for event in events { handle(event, terminal, now: now) }
    let answers = mailbox.drain()
    for answer in answers { dispatch(answer, now: now) }
    if events.isEmpty && answers.isEmpty { dispatch(.tick, now: now) }
  }

  public var isFinished: Bool { state.ui.quitRequested }

  public mutating func terminate(now: Double) {
    _ = storage.save(state.gameToSave, daily: state.play.daily)
    _ = storage.flushInkCounts()
    _ = state.pencil.hand.profileToSave.flatMap(storage.saveHand)
    _ = recorder?.finish(state.game, at: now)
  }

  public mutating func finish(now: Double) -> (status: Int32, message: String?) {
    let problem = [
      storage.save(state.gameToSave, daily: state.play.daily), storage.flushInkCounts(),
      state.pencil.hand.profileToSave.flatMap(storage.saveHand), storage.unfiledNotice,
    ].compactMap { $0 }.first
    _ = recorder?.finish(state.game, at: now)
    return (problem == nil ? 0 : 1, problem)
  }

  public func frame(columns: Int, rows: Int) -> ScreenBuffer {
    AppView.render(state, look)
  }

  /// The longest wait that still redraws on time: the next clock second, a message expiry, the ink's
  /// deadline, the pause of a window left.
  public func wait(now: Double) -> Double? {
    if mailbox.hasMessages { return 0 }  // answers to reduce
    var deadlines: [Double] = []
    if let m = state.ui.message { deadlines.append(m.until) }
    if let f = state.pencil.flash { deadlines.append(f.until) }
    if let ink = state.pencil.deadline(state.settings.pencil) { deadlines.append(ink) }
    if let left = state.play.leftAt { deadlines.append(left + App.leaveGrace) }
    var wait = deadlines.map { $0 - now }.min()
    if state.game.clockRunning {
      let elapsed = state.game.elapsed
      let toNextSecond = 1 - (elapsed - elapsed.rounded(.down))
      wait = min(wait ?? toNextSecond, toNextSecond)
    }
    return wait
  }

  private mutating func handle(_ event: InputEvent, _ terminal: any TerminalBackend, now: Double) {
    if case .key(.control("z")) = event {
      terminal.suspend()
      return
    }
    dispatch(.input(event), now: now)
  }

  /// Runs `message` and the messages its effects answer with, each recorded before it is reduced: a
  /// replay hands the reducer the same messages at the same times.
  mutating func dispatch(_ message: AppMessage, now: Double) {
    var queue = [message]
    while !queue.isEmpty {
      let message = queue.removeFirst()
      if let problem = recorder?.record(message, at: now) { queue.append(.notice(problem)) }
      let effects = App.reduce(&state, message, now: now)
      for effect in effects {
        if let reply = perform(effect) { queue.append(reply) }
      }
    }
  }

  private mutating func perform(_ effect: AppEffect) -> AppMessage? {
    switch effect {
    case .save:
      if let problem = storage.save(state.gameToSave, daily: state.play.daily) { return .notice(problem) }
    case .saveSettings:
      storage.settings.play = state.settings
      if let problem = storage.saveSettings() { return .notice(problem) }
    case .quit:
      break  // the reducer asked for it (`InterfaceState.quitRequested`): the loop ends after this message
    case .generatePuzzle(let difficulty):
      let generated = makePuzzle(difficulty)
      return .newPuzzle(givens: generated.puzzle, solution: generated.solution, difficulty: difficulty)
    case .startDaily:
      return todaysDaily()
    case .recordCompletion:
      let recorded = storage.recordCompletion(state.game, daily: state.play.daily)
      if let problem = recorded.problem { return .notice(problem) }
      if let level = recorded.level, let best = level.bestSeconds, let median = level.medianSeconds {
        return .completed(
          CompletionRecord(
            played: level.won, bestSeconds: best, medianSeconds: median,
            newBest: recorded.newBest, streak: recorded.streak))
      }
    case .recordAbandoned(let game, let daily):
      if let problem = storage.recordAbandoned(game, daily: daily) { return .notice(problem) }
    case .showStats:
      return .statsText(storage.statsText())
    case .recognize(let request):
      recognize(request)
    case .countInk(let surface, let reason):
      storage.countInk(surface, refused: reason)
    case .saveHand(let profile):
      if let problem = storage.saveHand(profile) { return .notice(problem) }
    }
    return nil
  }

  /// Today's daily for the new-game screen, or a notice why not: it is solved, or it is the game on.
  private func todaysDaily() -> AppMessage {
    let day = today()
    if let result = storage.dailyResult(for: day) {
      return .notice("Today's daily (\(result.difficulty)) is solved, in \(ClockText.format(result.seconds))")
    }
    if state.play.daily == day { return .notice("This is today's daily: Esc goes back to it") }
    let (generated, level) = DailyPuzzle.generated(for: day)
    return .newPuzzle(givens: generated.puzzle, solution: generated.solution, difficulty: level, daily: day)
  }

  /// Runs the recognizer off the input path; the answer wakes the loop through the mailbox.
  private func recognize(_ request: RecognitionRequest) {
    let (recognizer, mailbox, wake) = (self.recognizer, self.mailbox, self.wake)
    Task.detached {
      mailbox.post(.recognized(await recognizer.recognize(request)))
      wake()
    }
  }
}
