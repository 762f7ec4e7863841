import DigitRecognizer
import InkKit
import Testing

@Suite struct AcceptPolicyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let outcome: ClassifierOutcome
    let mode: InkEntryMode
    var isOnBoard = true
    let decision: AcceptDecision

    var testDescription: String { "\(outcome) \(mode) onBoard=\(isOnBoard) → \(decision)" }
  }

  /// Default thresholds: 0.80 in normal entry, 0.70 for notes.
  static let cases: [Case] = [
    Case(outcome: .prediction(label: 7, confidence: 0.95), mode: .normal, decision: .accept(7)),
    Case(outcome: .prediction(label: 1, confidence: 0.80), mode: .normal, decision: .accept(1)),
    Case(outcome: .prediction(label: 9, confidence: 0.79), mode: .normal, decision: .reject(.lowConfidence)),
    Case(outcome: .prediction(label: 9, confidence: 0.79), mode: .notes, decision: .accept(9)),
    Case(outcome: .prediction(label: 9, confidence: 0.70), mode: .notes, decision: .accept(9)),
    Case(outcome: .prediction(label: 9, confidence: 0.69), mode: .notes, decision: .reject(.lowConfidence)),
    Case(outcome: .prediction(label: 4, confidence: .nan), mode: .notes, decision: .reject(.lowConfidence)),
    Case(outcome: .prediction(label: 0, confidence: 0.99), mode: .normal, decision: .reject(.zero)),
    Case(outcome: .prediction(label: 0, confidence: 0.10), mode: .notes, decision: .reject(.zero)),
    Case(outcome: .prediction(label: 10, confidence: 0.99), mode: .normal, decision: .reject(.outOfRange)),
    Case(outcome: .prediction(label: -1, confidence: 0.99), mode: .notes, decision: .reject(.outOfRange)),
    Case(outcome: .noImage, mode: .normal, decision: .reject(.emptyInk)),
    Case(outcome: .modelUnavailable, mode: .normal, decision: .reject(.modelUnavailable)),
    Case(outcome: .failed, mode: .notes, decision: .reject(.inferenceError)),
    Case(
      outcome: .prediction(label: 5, confidence: 0.99), mode: .normal, isOnBoard: false,
      decision: .reject(.outsideBoard)),
    Case(outcome: .noImage, mode: .normal, isOnBoard: false, decision: .reject(.outsideBoard)),
  ]

  @Test(arguments: cases)
  func decides(_ example: Case) {
    let context = RecognitionContext(
      mode: example.mode, settings: InkSettings(), isOnBoard: example.isOnBoard)
    #expect(AcceptPolicy.decide(example.outcome, context: context) == example.decision)
  }

  @Test func usesTheSettingsThresholdOfTheCapturedMode() {
    let settings = InkSettings(acceptThresholdNormal: 0.5, acceptThresholdNotes: 0.95)
    let outcome = ClassifierOutcome.prediction(label: 3, confidence: 0.9)
    #expect(AcceptPolicy.decide(outcome, context: .init(mode: .normal, settings: settings)) == .accept(3))
    #expect(
      AcceptPolicy.decide(outcome, context: .init(mode: .notes, settings: settings))
        == .reject(.lowConfidence))
  }

  @Test func contextFromARequest() {
    let stroke = Stroke(points: [InkPoint(x: 0, y: 0, t: 0), InkPoint(x: 5, y: 5, t: 0.1)])!
    let request = InkRequest(
      id: 1, strokes: [stroke], target: nil, context: InkContext(mode: .notes, revision: 4))
    let context = RecognitionContext(request: request, settings: InkSettings())
    #expect(context == RecognitionContext(mode: .notes, settings: InkSettings(), isOnBoard: false))
    #expect(context.threshold == 0.70)
    var onBoard = request
    onBoard.target = 40
    #expect(RecognitionContext(request: onBoard, settings: InkSettings()).isOnBoard)
    #expect(RecognitionStamp(request: onBoard) == RecognitionStamp(revision: 4, target: 40, mode: .notes))
  }

  @Test(arguments: [
    (RecognitionStamp(revision: 3, target: 40, mode: .normal), false),
    (RecognitionStamp(revision: 4, target: 40, mode: .normal), true),
    (RecognitionStamp(revision: 3, target: 41, mode: .normal), true),
    (RecognitionStamp(revision: 3, target: nil, mode: .normal), true),
    (RecognitionStamp(revision: 3, target: 40, mode: .notes), true),
  ])
  func staleResultsAreRejected(current: RecognitionStamp, isStale: Bool) {
    let requested = RecognitionStamp(revision: 3, target: 40, mode: .normal)
    let candidate = RecognitionResult.candidate(label: 5, confidence: 0.9, top3: [])
    #expect(
      AcceptPolicy.admit(candidate, requested: requested, current: current, targetIsGiven: false)
        == (isStale ? .reject(.stale) : .accept(5)))
    // The recognizer's own reject comes first, whatever happened to the board since.
    for reject in [
      RecognitionResult.reject(.zero, label: 0, confidence: 0.8),
      .reject(.emptyInk, label: nil, confidence: nil),
    ] {
      #expect(
        AcceptPolicy.admit(reject, requested: requested, current: current, targetIsGiven: true)
          == .reject(reject.rejectReason!))
    }
  }

  @Test func aDigitAimedAtAGivenIsRejectedOnlyWhenCurrent() {
    let stamp = RecognitionStamp(revision: 3, target: 40, mode: .normal)
    let stale = RecognitionStamp(revision: 4, target: 40, mode: .normal)
    let candidate = RecognitionResult.candidate(label: 5, confidence: 0.9, top3: [])
    #expect(
      AcceptPolicy.admit(candidate, requested: stamp, current: stamp, targetIsGiven: true) == .reject(.given))
    #expect(
      AcceptPolicy.admit(candidate, requested: stamp, current: stale, targetIsGiven: true) == .reject(.stale))
  }

  @Test func reasonsAreRecordedByName() {
    #expect(
      RejectReason.allCases.map(\.rawValue) == [
        "emptyInk", "zero", "lowConfidence", "outOfRange", "modelUnavailable", "inferenceError", "stale",
        "outsideBoard", "conflict", "given",
      ])
  }
}
