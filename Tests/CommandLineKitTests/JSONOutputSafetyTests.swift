import Foundation
import InkdokuTestSupport
import Testing

@testable import CommandLineKit

/// Text from the input that a JSON line repeats (a puzzle id, an ink id) reaches the terminal only as
/// JSON escapes: the encoder escapes C0 itself, and C1 (U+009B is a CSI) and bidi overrides are added.
@Suite struct JSONOutputSafetyTests {
  static let hostile = "\u{1B}]0;PWNED\u{07}\u{9B}31m\u{202E}"
  static let escaped = #""\u001b]0;PWNED\u0007\u009b31m\u202e""#

  static func assertInert(_ output: String) {
    #expect(output.contains(escaped))
    #expect(!output.unicodeScalars.contains { $0.value < 0x0A || (0x0B..<0x20).contains($0.value) })
    #expect(!output.unicodeScalars.contains { (0x7F..<0xA0).contains($0.value) || $0.value == 0x202E })
  }

  @Test func gradeJSONCarriesAHostileIdEscaped() async {
    let result = await inkdoku(
      ["grade", "--json"], input: Array("\(SolveCommandTests.second) \(Self.hostile)\n".utf8),
      commands: [GradeCommand()])
    #expect(result.status == 0)
    Self.assertInert(result.output)
  }

  @Test func recognizeJSONCarriesAHostileIdEscaped() async throws {
    let directory = try TemporaryDirectory()
    let model = try RecognizeCommandTests.modelFile([9, 0, 0, 0, 0, 0, 0, 0, 0, 0], in: directory)
    let line = #"{"id":"\u001b]0;PWNED\u0007\u009b31m\u202e","strokes":[[[10,5,0],[14,5,0.1]]]}"#
    let (result, records) = await RecognizeCommandTests.recognize(["--model", model], [line])
    #expect(result.status == 0)
    #expect(records.first?["id"] as? String == Self.hostile)
    Self.assertInert(result.output)
  }
}
