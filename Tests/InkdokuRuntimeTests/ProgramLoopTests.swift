import Foundation
import InkdokuTestSupport
import PointerGeometry
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay
@testable import InkdokuRuntime
@testable import InkdokuStorage
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// The program loop itself, on a scripted terminal: no pty, the loop's own waits and wake-ups.
@Suite struct ProgramLoopTests {
  /// The loop blocks in `readInput` while the recognizer answers on the concurrency pool, as in the
  /// game: it runs on a thread of its own.
  final class Run: @unchecked Sendable {
    var loop: ProgramLoop<PlayProgram>
    init(_ loop: ProgramLoop<PlayProgram>) { self.loop = loop }

    func status() async -> Int32 {
      await withCheckedContinuation { done in
        Thread { done.resume(returning: self.loop.run()) }.start()
      }
    }
  }

  /// The game of `state`, saved to and recorded in `directory` (`save.json`, `s.jsonl`); every ink group
  /// reads as a 7.
  static func recordedGame(_ state: AppState, in directory: TemporaryDirectory) throws -> (
    PlayProgram, SaveStore
  ) {
    let saves = SaveStore(path: directory.file("save.json"))
    let program = PlayProgram(
      state: state, look: AppFixture.look,
      storage: GameStorage(saves: saves, stats: nil, settings: Settings()),
      makePuzzle: SeededPuzzles(seed: 1).next,
      recorder: try Recorder(creating: directory.file("s.jsonl"), app: "test", model: nil),
      recognizer: AnswerRecognizer(answer: SevenReader.read))
    return (program, saves)
  }

  /// The centre of a cell, 1-based as mouse reports count.
  static func centre(of cell: Int, _ state: AppState) -> (Int, Int) {
    guard case .fits(let placement) = state.layout else { return (1, 1) }
    let r = placement.rect(ofCell: cell)
    return (r.x + r.width / 2 + 1, r.y + r.height / 2 + 1)
  }

  @Test func keysAClickAndAWrittenDigitEndInTheScreenTheSaveAndTheReplay() async throws {
    let directory = try TemporaryDirectory()
    let state = AppFixture.state()
    let clock = ManualClock()
    let (x, y) = Self.centre(of: 2, state)
    let mouse = { (code: Int, p: (Int, Int), end: String) in "\u{1B}[<\(code);\(p.0);\(p.1)\(end)" }
    let seven = Pencil.diagonal(over: 10, state)
    var script: [ScriptedTerminal.Step] = [
      .input(after: 0.5, .bytes(mouse(0, (x, y), "M") + mouse(0, (x, y), "m"))),  // a click on r1c3
      .input(after: 0.3, .bytes("4")),  // its digit
      .input(after: 0.3, .bytes("\u{1B}[B")),  // down to r2c3
      .input(after: 0.4, .bytes(mouse(0, seven[0], "M"))),
    ]
    script += seven.dropFirst().map { .input(after: 0.03, .bytes(mouse(32, $0, "M"))) }
    script += [
      .input(after: 0.03, .bytes(mouse(0, seven.last!, "m"))),
      .input(after: 0.6, []),  // past the pencil's pause: the group goes to the recognizer
      .awaitWake,
      .input(after: 1, .bytes("q")),
    ]
    let terminal = ScriptedTerminal(
      columns: state.terminal.columns, rows: state.terminal.rows, clock: clock, script: script)
    let (program, saves) = try Self.recordedGame(state, in: directory)
    let run = Run(ProgramLoop(program, terminal: terminal, clock: clock))

    #expect(await run.status() == 0)
    let end = run.loop.program.state
    #expect(terminal.isShutDown)
    #expect(end.ui.quitRequested)
    #expect(end.game.digit(at: 2) == 4)
    #expect(end.game.digit(at: 10) == 7)
    #expect(end.game.selection == 10)  // the written digit selects its cell
    #expect(end.game.mistakes == 0)
    #expect(end.pencil.last?.decision == .accept(7))

    // The last frame shows both digits where their cells are.
    let frame = try #require(terminal.frames.last)
    for (cell, digit) in [(2, "4"), (10, "7")] {
      let (column, row) = Self.centre(of: cell, state)
      #expect(frame[column - 1, row - 1].text == digit)
    }
    #expect(frame == AppView.render(end, AppFixture.look))

    // The save holds the game as it ended; the replay rebuilds the whole state and verifies.
    let saved = try #require(try saves.load())
    var resumed = end.game
    resumed.lastTick = nil  // where the running clock last read the time is not saved
    #expect(saved.game == resumed)
    let player = try Replays.play(directory.file("s.jsonl"))
    #expect(player.state == end)
    let verifier = try await Replays.verify(
      directory.file("s.jsonl"), with: SevenReader.read)
    #expect(verifier.differences.isEmpty)
  }

  @Test func anIdleLoopWaitsForTheNextClockSecondAndControlZSuspends() async throws {
    let state = AppFixture.state()
    let clock = ManualClock()
    let terminal = ScriptedTerminal(
      columns: state.terminal.columns, rows: state.terminal.rows, clock: clock,
      script: [.input(after: 3.5, [.byte(0x1A)]), .input(after: 0.2, .bytes("q"))])
    let program = PlayProgram(
      state: state, look: AppFixture.look, storage: .ephemeral(), makePuzzle: SeededPuzzles(seed: 1).next,
      recognizer: AnswerRecognizer(answer: SevenReader.read))
    let run = Run(ProgramLoop(program, terminal: terminal, clock: clock))
    #expect(await run.status() == 0)
    #expect(terminal.suspended == 1)
    // A frame for every clock second while waiting (the panel's clock), then the suspend's and q's.
    #expect(terminal.frames.count >= 4)
    #expect(run.loop.program.state.game.elapsed >= 3.5)
  }

  /// The daily is the app's state: saves and the replay carry it, and a new game from the menu ends it.
  @Test func aNewGameEndsTheDailyInTheSaveAndTheReplay() async throws {
    let directory = try TemporaryDirectory()
    let day = try #require(CalendarDay(year: 2026, month: 12, day: 1))
    var state = AppFixture.state()
    state.play.daily = day
    let clock = ManualClock()
    let (program, saves) = try Self.recordedGame(state, in: directory)
    let terminal = ScriptedTerminal(columns: state.terminal.columns, rows: state.terminal.rows, clock: clock)
    var loop = ProgramLoop(program, terminal: terminal, clock: clock)
    loop.begin()
    loop.feed(.bytes("1"))  // a digit in the selected cell: saved as the daily
    #expect(try saves.load()?.daily == day)
    loop.feed(.bytes("Ny1"))  // abandon it for a new Easy game
    #expect(loop.program.state.play.daily == nil)
    #expect(loop.program.state.game.difficultyLabel == "easy")
    let saved = try #require(try saves.load())
    #expect(saved.daily == nil)
    #expect(saved.game.givens == loop.program.state.game.givens)
    terminal.inputEnded = true
    #expect(loop.end() == 0)
    let file = try ReplayFile(path: directory.file("s.jsonl"))
    #expect(file.header.daily == day)
    let player = try Replays.play(directory.file("s.jsonl"))
    #expect(player.state == loop.program.state)
  }

  /// A terminal that tells its cell size and confirms SGR-Pixels gets pixel reports; the game hears it
  /// as a recorded message and, where the pad showed only for coarse cell reports, hides it, in the
  /// replay as in the game.
  @Test func confirmedPixelReportsHideTheAutoPadInTheGameAndTheReplay() throws {
    let directory = try TemporaryDirectory()
    let state = AppFixture.state(columns: 80, rows: 24, pad: .auto)
    #expect(state.isPadShown)
    let clock = ManualClock()
    let (program, _) = try Self.recordedGame(state, in: directory)
    let terminal = ScriptedTerminal(columns: 80, rows: 24, clock: clock)
    terminal.cellPixelSize = CellSize(width: 10, height: 20)
    var loop = ProgramLoop(program, terminal: terminal, clock: clock)
    loop.begin()
    #expect(terminal.queriedPixelReports)
    loop.feed(.bytes("\u{1B}[?1016;1$y"))
    #expect(terminal.pixelReports)
    #expect(loop.program.state.terminal.reportUnit == .pixel)
    #expect(!loop.program.state.isPadShown)
    terminal.inputEnded = true
    #expect(loop.end() == 0)
    let player = try Replays.play(directory.file("s.jsonl"))
    #expect(player.header.terminal.reportUnit == .cell)
    #expect(player.state.terminal.reportUnit == .pixel && !player.state.isPadShown)
  }

  /// The terminal sent the reports read with its 1016 answer in cells, before it was asked for pixels:
  /// the game takes the pixel unit after them, as the decoder does, and locates the next read's in
  /// pixels.
  @Test func theReportsReadWithThePixelAnswerAreStillCells() throws {
    let directory = try TemporaryDirectory()
    let clock = ManualClock()
    let state = AppFixture.state()
    let (program, _) = try Self.recordedGame(state, in: directory)
    let terminal = ScriptedTerminal(columns: 100, rows: 32, clock: clock)
    terminal.cellPixelSize = CellSize(width: 9, height: 18)
    var loop = ProgramLoop(program, terminal: terminal, clock: clock)
    loop.begin()
    let click = { (x: Int, y: Int) in "\u{1B}[<0;\(x);\(y)M\u{1B}[<0;\(x);\(y)m" }
    let (column, row) = Self.centre(of: 30, state)
    loop.feed(.bytes("\u{1B}[?1016;1$y" + click(column, row)))
    #expect(loop.program.state.game.selection == 30)
    #expect(loop.program.state.terminal.reportUnit == .pixel)
    // The centre of cell 40's middle terminal cell, in pixels from 1.
    let (x, y) = Self.centre(of: 40, state)
    loop.feed(.bytes(click((x - 1) * 9 + 5, (y - 1) * 18 + 10)))
    #expect(loop.program.state.game.selection == 40)
    terminal.inputEnded = true
    #expect(loop.end() == 0)
  }

  /// A puzzle pasted where bracketed paste is off arrives in one read: the game offers it and types none
  /// of its digits into the board.
  @Test func anUnbracketedPastedPuzzleIsOfferedNotTyped() throws {
    let directory = try TemporaryDirectory()
    let state = AppFixture.state()
    let clock = ManualClock()
    let (program, _) = try Self.recordedGame(state, in: directory)
    let terminal = ScriptedTerminal(columns: state.terminal.columns, rows: state.terminal.rows, clock: clock)
    var loop = ProgramLoop(program, terminal: terminal, clock: clock)
    loop.begin()
    let other = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    loop.feed(.bytes(other))
    guard case .confirmPastedPuzzle(let givens, _, _) = loop.program.state.ui.screen else {
      Issue.record("the pasted puzzle is offered: \(loop.program.state.ui.screen)")
      return
    }
    #expect(givens.line == other)
    #expect(loop.program.state.game.entries == Grid(), "nothing typed")
    #expect(loop.program.state.game.mistakes == 0)
    terminal.inputEnded = true
    #expect(loop.end() == 0)
  }
}
