import Foundation
import InkdokuTestSupport
import Testing

@testable import InkKit
@testable import InkdokuStorage
@testable import SudokuKit

@Suite struct SettingsTests {
  let dir: TemporaryDirectory
  let store: SettingsStore

  init() throws {
    dir = try TemporaryDirectory()
    store = SettingsStore(path: dir.file("config/settings.json"))
  }

  private func decode(_ text: String) throws -> Settings {
    try JSONDecoder().decode(Settings.self, from: Data(text.utf8))
  }

  @Test func defaultsFollowTheDesign() {
    let settings = Settings()
    #expect(settings.asciiOnly == nil && !settings.recordReplays)
    let pencil = settings.pencil
    #expect(pencil.tapMaxDiagonal == 0.15 && pencil.tapMaxDuration == 0.12)
    #expect(pencil.groupDebounce == 0.45 && pencil.farDistance == 1.5)
    #expect(pencil.acceptThresholdNormal == 0.80 && pencil.acceptThresholdNotes == 0.70)
  }

  @Test func missingKeysTakeTheirDefaults() throws {
    #expect(try decode("{}") == Settings())
    let partial = try decode(#"{"asciiOnly":null,"pencil":{"acceptThresholdNotes":0.6}}"#)
    #expect(partial == Settings(pencil: InkSettings(acceptThresholdNotes: 0.6)))
  }

  @Test func coloursAndTheTimerAreTopLevelKeysDefaultingToTheTerminalAndShown() throws {
    #expect(Settings().colours == .auto && Settings().showTimer)
    let settings = try decode(#"{"colours":"monochrome","showTimer":false}"#)
    #expect(settings == Settings(colours: .monochrome, showTimer: false))
    #expect(try decode(settings.json) == settings)
  }

  @Test func thePadSettingIsATopLevelKeyAndAutoByDefault() throws {
    #expect(Settings().pad == .auto)
    #expect(try decode(#"{"pad":"always"}"#).pad == .always)
    #expect(try decode(#"{"pad":"off"}"#).pad == .off)
    #expect(try Settings(pad: .off).json.contains(#""pad":"off""#))
    #expect(throws: InvalidSettings.self) { try decode(#"{"pad":"sometimes"}"#) }
  }

  @Test func theCheckModeAndMistakeLimitAreTopLevelKeys() throws {
    #expect(Settings().rules == GameRules(check: .solution, mistakeLimit: 0))
    let settings = try decode(#"{"check":"conflicts","mistakeLimit":3,"recordReplays":true}"#)
    #expect(settings.rules == GameRules(check: .conflicts, mistakeLimit: 3) && settings.recordReplays)
    #expect(try decode(#"{"check":"off"}"#).rules == GameRules(check: .off))
    let written = try settings.json
    #expect(written.contains(#""check":"conflicts""#) && written.contains(#""mistakeLimit":3"#))
    #expect(try decode(written) == settings)
  }

  @Test func aMissingFileMeansDefaults() throws {
    #expect(try store.load() == nil)
    #expect(try dir.listing() == [], "loading writes nothing")
  }

  @Test func aWrittenFileIsRead() throws {
    try dir.write(
      #"{"asciiOnly":false,"recordReplays":true,"pencil":{"farDistance":2}}"#,
      to: "config/settings.json")
    let expected = Settings(asciiOnly: false, recordReplays: true, pencil: .init(farDistance: 2))
    #expect(try store.load() == expected)
    #expect(!(try Settings().json).contains("asciiOnly"), "nil means auto and is left out of saves")
  }

  @Test func anUnusableFileIsReportedAndKept() throws {
    for (content, reason) in [
      (#"{"recordReplays":"yes"}"#, #""recordReplays" is "yes" (allowed: true or false)"#),
      ("{", "not valid JSON"),
      (#"{"chek":"off"}"#, #""chek" is not a setting (did you mean "check"?)"#),
    ] {
      try dir.write(content, to: "config/settings.json")
      let error = #expect(throws: FileError.self) { try store.load() }
      #expect(error?.reason == .unusable(reason))
      #expect(dir.contents("config/settings.json") == Data(content.utf8))
    }
    #expect(try dir.listing("config") == ["settings.json"])
  }

  @Test func savedSettingsAreIndentedForHandsAndReadBack() throws {
    let settings = Settings(
      pencil: InkSettings(acceptThresholdNormal: 0.9), rules: GameRules(check: .conflicts, mistakeLimit: 3),
      pad: .off, colours: .monochrome, showTimer: false)
    try store.save(settings)
    #expect(try store.load() == settings)
    let text = String(decoding: dir.contents("config/settings.json") ?? Data(), as: UTF8.self)
    #expect(text.contains("\n  \"check\" : \"conflicts\""), "one key a line: \(text)")
    #expect(try dir.listing("config") == ["settings.json"], "no temporary file is left")
  }
}

extension Settings {
  fileprivate var json: String {
    get throws { String(decoding: try JSONEncoder().encode(self), as: UTF8.self) }
  }
}
