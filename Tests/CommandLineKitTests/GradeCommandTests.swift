import Foundation
import Testing

@testable import CommandLineKit

@Suite struct GradeCommandTests {
  /// SE 4.1 in the Sudoku Exchange bank; its hardest step is a 2-String Kite.
  static let kite = "020071090000600003300900706090000005400000007200000010804003002900007000060810030"

  @Test func jsonCarriesTheRatingBesideTheLevel() async {
    let result = await inkdoku(["grade", "--json", Self.kite], commands: [GradeCommand()])
    #expect(result.status == 0)
    #expect(result.output.contains(#""rating":4.1"#))
    #expect(result.output.contains(#""level":"expert""#))
  }

  @Test func textPrintsTheLevelThenTheRating() async {
    let result = await inkdoku(["grade", Self.kite], commands: [GradeCommand()])
    #expect(result.output.hasPrefix("expert 4.1 "))
  }

  /// A bank puzzle whose hardest step is a naked pair, SE 3.0.
  static let pair = ".71....5..3...2.....47.31.....8..4..9...3...6..3..5.....62.85.....9...2..1....64."

  /// JSON keeps the decimal of a whole-number rating too, and the line stays one JSON object.
  @Test func jsonWritesAWholeRatingWithItsDecimal() async throws {
    let result = await inkdoku(["grade", "--json", Self.pair], commands: [GradeCommand()])
    #expect(result.output.contains(#""line":1,"rating":3.0}"#))
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["rating"] as? Double == 3.0 && object?["level"] as? String == "medium")
  }

  /// A whole-number rating still shows its decimal, as SE writes it.
  @Test func theRatingKeepsOneDecimal() {
    #expect(GradeCommand.ratingText(5) == "5.0" && GradeCommand.ratingText(4.1) == "4.1")
  }
}
