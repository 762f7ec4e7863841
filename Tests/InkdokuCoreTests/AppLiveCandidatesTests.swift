import InkdokuReplay
import InkdokuTestSupport
import Preferences
import Testing

@testable import InkdokuCore
@testable import SudokuKit

/// The note rules on the settings screen: they change the game in progress at once, are saved, and a
/// session recorded before they were settings navigates the screen as it did.
@Suite struct AppLiveCandidatesTests {
  @Test func turningLiveCandidatesOnFillsTheNotesAndTheyFollowTheBoard() {
    var d = AppSettingsTests.opened()
    for _ in 0..<3 { d.key(.up) }  // from the first setting, up wraps to the last, then past one more
    #expect(d.state.ui.screen == .settings(selected: .candidates))
    #expect(d.key(.right).contains(.saveSettings))
    #expect(d.state.settings.rules.candidates == .live && d.state.game.liveCandidates)
    #expect(d.state.game.notes[2] == DigitSet([1, 2, 4]))
    d.key(.escape)
    d.state.game.selection = 2
    d.type("4")
    #expect(d.state.game.notes[11] == DigitSet([2, 7]))
    d.type("x")
    #expect(d.state.game.notes[11] == DigitSet([2, 4, 7]))
    d.state.game.selection = 11
    d.type("n7n")
    #expect(d.state.ui.message == nil && d.state.game.notes[11] == DigitSet([2, 4]))
    d.type("n5")
    #expect(d.state.ui.message?.text == App.rejectionText(.notACandidate))
  }

  @Test func turningAutoRemovalOffKeepsThePeersNotes() {
    var d = AppSettingsTests.opened()
    d.key(.up)
    d.key(.up)
    #expect(d.state.ui.screen == .settings(selected: .autoRemove))
    d.key(.enter)
    #expect(!d.state.settings.rules.autoRemove && !d.state.game.rules.autoRemove)
    d.key(.escape)
    d.state.game.selection = 11
    d.type("n4n")
    d.state.game.selection = 2
    d.type("4")
    #expect(d.state.game.notes[11] == DigitSet([4]))
  }

  @Test func aSessionRecordedBeforeThemPassesOverTheNoteRules() {
    var d = AppDriver(AppFixture.state())
    d.behaviour = .closingResumes
    d.type("O")
    d.key(.up)
    #expect(d.state.ui.screen == .settings(selected: .timer))
    d.key(.down)
    #expect(d.state.ui.screen == .settings(selected: .check))
  }
}
