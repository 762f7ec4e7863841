import DigitRecognizer
import InkdokuStorage
import ModelLoading
import Recognition
import SessionStart
import SudokuKit

// The game itself, put together with the ncurses terminal and the CNN, is the composition's to start.
extension GameStart {
  /// Runs the full-screen game; new games from its menu use fresh random seeds. The session is
  /// recorded to `record` when given, else into the replay directory when the settings ask for it, and
  /// cast to `cast` when given.
  func play(
    _ game: GameState, daily: CalendarDay? = nil, ascii: Bool, record: String?, cast: String? = nil
  ) throws(StartFailure) -> Int32 {
    let (model, notice) = loadModel()
    let hand = self.hand(for: model)
    let recorder = try recorder(record, app: Version.number, model: model?.sha256)
    let castFile: LineFile?
    do {
      castFile = try cast.map { path throws(FileError) in
        try LineFile(creating: path, action: "write cast to")
      }
    } catch {
      recorder?.abandon()
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    // Last of the checks, so a start refused for any other reason makes no folder.
    do {
      try lockNewFolder()
    } catch {
      recorder?.abandon()
      castFile?.remove()
      throw error
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
}
