import Foundation
import InkKit
import Testing

@Suite struct InkSettingsTests {
  @Test func defaultsAreTheDesignValues() {
    let settings = InkSettings()
    #expect(settings.tapMaxDiagonal == 0.15)
    #expect(settings.tapMaxDuration == 0.12)
    #expect(settings.groupDebounce == 0.45)
    #expect(settings.farDistance == 1.5)
    #expect(settings.nearGroupMargin == 0.1)
    #expect(settings.acceptThresholdNormal == 0.80)
    #expect(settings.acceptThresholdNotes == 0.70)
  }

  @Test func missingKeysTakeTheirDefaults() throws {
    let decoder = JSONDecoder()
    #expect(try decoder.decode(InkSettings.self, from: Data("{}".utf8)) == InkSettings())
    let partial = try decoder.decode(InkSettings.self, from: Data(#"{"farDistance":2,"future":true}"#.utf8))
    #expect(partial == InkSettings(farDistance: 2))
  }

  @Test func roundTripsThroughJSON() throws {
    let settings = InkSettings(tapMaxDuration: 0.1, nearGroupMargin: 0.2, acceptThresholdNotes: 0.65)
    let data = try JSONEncoder().encode(settings)
    #expect(try JSONDecoder().decode(InkSettings.self, from: data) == settings)
  }

  @Test func aWrongTypeIsStillAnError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(InkSettings.self, from: Data(#"{"groupDebounce":"slow"}"#.utf8))
    }
  }
}
