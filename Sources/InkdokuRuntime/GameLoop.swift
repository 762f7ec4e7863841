import DigitRecognizer
import Foundation
import InkKit
import InkdokuCore
import InkdokuReplay
import InkdokuStorage
import NcursesTerminal
import SudokuKit
import TerminalUI

/// The interactive session: reads the terminal, feeds the app reducer, runs its effects and draws.
/// The only impure part of the game besides the stores it is handed.
public final class GameLoop {
  private var state: AppState
  private let backend: NcursesBackend
  private var decoder: InputDecoder
  private let look: Look
  private let storage: GameStorage
  private let makePuzzle: (Difficulty) -> GeneratedPuzzle
  private let clock: MonotonicClock
  /// Writes every message the reducer consumes into a replay file, when the session is recorded.
  private let recorder: Recorder?
  private let recognizer: any DigitRecognizing
  /// Recognition answers, posted from the recognizer's task.
  private let mailbox = Mailbox()

  public init(
    state: AppState, backend: NcursesBackend, look: Look, storage: GameStorage,
    makePuzzle: @escaping (Difficulty) -> GeneratedPuzzle, recorder: Recorder? = nil,
    recognizer: any DigitRecognizing, clock: MonotonicClock = MonotonicClock()
  ) {
    self.state = state
    self.clock = clock
    self.recognizer = recognizer
    self.recorder = recorder
    self.backend = backend
    self.look = look
    self.storage = storage
    self.makePuzzle = makePuzzle
    decoder = InputDecoder(geometry: GameLoop.geometry(backend))
  }

  /// Cell reports become cell centres in pixels when the terminal tells its pixel size, else in 9×18 units.
  private static func geometry(_ backend: NcursesBackend) -> ReportGeometry {
    let size = backend.cellPixelSize
    return ReportGeometry(
      unit: backend.pixelReports ? .pixel : .cell, cellWidth: Double(size?.width ?? 9),
      cellHeight: Double(size?.height ?? 18))
  }

  /// Plays until the player quits, input ends or a termination signal arrives; returns the exit status.
  public func run() -> Int32 {
    let recordingProblem = recorder?.start(state, report: decoder.geometry.unit)
    for notice in [storage.startupNotice, recordingProblem].compactMap({ $0 }) { dispatch(.notice(notice)) }
    // Pixel reports are finer ink, but only where the terminal confirms them and tells its cell size.
    if backend.cellPixelSize != nil { backend.queryPixelReports() }
    dispatch(.tick)
    draw()
    while !state.quitRequested {
      let inputs = backend.readInput(timeout: timeout().map(clock.realSeconds))
      if let signal = TerminalGuard.pendingTermination {
        _ = storage.save(state.game)
        _ = storage.flushRejects()
        _ = recorder?.finish(state.game, at: clock.now)
        backend.shutdown()
        TerminalGuard.exit(bySignal: signal)
      }
      let now = clock.now
      var events: [InputEvent] = []
      for input in inputs { events += decoder.feed(input, now: now) }
      events += decoder.flush(now: now)
      for event in events { handle(event) }
      let answers = mailbox.drain()
      for answer in answers { dispatch(answer) }
      if events.isEmpty && answers.isEmpty { dispatch(.tick) }
      if backend.inputEnded { break }
      draw()
    }
    let problem = [storage.save(state.game), storage.flushRejects()].compactMap { $0 }.first
    _ = recorder?.finish(state.game, at: clock.now)
    backend.shutdown()
    if let problem { FileHandle.standardError.write(Data("inkdoku: \(problem)\n".utf8)) }
    return problem == nil ? 0 : 1
  }

  private func handle(_ event: InputEvent) {
    if case .resize = event.kind {
      let geometry = GameLoop.geometry(backend)
      if geometry != decoder.geometry {
        decoder.geometry = geometry
        dispatch(.cellSize(width: geometry.cellWidth, height: geometry.cellHeight))
      }
    }
    if case .modeReport(1016, let value) = event.kind, value == 1 || value == 2, backend.cellPixelSize != nil,
      !backend.pixelReports
    {
      backend.setPixelReports(true)
      decoder.geometry = GameLoop.geometry(backend)
    }
    if case .key(.control("z")) = event.kind {
      backend.suspend()
      return
    }
    dispatch(.input(event))
  }

  /// The longest wait that still redraws on time: the next clock second, a message expiry, an Esc deadline.
  private func timeout() -> Double? {
    let now = clock.now
    var deadlines: [Double] = []
    if let d = decoder.pendingDeadline { deadlines.append(d) }
    if let m = state.message { deadlines.append(m.until) }
    if let f = state.flash { deadlines.append(f.until) }
    if let d = state.ink.deadline { deadlines.append(d) }
    var wait = deadlines.map { $0 - now }.min()
    if state.game.clockRunning {
      let elapsed = state.game.elapsed
      let toNextSecond = 1 - (elapsed - elapsed.rounded(.down))
      wait = min(wait ?? toNextSecond, toNextSecond)
    }
    return wait.map { max(0, $0) }
  }

  /// Runs `message` and the messages its effects answer with, each recorded before it is reduced: a
  /// replay hands the reducer the same messages at the same times.
  private func dispatch(_ message: AppMessage) {
    var queue = [message]
    while !queue.isEmpty {
      let message = queue.removeFirst()
      let now = clock.now
      if let problem = recorder?.record(message, at: now) { queue.append(.notice(problem)) }
      let effects = App.update(&state, message, now: now)
      for effect in effects {
        if let reply = perform(effect) { queue.append(reply) }
      }
    }
  }

  private func perform(_ effect: AppEffect) -> AppMessage? {
    switch effect {
    case .save:
      if let problem = storage.save(state.game) { return .notice(problem) }
    case .quit:
      state.quitRequested = true
    case .generatePuzzle(let difficulty):
      // A new game ends the daily: its save and its completion belong to the new puzzle.
      storage.daily = nil
      let generated = makePuzzle(difficulty)
      return .newPuzzle(givens: generated.puzzle, solution: generated.solution, difficulty: difficulty)
    case .recordCompletion:
      if let problem = storage.recordCompletion(state.game) { return .notice(problem) }
    case .showStats:
      return .statsText(storage.statsText())
    case .recognize(let request, let context):
      recognize(request, context)
    case .countReject(let reason):
      storage.countReject(reason)
    }
    return nil
  }

  /// Runs the recognizer off the input path; the answer wakes the loop through the mailbox.
  private func recognize(_ request: InkRequest, _ context: RecognitionContext) {
    let (recognizer, mailbox) = (self.recognizer, self.mailbox)
    Task.detached {
      let result = await recognizer.recognize(request.strokes, context: context)
      mailbox.post(.recognized(RecognitionOutcome(id: request.id, result: result)))
      TerminalGuard.wakeLoop()
    }
  }

  private func draw() {
    backend.present(AppView.render(state, look))
  }
}
