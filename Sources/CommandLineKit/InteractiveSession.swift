import Foundation
import InkdokuCore
import InkdokuReplay
import InkdokuRuntime
import InkdokuStorage
import InkdokuViews
import NcursesTerminal
import Recognition
import SafeText
import SudokuKit
import TerminalUI

/// Starts the full-screen game on the terminal and runs it to the end.
public enum InteractiveSession {
  /// Why the game could not start.
  public struct StartFailure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Plays `game` with `storage` until the player quits, reading with the player's `hand` when there is
  /// one; returns the exit status. A `recorder` or a
  /// `cast` file that cannot be used because the terminal could not be taken over is removed again.
  public static func play(
    _ game: GameState, daily: CalendarDay? = nil, storage: GameStorage, asciiRequested: Bool,
    environment: [String: String], makePuzzle: @escaping (Difficulty) -> GeneratedPuzzle,
    recorder: Recorder? = nil, cast: LineFile? = nil, recognizer: any DigitRecognizing,
    hand: WriterProfile? = nil, notices: [String] = []
  ) throws(StartFailure) -> Int32 {
    guard let rate = MonotonicClock.rate(in: environment) else {
      recorder?.abandon()
      cast?.remove()
      let range = MonotonicClock.rates
      throw StartFailure(
        description:
          "\(MonotonicClock.rateVariable) must be a number from \(range.lowerBound) to \(Int(range.upperBound))"
      )
    }
    let backend: NcursesBackend
    do {
      backend = try start(environment: environment)
    } catch {
      recorder?.abandon()
      cast?.remove()
      throw error
    }
    let look = look(
      backend, asciiRequested: asciiRequested || storage.settings.asciiOnly == true, environment: environment)
    let state = AppState(
      game: game, columns: backend.columns, rows: backend.rows, settings: storage.settings.play,
      terminalCell: backend.cellSize, reportUnit: backend.reportUnit, daily: daily,
      host: TerminalHost(environment: environment))
    let program = PlayProgram(
      state: state, look: look, storage: storage, makePuzzle: makePuzzle, recorder: recorder,
      recognizer: recognizer, hand: hand, notices: notices)
    var loop = ProgramLoop(program, terminal: backend, clock: MonotonicClock(rate: rate))
    let live = cast.map {
      LiveCast(file: $0, colorMode: backend.colorMode, environment: environment, created: Date())
    }
    if let live {
      loop.onFrame = { program, frame, now in live.record(program.state, frame: frame, at: now) }
    }
    let status = loop.run()
    live?.finish()
    guard let problem = live?.problem else { return status }
    FileHandle.standardError.write(Data("\(Version.tool): \(problem)\n".utf8))
    return max(status, 1)
  }

  /// Takes over the terminal.
  static func start(environment: [String: String]) throws(StartFailure) -> NcursesBackend {
    do {
      return try NcursesBackend(environment: environment)
    } catch {
      throw StartFailure(description: startMessage(error))
    }
  }

  /// Colours for the terminal, and ASCII or Unicode glyphs as asked for or as its locale allows.
  static func look(_ backend: any TerminalBackend, asciiRequested: Bool, environment: [String: String])
    -> Look
  {
    let glyphs = Glyphs.forMode(GlyphMode.detect(asciiRequested: asciiRequested, environment: environment))
    return Look(theme: Theme.standard(for: backend.colorMode), glyphs: glyphs)
  }

  private static func startMessage(_ error: NcursesBackend.StartError) -> String {
    switch error {
    case .notATerminal: return "the game needs a terminal (standard input and output must be a tty)"
    case .alreadyRunning: return "the game is already running in this process"
    case .unknownTerminal(let term):
      return "unknown terminal type '\(TerminalSafe.escape(term))' (check TERM)"
    case .cannotAddressCursor(let term):
      return
        "terminal type '\(TerminalSafe.escape(term))' cannot move the cursor, which the board needs (check TERM)"
    }
  }
}
