import CommandLineParsing
import DigitRecognizer
import Foundation
import InkdokuCore
import InkdokuReplay
import InkdokuStorage
import Recognition
import SudokuKit

/// What `play` and `daily` share: the player's files, and starting the interactive game on them.
public struct GameStart {
  public let environment: [String: String]
  public let paths: AppPaths
  public let storage: GameStorage
  /// The save as found at start: the unfinished game, or a solved one, or nil.
  public let saved: SavedGame?
  /// The level of the last game completed, from the statistics.
  public let lastCompletedLevel: Difficulty?
  /// What reading the hand file gave: a profile, none, or why it cannot be used. Unlike the other
  /// files, an unusable hand does not stop the game: it plays with the model alone (`SessionHand`).
  public let handFile: Result<WriterProfile?, FileError>

  /// Reads the player's files before anything else happens, so a file that cannot be used ends the
  /// command (status 2) before the terminal is touched and before any of them could be written.
  /// `takesLock` false only reads (`share`): the state folder stays free for a game.
  public init(environment: [String: String], takesLock: Bool = true) throws(StartFailure) {
    self.environment = environment
    do {
      paths = try AppPaths(environment: environment)
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    // Locked before the save is read, so a second copy never resumes this one's game; a first game's
    // folder is made (and locked) only as the game starts (`lockNewFolder`), once every input has been
    // read and found usable.
    var locked = !takesLock
    do {
      if takesLock { locked = try StateLock.lockIfPresent(paths.stateDirectory) }
    } catch {
      throw Self.lockFailure(error)
    }
    let saves = SaveStore(path: paths.saveFile)
    let stats = StatsStore(path: paths.statsFile)
    let settingsFile = SettingsStore(path: paths.settingsFile)
    let hand = HandStore(path: paths.handFile)
    let settings: Settings?
    do {
      settings = try settingsFile.load()
      lastCompletedLevel = try stats.load()?.games.last(where: \.solved).flatMap {
        Difficulty(rawValue: $0.difficulty)
      }
      saved = try saves.load()
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    handFile = Result { () throws(FileError) in try hand.load() }
    let storage = GameStorage(
      saves: saves, stats: stats, settings: settings ?? Settings(), settingsFile: settingsFile,
      hand: Self.isUsable(handFile) ? hand : nil)
    // A won game a full disk kept from the statistics is filed before anything may replace it.
    if takesLock, let won = saved, won.game.solved,
      let problem = storage.recordCompletion(won.game, daily: won.daily).problem
    {
      throw StartFailure(
        message: "a won game waits in \(paths.saveFile) for the statistics: \(problem)", exitStatus: 2)
    }
    self.storage = storage
    folderToLock = locked ? nil : paths.stateDirectory
  }

  /// The state folder that did not exist at start, to be made and locked as the game starts.
  private let folderToLock: String?

  /// Makes and locks the state folder of a first game; refused when another game took it meanwhile.
  public func lockNewFolder() throws(StartFailure) {
    guard let folderToLock else { return }
    do {
      try StateLock.lock(creating: folderToLock)
    } catch {
      throw Self.lockFailure(error)
    }
  }

  private static func lockFailure(_ failure: StateLock.Failure) -> StartFailure {
    switch failure {
    case .held(let pid):
      let holder = pid.map { " (pid \($0))" } ?? ""
      return StartFailure(
        message:
          "the game is open in another terminal\(holder): one copy at a time keeps the save. Quit it there "
          + "(q saves every move), then 'inkdoku' here resumes it",
        exitStatus: 2)
    case .unusable(let error):
      return StartFailure(message: error.description, exitStatus: 2)
    }
  }

  /// A hand file that cannot be used is the player's to look at or forget: never written over.
  private static func isUsable(_ file: Result<WriterProfile?, FileError>) -> Bool {
    if case .failure = file { false } else { true }
  }

  /// The rules the settings give a new game.
  public var rules: GameRules { storage.settings.rules }

  /// The unfinished saved game, if any.
  public var resumable: SavedGame? {
    guard let saved, !saved.game.solved else { return nil }
    return saved
  }

  /// The level a player who names none gets: the one last played.
  public var lastLevel: Difficulty { saved?.game.difficulty ?? lastCompletedLevel ?? .medium }

  /// Refuses to start another game in place of an unfinished one with progress on it unless the player
  /// said `--new`: the game's menu asks the same before abandoning one, and nothing is lost silently.
  /// A started game that is replaced goes into the statistics as abandoned, as in the game.
  public func replaceSaved(new: Bool) throws(StartFailure) {
    guard let saved = resumable, saved.game.isStarted else { return }
    guard new || !saved.game.hasProgress else { throw Self.refusal(saved) }
    if let problem = storage.recordAbandoned(saved.game, daily: saved.daily) {
      throw StartFailure(message: problem, exitStatus: 2)
    }
  }

  private static func refusal(_ saved: SavedGame) -> StartFailure {
    let level = saved.game.difficulty?.description ?? "Custom"
    let daily = saved.daily.map { " daily (\($0))" } ?? ""
    return StartFailure(
      message:
        "an unfinished \(level)\(daily) game is saved (\(ClockText.format(saved.game.elapsed)) played): "
        + "'inkdoku' resumes it; add --new to start this one instead and abandon it",
      exitStatus: 2)
  }

  /// The hand the session with `model` reads with, and what the player hears about it.
  public func hand(for model: DigitModel?) -> SessionHand {
    SessionHand(file: handFile, model: model, now: Date())
  }

  /// The recorder of a session by `app` reading with `model`: into `path` when given, else into the
  /// replay directory when the settings ask for it.
  public func recorder(_ path: String?, app: String, model: String?) throws(StartFailure) -> Recorder? {
    do {
      if let path { return try Recorder(creating: path, app: app, model: model) }
      guard storage.settings.recordReplays else { return nil }
      return try Recorder.timestamped(
        in: paths.replayDirectory, now: Date(), app: app, model: model)
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
  }

  /// A new game from a generated puzzle.
  public static func newGame(_ generated: GeneratedPuzzle, rules: GameRules) -> GameState {
    GameState(
      givens: generated.puzzle, solution: generated.solution, difficultyLabel: generated.difficulty.rawValue,
      rules: rules)!
  }
}

/// Why the game could not start; printed as `inkdoku: <message>`.
public struct StartFailure: CommandFailure {
  public let message: String
  public let exitStatus: Int32

  public init(message: String, exitStatus: Int32) {
    self.message = message
    self.exitStatus = exitStatus
  }

  public var description: String { message }
}
