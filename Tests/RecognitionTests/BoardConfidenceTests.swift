import InkKit
import Recognition
import SudokuKit
import Testing

/// With a board, a reading that does not clash is judged on its share of the probability the model
/// gave the digits the board leaves possible in the target (design §3.7). The board of
/// `ConflictGateTests`: the target r3c5 sees a 7 (row), a 4 (column) and a 2 (box), and holds the
/// player's 9.
@Suite struct BoardConfidenceTests {
  static let context = ConflictGateTests.context

  /// Ten probabilities with `spread` over the given classes, the rest zero.
  private func probabilities(_ spread: [Int: Float]) -> [Float] {
    (0...9).map { spread[$0] ?? 0 }
  }

  private func decide(
    _ spread: [Int: Float], mode: EntryMode = .normal, board: BoardContext? = context
  ) -> AcceptDecision {
    AcceptPolicy.decide(
      .success(Prediction(probabilities: probabilities(spread))),
      for: .example(mode: mode, settings: InkSettings(), board: board)
    ).decision
  }

  @Test func probabilityOnDigitsTheBoardShowsGoesToTheRest() {
    let p = probabilities([5: 0.6, 7: 0.3, 4: 0.05, 1: 0.05])
    // 7 and 4 are shown: 0.6 of the 0.65 left.
    let sure = AcceptPolicy.boardConfidence(5, 0.6, probabilities: p, board: Self.context)
    #expect(abs(sure - 0.6 / 0.65) < 1e-6)
    #expect(decide([5: 0.6, 7: 0.3, 4: 0.05, 1: 0.05]) == .accept(5))
    // Without the board the same reading is not sure enough.
    #expect(decide([5: 0.6, 7: 0.3, 4: 0.05, 1: 0.05], board: nil) == .reject(.lowConfidence))
  }

  @Test func rivalsTheBoardLeavesPossibleKeepTheirShare() {
    // 1 and 3 are free in r3c5: nothing is ruled out, 0.6 stays 0.6.
    #expect(decide([5: 0.6, 1: 0.3, 3: 0.1]) == .reject(.lowConfidence))
    let p = probabilities([5: 0.6, 1: 0.3, 3: 0.1])
    #expect(AcceptPolicy.boardConfidence(5, 0.6, probabilities: p, board: Self.context) == 0.6)
    // Class 0 (no digit) is never on the board: its share is never given away.
    #expect(decide([5: 0.6, 0: 0.3, 7: 0.1]) == .reject(.lowConfidence))
  }

  @Test func theTargetsOwnDigitIsNotRuledOut() {
    // The 9 in r3c5 is the player's, which a new digit would replace: a reader torn between 5 and 9
    // stays torn.
    #expect(decide([5: 0.6, 9: 0.4]) == .reject(.lowConfidence))
  }

  @Test func aClashingReadingIsJudgedOnTheModelsOwnConfidence() {
    // 7 shows in the row: the board gives it nothing, and the gate refuses it at any confidence.
    #expect(decide([7: 0.7, 4: 0.3]) == .reject(.lowConfidence))
    #expect(decide([7: 0.9, 4: 0.1]) == .reject(.conflict))
  }

  @Test func theReadingIsNeverChanged() {
    // The free 5 is far behind the clashing 7; it is not offered instead.
    #expect(decide([7: 0.55, 5: 0.45]) == .reject(.lowConfidence))
  }

  @Test func notesUseTheirOwnThreshold() {
    // 0.5 of 0.66 left is 0.76: a note (0.70), not a digit (0.80).
    #expect(decide([5: 0.5, 2: 0.34, 1: 0.16], mode: .notes) == .accept(5))
    #expect(decide([5: 0.5, 2: 0.34, 1: 0.16]) == .reject(.lowConfidence))
  }

  @Test func theSettingTurnsItOff() {
    let p = probabilities([5: 0.6, 7: 0.3, 4: 0.05, 1: 0.05])
    let decision = AcceptPolicy.decide(
      .success(Prediction(probabilities: p)),
      for: .example(
        mode: .normal, settings: InkSettings(boardConfidence: false), board: Self.context))
    #expect(decision.decision == .reject(.lowConfidence))
  }

  @Test func withoutTheClassesProbabilitiesTheModelsConfidenceStands() {
    let decision = AcceptPolicy.decide(
      .success(Prediction(label: 5, confidence: 0.6)),
      for: .example(mode: .normal, settings: InkSettings(), board: Self.context))
    #expect(decision.decision == .reject(.lowConfidence))
  }
}
