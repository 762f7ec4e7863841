import InkKit
import Recognition
import SudokuKit
import Testing

@Suite struct AcceptPolicyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let outcome: Result<Prediction, RejectReason>
    let mode: EntryMode
    var isOnBoard = true
    let decision: AcceptDecision

    var testDescription: String { "\(outcome) \(mode) onBoard=\(isOnBoard) → \(decision)" }
  }

  /// Default thresholds: 0.80 in normal entry, 0.70 for notes.
  static let cases: [Case] = [
    Case(outcome: .success(Prediction(label: 7, confidence: 0.95)), mode: .normal, decision: .accept(7)),
    Case(outcome: .success(Prediction(label: 1, confidence: 0.80)), mode: .normal, decision: .accept(1)),
    Case(
      outcome: .success(Prediction(label: 9, confidence: 0.79)), mode: .normal,
      decision: .reject(.lowConfidence)),
    Case(outcome: .success(Prediction(label: 9, confidence: 0.79)), mode: .notes, decision: .accept(9)),
    Case(outcome: .success(Prediction(label: 9, confidence: 0.70)), mode: .notes, decision: .accept(9)),
    Case(
      outcome: .success(Prediction(label: 9, confidence: 0.69)), mode: .notes,
      decision: .reject(.lowConfidence)),
    Case(
      outcome: .success(Prediction(label: 4, confidence: .nan)), mode: .notes,
      decision: .reject(.lowConfidence)),
    Case(outcome: .success(Prediction(label: 0, confidence: 0.99)), mode: .normal, decision: .reject(.zero)),
    Case(outcome: .success(Prediction(label: 0, confidence: 0.10)), mode: .notes, decision: .reject(.zero)),
    Case(
      outcome: .success(Prediction(label: 10, confidence: 0.99)), mode: .normal,
      decision: .reject(.outOfRange)),
    Case(
      outcome: .success(Prediction(label: -1, confidence: 0.99)), mode: .notes, decision: .reject(.outOfRange)
    ),
    Case(outcome: .failure(.emptyInk), mode: .normal, decision: .reject(.emptyInk)),
    Case(outcome: .failure(.modelUnavailable), mode: .normal, decision: .reject(.modelUnavailable)),
    Case(outcome: .failure(.inferenceError), mode: .notes, decision: .reject(.inferenceError)),
    Case(
      outcome: .success(Prediction(label: 5, confidence: 0.99)), mode: .normal, isOnBoard: false,
      decision: .reject(.outsideBoard)),
    Case(outcome: .failure(.emptyInk), mode: .normal, isOnBoard: false, decision: .reject(.outsideBoard)),
  ]

  @Test(arguments: cases)
  func decides(_ example: Case) {
    let request = RecognitionRequest.example(
      mode: example.mode, settings: InkSettings(), isOnBoard: example.isOnBoard)
    #expect(AcceptPolicy.decide(example.outcome, for: request).decision == example.decision)
  }

  @Test func usesTheSettingsThresholdOfTheCapturedMode() {
    let settings = InkSettings(acceptThresholdNormal: 0.5, acceptThresholdNotes: 0.95)
    let outcome = Result<Prediction, RejectReason>.success(Prediction(label: 3, confidence: 0.9))
    #expect(
      AcceptPolicy.decide(outcome, for: .example(mode: .normal, settings: settings)).decision == .accept(3))
    #expect(
      AcceptPolicy.decide(outcome, for: .example(mode: .notes, settings: settings)).decision
        == .reject(.lowConfidence))
  }

  @Test func theThresholdIsTheCapturedModes() {
    #expect(RecognitionRequest.example(mode: .notes, settings: InkSettings()).threshold == 0.70)
    #expect(RecognitionRequest.example(mode: .normal, settings: InkSettings()).threshold == 0.80)
  }

  @Test func aRejectKeepsTheModelsBestGuessAndAnAcceptItsTopThree() {
    let request = RecognitionRequest.example(mode: .normal, settings: InkSettings())
    var p = [Float](repeating: 0.01, count: 10)
    (p[3], p[8], p[5]) = (0.5, 0.3, 0.13)
    let low = AcceptPolicy.decide(.success(Prediction(probabilities: p)), for: request)
    #expect(low == .rejected(id: 1, .lowConfidence, label: 3, confidence: 0.5))
    (p[3], p[8]) = (0.85, 0.0)
    let sure = AcceptPolicy.decide(.success(Prediction(probabilities: p)), for: request)
    #expect(sure.decision == .accept(3))
    #expect(sure.top3 == [3, 5, 0] && sure.top3Probabilities == [0.85, 0.13, 0.01])
    #expect(AcceptPolicy.decide(.failure(.emptyInk), for: request) == .rejected(id: 1, .emptyInk))
  }

  @Test func reasonsAreRecordedByName() {
    #expect(
      RejectReason.allCases.map(\.rawValue) == [
        "emptyInk", "zero", "lowConfidence", "outOfRange", "modelUnavailable", "inferenceError", "stale",
        "outsideBoard", "conflict", "given",
      ])
  }
}
