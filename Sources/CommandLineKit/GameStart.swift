import CommandLineParsing
import DigitRecognizer
import Foundation
import InkdokuReplay
import InkdokuRuntime
import InkdokuStorage
import Recognition
import SudokuKit

/// What `play` and `daily` share: the player's files, and starting the interactive game on them.
struct GameStart {
  let environment: [String: String]
  let paths: AppPaths
  let storage: GameStorage
  /// The save as found at start: the unfinished game, or a solved one, or nil.
  let saved: SavedGame?
  /// The level of the last game completed, from the statistics.
  let lastCompletedLevel: Difficulty?
  /// What reading the hand file gave: a profile, none, or why it cannot be used. Unlike the other
  /// files, an unusable hand does not stop the game: it plays with the model alone (`SessionHand`).
  let handFile: Result<WriterProfile?, FileError>

  /// Reads the player's files before anything else happens, so a file that cannot be used ends the
  /// command (status 2) before the terminal is touched and before any of them could be written.
  init(environment: [String: String]) throws(StartFailure) {
    self.environment = environment
    do {
      paths = try AppPaths(environment: environment)
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    let saves = SaveStore(path: paths.saveFile)
    let stats = StatsStore(path: paths.statsFile)
    let settingsFile = SettingsStore(path: paths.settingsFile)
    let hand = HandStore(path: paths.handFile)
    let settings: Settings?
    do {
      settings = try settingsFile.load()
      lastCompletedLevel = try stats.load()?.games.last.flatMap { Difficulty(rawValue: $0.difficulty) }
      saved = try saves.load()
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    handFile = Result { () throws(FileError) in try hand.load() }
    // A hand file that cannot be used is the player's to look at or forget: never written over.
    let handIsUnusable = if case .failure = handFile { true } else { false }
    storage = GameStorage(
      saves: saves, stats: stats, settings: settings ?? Settings(), settingsFile: settingsFile,
      hand: handIsUnusable ? nil : hand)
  }

  /// The rules the settings give a new game.
  var rules: GameRules { storage.settings.rules }

  /// The unfinished saved game, if any.
  var resumable: SavedGame? {
    guard let saved, !saved.game.solved else { return nil }
    return saved
  }

  /// The level a player who names none gets: the one last played.
  var lastLevel: Difficulty { saved?.game.difficulty ?? lastCompletedLevel ?? .medium }

  /// Refuses to start another game in place of an unfinished one with progress on it unless the player
  /// said `--new`: the game's menu asks the same before abandoning one, and nothing is lost silently.
  func checkReplacing(new: Bool) throws(StartFailure) {
    guard !new, let saved = resumable, saved.game.hasProgress else { return }
    let level = saved.game.difficulty?.description ?? "Custom"
    let daily = saved.daily.map { " daily (\($0))" } ?? ""
    throw StartFailure(
      message:
        "an unfinished \(level)\(daily) game is saved (\(ClockText.format(saved.game.elapsed)) played): "
        + "'inkdoku' resumes it; add --new to start this one instead and abandon it",
      exitStatus: 2)
  }

  /// Runs the full-screen game; new games from its menu use fresh random seeds. The session is
  /// recorded to `record` when given, else into the replay directory when the settings ask for it, and
  /// cast to `cast` when given.
  func play(
    _ game: GameState, daily: CalendarDay? = nil, ascii: Bool, record: String?, cast: String? = nil
  ) throws(StartFailure) -> Int32 {
    let (model, notice) = loadModel()
    let hand = self.hand(for: model)
    let recorder = try recorder(record, model: model?.sha256)
    let castFile: LineFile?
    do {
      castFile = try cast.map { path throws(FileError) in
        try LineFile(creating: path, action: "write cast to")
      }
    } catch {
      recorder?.abandon()
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    do {
      return try InteractiveSession.play(
        game, daily: daily, storage: storage, asciiRequested: ascii, environment: environment,
        makePuzzle: { difficulty in
          var rng = SeededRandom(seed: UInt64.random(in: 0...UInt64.max))
          return Generator.generate(difficulty: difficulty, using: &rng)
        }, recorder: recorder, cast: castFile,
        recognizer: CNNRecognizer(inference: model.map { DigitInference(model: $0) }),
        hand: hand.profile, notices: [notice, hand.notice].compactMap { $0 })
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
  }

  /// The digit model, or nil with the notice the player sees once: without it the game still plays by
  /// keyboard.
  private func loadModel() -> (DigitModel?, notice: String?) {
    do {
      return (try ModelLocator.standard().load(option: nil).model, nil)
    } catch {
      return (nil, "Handwriting is off (\(error)); the keyboard works as usual")
    }
  }

  /// The hand the session with `model` reads with, and what the player hears about it.
  func hand(for model: DigitModel?) -> SessionHand {
    SessionHand(file: handFile, model: model, now: Date())
  }

  private func recorder(_ path: String?, model: String?) throws(StartFailure) -> Recorder? {
    do {
      if let path { return try Recorder(creating: path, app: Version.number, model: model) }
      guard storage.settings.recordReplays else { return nil }
      return try Recorder.timestamped(
        in: paths.replayDirectory, now: Date(), app: Version.number, model: model)
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
  }

  /// A new game from a generated puzzle.
  static func newGame(_ generated: GeneratedPuzzle, rules: GameRules) -> GameState {
    GameState(
      givens: generated.puzzle, solution: generated.solution, difficultyLabel: generated.difficulty.rawValue,
      rules: rules)!
  }
}

/// Why the game could not start; printed as `inkdoku: <message>`.
struct StartFailure: CommandFailure {
  let message: String
  let exitStatus: Int32
  var description: String { message }
}
