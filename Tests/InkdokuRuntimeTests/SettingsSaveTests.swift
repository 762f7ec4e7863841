import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuRuntime
@testable import InkdokuStorage
@testable import SudokuKit
@testable import TerminalUI

/// A change on the settings screen reaches `settings.json` through the loop, keeping every setting the
/// screen does not show.
@Suite struct SettingsSaveTests {
  @Test func aChangeOnTheScreenIsWrittenToTheSettingsFile() throws {
    let directory = try TemporaryDirectory()
    let file = SettingsStore(path: directory.file("config/settings.json"))
    let start = Settings(recordReplays: true, pencil: .init(farDistance: 2), pad: .always)
    var state = AppFixture.state(pad: start.pad)
    state.settings.pencil = start.pencil
    var program = PlayProgram(
      state: state, look: AppFixture.look,
      storage: GameStorage(saves: nil, stats: nil, settings: start, settingsFile: file),
      makePuzzle: SeededPuzzles(seed: 1).next, recognizer: AnswerRecognizer(answer: SevenReader.read))
    let keys = [Key.character("O"), .right, .down, .down, .down, .right] + Array(repeating: .up, count: 7)
    for (i, key) in keys.enumerated() {
      program.dispatch(.input(.key(key)), now: Double(i))
    }
    program.dispatch(.input(.key(.right)), now: 20)  // the timer, from the top going up past the note rules
    var expected = start
    expected.rules.check = .conflicts
    expected.pencil.acceptThresholdNormal = 0.85
    expected.showTimer = false
    #expect(try file.load() == expected)
  }

  @Test func aFileThatCannotBeWrittenIsSaidInTheGame() throws {
    let directory = try TemporaryDirectory()
    try directory.write("", to: "config/settings.json/inside")  // a directory where the file goes
    var program = PlayProgram(
      state: AppFixture.state(), look: AppFixture.look,
      storage: GameStorage(
        saves: nil, stats: nil, settings: Settings(),
        settingsFile: SettingsStore(path: directory.file("config/settings.json"))),
      makePuzzle: SeededPuzzles(seed: 1).next, recognizer: AnswerRecognizer(answer: SevenReader.read))
    program.dispatch(.input(.key(.character("O"))), now: 1)
    program.dispatch(.input(.key(.right)), now: 2)
    #expect(program.state.ui.message?.text.hasPrefix("cannot save settings to settings.json") == true)
    #expect(program.state.settings.rules.check == .conflicts, "the change holds for the session")
  }
}
