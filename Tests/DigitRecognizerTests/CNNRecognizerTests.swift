import DigitRecognizer
import InkKit
import Testing

@Suite struct CNNRecognizerTests {
  /// A vertical bar: some ink, whatever the model.
  static let bar = [Stroke(points: [InkPoint(x: 10, y: 10, t: 0), InkPoint(x: 10, y: 60, t: 0.2)])!]
  static let normal = RecognitionContext(mode: .normal, settings: InkSettings())

  static func recognizer(logits: [Float]) throws -> CNNRecognizer {
    CNNRecognizer(inference: DigitInference(model: try model([.constant(logits: logits)])))
  }

  @Test func acceptsASureDigitWithItsTopThree() async throws {
    let recognizer = try Self.recognizer(logits: [0, 0, 0, 2, 0, 0, 0, 9, 1, 0])
    guard
      case .candidate(let label, let confidence, let top3, _) = await recognizer.recognize(
        Self.bar, context: Self.normal)
    else {
      Issue.record("expected a candidate")
      return
    }
    #expect(label == 7)
    #expect(confidence > 0.99)
    #expect(top3.map(\.label) == [7, 3, 8])
  }

  @Test func rejectsWithTheModelsAnswer() async throws {
    // e^1.5 / (e^1.5 + 9) ≈ 0.33: below both thresholds.
    let unsure = try Self.recognizer(logits: [0, 0, 0, 0, 1.5, 0, 0, 0, 0, 0])
    let result = await unsure.recognize(Self.bar, context: Self.normal)
    #expect(result.rejectReason == .lowConfidence)
    #expect(result.label == 4)
    #expect(abs(Double(result.confidence!) - 0.332) < 0.001)
    let circle = try Self.recognizer(logits: [9, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    #expect(await circle.recognize(Self.bar, context: Self.normal).rejectReason == .zero)
    let offBoard = RecognitionContext(mode: .normal, settings: InkSettings(), isOnBoard: false)
    #expect(await circle.recognize(Self.bar, context: offBoard).rejectReason == .outsideBoard)
  }

  @Test func rejectsWithoutAnAnswer() async throws {
    let recognizer = try Self.recognizer(logits: [0, 9, 0, 0, 0, 0, 0, 0, 0, 0])
    #expect(
      await recognizer.recognize([], context: Self.normal) == .reject(.emptyInk, label: nil, confidence: nil))
    let dot = [Stroke(points: [InkPoint(x: 3, y: 3, t: 0)])!]
    #expect(
      await recognizer.recognize(dot, context: Self.normal) == .reject(.emptyInk, label: nil, confidence: nil)
    )
    #expect(
      await CNNRecognizer(inference: nil).recognize(Self.bar, context: Self.normal)
        == .reject(.modelUnavailable, label: nil, confidence: nil))
    let failing = CNNRecognizer(
      inference: DigitInference(
        classifier: InstrumentedClassifier(overlap: Overlap(), failure: .nonFiniteOutput)))
    #expect(
      await failing.recognize(Self.bar, context: Self.normal)
        == .reject(.inferenceError, label: nil, confidence: nil))
  }

  @Test func aRecognizerIsUsableThroughTheSeam() async throws {
    let seam: any DigitRecognizing = try Self.recognizer(logits: [0, 0, 9, 0, 0, 0, 0, 0, 0, 0])
    #expect(await seam.recognize(Self.bar, context: Self.normal).label == 2)
  }
}
