import Foundation
import InkdokuTestSupport
import Recognition
import Testing

@testable import InkdokuCore
@testable import InkdokuRuntime
@testable import InkdokuStorage
@testable import TerminalUI

/// The `learnHand` setting follows the settings screen only in a session with a hand: one without a
/// model shows the choice as unavailable and never turns the saved setting off.
@Suite struct HandSettingTests {
  static let profile = WriterProfile(modelSHA256: "m", dimension: 4)

  @Test func learningChangesOnlyInASessionWithAHand() {
    var settings = Settings()
    var state = AppState(game: AppFixture.state().game, columns: 100, rows: 32, settings: settings.play)
    // Without a hand the item cannot be changed: Enter on it (the last item, reached by going up).
    for key in [Key.character("O"), .up, .enter, .escape] {
      _ = App.reduce(&state, .input(.key(key)), now: 0)
    }
    settings.play = state.settings
    #expect(settings.learnHand, "no hand loaded: the setting stays on")
    _ = App.reduce(&state, .handLoaded(Self.profile, learning: false), now: 0)
    settings.play = state.settings
    #expect(!settings.learnHand)
    _ = App.reduce(&state, .handLoaded(Self.profile, learning: true), now: 0)
    settings.play = state.settings
    #expect(settings.learnHand)
  }

  /// Through the loop: the choice on the screen is written to `settings.json`.
  @Test func turningLearningOffIsWrittenToTheSettingsFile() throws {
    let directory = try TemporaryDirectory()
    let file = SettingsStore(path: directory.file("config/settings.json"))
    var program = PlayProgram(
      state: AppFixture.state(), look: AppFixture.look,
      storage: GameStorage(saves: nil, stats: nil, settings: Settings(), settingsFile: file),
      makePuzzle: SeededPuzzles(seed: 1).next, recognizer: AnswerRecognizer(answer: SevenReader.read),
      hand: Self.profile)
    program.start(on: ScriptedTerminal(columns: 100, rows: 32, clock: ManualClock()), now: 0)
    #expect(program.state.settings.learnHand)
    for (i, key) in [Key.character("O"), .up, .up, .up, .up, .right].enumerated() {
      program.dispatch(.input(.key(key)), now: Double(i + 1))
    }
    #expect(try file.load()?.learnHand == false)
  }
}
