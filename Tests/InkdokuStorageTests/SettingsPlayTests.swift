import Foundation
import Preferences
import SudokuKit
import Testing

@testable import InkKit
@testable import InkdokuStorage

/// The settings the game plays by are one value; the file keeps them as top-level keys beside the
/// command line's own, which the game never changes.
@Suite struct SettingsPlayTests {
  @Test func playReadsEveryGameSettingFromTheFileKeys() {
    let settings = Settings(
      asciiOnly: true, recordReplays: true, pencil: InkSettings(acceptThresholdNormal: 0.9),
      rules: GameRules(check: .conflicts, mistakeLimit: 3), pad: .always, colours: .monochrome,
      showTimer: false, learnHand: false)
    #expect(
      settings.play
        == PlaySettings(
          rules: GameRules(check: .conflicts, mistakeLimit: 3), pad: .always,
          pencil: InkSettings(acceptThresholdNormal: 0.9),
          display: DisplaySettings(colours: .monochrome, showTimer: false), learnHand: false))
  }

  @Test func playWritesThemBackAndLeavesTheCommandLinesOwn() throws {
    var settings = Settings(asciiOnly: true, recordReplays: true)
    var play = settings.play
    play.pad = .off
    play.rules.mistakeLimit = 5
    play.pencil.acceptThresholdNotes = 0.6
    play.display = DisplaySettings(colours: .monochrome, showTimer: false)
    play.learnHand = false
    settings.play = play
    #expect(settings.play == play)
    #expect(settings.asciiOnly == true && settings.recordReplays)
    let text = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
    for key in [#""pad":"off""#, #""mistakeLimit":5"#, #""colours":"monochrome""#, #""learnHand":false"#] {
      #expect(text.contains(key))
    }
    #expect(try JSONDecoder().decode(Settings.self, from: Data(text.utf8)).play == play)
  }
}
