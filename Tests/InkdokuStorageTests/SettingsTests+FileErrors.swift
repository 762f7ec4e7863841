import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuStorage

/// A settings file the game cannot use names the file, the key and what the key allows, or the
/// setting a misspelled key was probably meant to be.
extension SettingsTests {
  /// The sentence `play` prints for a file holding `content`.
  private func message(_ content: String) throws -> String {
    try dir.write(content, to: "config/settings.json")
    let error = #expect(throws: FileError.self) { try store.load() }
    return error?.description ?? ""
  }

  @Test(arguments: [
    (#"{"check":"bogus"}"#, #""check" is "bogus" (allowed: "solution", "conflicts", "off")"#),
    (#"{"pad":"sometimes"}"#, #""pad" is "sometimes" (allowed: "auto", "always", "off")"#),
    (#"{"colours":"neon"}"#, #""colours" is "neon" (allowed: "auto", "monochrome")"#),
    (#"{"showTimer":"no"}"#, #""showTimer" is "no" (allowed: true or false)"#),
    (#"{"asciiOnly":1}"#, #""asciiOnly" is 1 (allowed: true, false or null)"#),
    (#"{"mistakeLimit":-2}"#, #""mistakeLimit" is -2 (allowed: a whole number from 0 to 999)"#),
    (#"{"mistakeLimit":2.5}"#, #""mistakeLimit" is 2.5 (allowed: a whole number from 0 to 999)"#),
    (#"{"mistakeLimit":"3"}"#, #""mistakeLimit" is "3" (allowed: a whole number from 0 to 999)"#),
    (#"{"pencil":3}"#, #""pencil" is 3 (allowed: an object of settings)"#),
    (
      #"{"pencil":{"acceptThresholdNormal":1.5}}"#,
      #""pencil.acceptThresholdNormal" is 1.5 (allowed: a number from 0 to 1)"#
    ),
    (#"{"pencil":{"groupDebounce":-1}}"#, #""pencil.groupDebounce" is -1 (allowed: a number of 0 or more)"#),
    (#"{"pencil":{"boardConfidence":null}}"#, #""pencil.boardConfidence" is null (allowed: true or false)"#),
    (#"{"recordReplays":[true]}"#, #""recordReplays" is a list (allowed: true or false)"#),
  ])
  func aBadValueNamesTheFileTheKeyAndTheAllowedValues(content: String, reason: String) throws {
    let text = try message(content)
    #expect(
      text.hasPrefix("cannot load settings from \(dir.file("config/settings.json")): \(reason); "), "\(text)")
    #expect(dir.contents("config/settings.json") == Data(content.utf8), "the file is left as it is")
  }

  @Test func anUnknownKeySuggestsTheNearestSetting() throws {
    #expect(try message(#"{"chek":"off"}"#).contains(#": "chek" is not a setting (did you mean "check"?)"#))
    #expect(try message(#"{"mistakelimit":3}"#).contains(#"(did you mean "mistakeLimit"?)"#))
    #expect(try message(#"{"showTimmer":true}"#).contains(#"(did you mean "showTimer"?)"#))
  }

  @Test func anUnknownKeyFarFromEverySettingListsThem() throws {
    #expect(
      try message(#"{"theme":"dark"}"#).contains(
        #""theme" is not a setting (known: "asciiOnly", "autoRemove", "candidates", "check", "colours", "learnHand", "#
          + #""mistakeLimit", "pad", "pauseWhenLeft", "pencil", "recordReplays", "showTimer")"#))
  }

  @Test func aNestedKeyIsNamedByItsPath() throws {
    #expect(
      try message(#"{"pencil":{"acceptThresholdNormall":0.9}}"#).contains(
        #""pencil.acceptThresholdNormall" is not a setting (did you mean "pencil.acceptThresholdNormal"?)"#))
    #expect(
      try message(#"{"pencil":{"pressure":3}}"#).contains(#""pencil.pressure" is not a setting (known: "#))
  }

  @Test func everyProblemIsNamedInTheOrderOfTheKeys() throws {
    #expect(
      try message(#"{"pad":"x","chek":"off"}"#).contains(
        #": "chek" is not a setting (did you mean "check"?); "pad" is "x" (allowed: "auto", "always", "off"); "#
      ))
  }

  @Test func aFileThatIsNotAnObjectSaysWhatItHolds() throws {
    #expect(try message("[1]").contains(": the file holds a list, not an object of settings; "))
    #expect(try message(#""check""#).contains(#": the file holds "check", not an object of settings; "#))
  }

  /// The schema is the list of keys the player may write: every key the game writes is in it, and it
  /// has no other.
  @Test func theSchemaHoldsExactlyTheKeysTheGameWrites() throws {
    let data = try JSONEncoder().encode(Settings(asciiOnly: true))
    let written = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(written.keys) == Set(SettingsSchema.keys.keys))
    let pencil = try #require(written["pencil"] as? [String: Any])
    #expect(Set(pencil.keys) == Set(SettingsSchema.pencilKeys.keys))
  }

  @Test func everyValueTheGameWritesIsAllowed() throws {
    for settings in [Settings(), Settings(asciiOnly: false, recordReplays: true, colours: .monochrome)] {
      let data = try JSONEncoder().encode(settings)
      #expect(SettingsSchema.problems(in: try JSONDecoder().decode(JSONValue.self, from: data)).isEmpty)
    }
  }
}
