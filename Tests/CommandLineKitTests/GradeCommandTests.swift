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

  /// A whole-number rating still shows its decimal, as SE writes it.
  @Test func theRatingKeepsOneDecimal() {
    #expect(GradeCommand.ratingText(5) == "5.0" && GradeCommand.ratingText(4.1) == "4.1")
  }
}
