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

  @Test func missingKeysTakeTheirDefaultsAndUnknownKeysAreIgnored() throws {
    #expect(try decode("{}") == Settings())
    #expect(try decode(#"{"theme":"neon","pencil":{"pressure":3}}"#) == Settings())
    let partial = try decode(#"{"colour":"mono","asciiOnly":null,"pencil":{"acceptThresholdNotes":0.6}}"#)
    #expect(
      partial == Settings(pencil: InkSettings(acceptThresholdNotes: 0.6)), "colours follow the terminal")
  }

  @Test func thePadSettingIsATopLevelKeyAndAutoByDefault() throws {
    #expect(Settings().pad == .auto)
    #expect(try decode(#"{"pad":"always"}"#).pad == .always)
    #expect(try decode(#"{"pad":"off"}"#).pad == .off)
    #expect(try Settings(pad: .off).json.contains(#""pad":"off""#))
    #expect(throws: DecodingError.self) { try decode(#"{"pad":"sometimes"}"#) }
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
      #"{"asciiOnly":false,"colour":"dark","recordReplays":true,"pencil":{"farDistance":2}}"#,
      to: "config/settings.json")
    let expected = Settings(asciiOnly: false, recordReplays: true, pencil: .init(farDistance: 2))
    #expect(try store.load() == expected)
    #expect(!(try Settings().json).contains("asciiOnly"), "nil means auto and is left out of saves")
  }

  @Test func anUnusableFileIsReportedAndKept() throws {
    for (content, reason) in [
      (#"{"recordReplays":"yes"}"#, "recordReplays: Expected to decode Bool but found a string instead."),
      (
        #"{"pencil":{"acceptThresholdNormal":1.5}}"#,
        "pencil.acceptThresholdNormal: 1.5 is not a confidence between 0 and 1"
      ),
      (#"{"pencil":{"groupDebounce":-1}}"#, "pencil.groupDebounce: -1.0 is not a number of 0 or more"),
      ("{", "not valid JSON"),
      (#"{"check":"strict"}"#, "check: Cannot initialize CheckMode from invalid String value strict"),
      (#"{"mistakeLimit":-2}"#, "mistakeLimit: -2 is not a limit from 0 (none) to 999"),
    ] {
      try dir.write(content, to: "config/settings.json")
      let error = #expect(throws: FileError.self) { try store.load() }
      #expect(error?.reason == .unusable(reason))
      #expect(dir.contents("config/settings.json") == Data(content.utf8))
    }
    #expect(try dir.listing("config") == ["settings.json"])
  }
}

extension Settings {
  fileprivate var json: String {
    get throws { String(decoding: try JSONEncoder().encode(self), as: UTF8.self) }
  }
}
