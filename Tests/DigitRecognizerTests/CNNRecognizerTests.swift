import DigitRecognizer
import InkKit
import Recognition
import Testing

@Suite struct CNNRecognizerTests {
  /// A vertical bar: some ink, whatever the model.
  static let bar = [Stroke(points: [InkPoint(x: 10, y: 10, t: 0), InkPoint(x: 10, y: 60, t: 0.2)])!]
  /// A request for `ink` aimed at no known board, as `inkdoku recognize` makes one without context.
  static func request(_ ink: [Stroke], target: InkTarget = .noBoard) -> RecognitionRequest {
    RecognitionRequest(id: 5, strokes: ink, target: target, mode: .normal, settings: InkSettings())
  }

  static func recognizer(logits: [Float]) throws -> CNNRecognizer {
    CNNRecognizer(inference: DigitInference(model: try model([.constant(logits: logits)])))
  }

  @Test func acceptsASureDigitWithItsTopThree() async throws {
    let recognizer = try Self.recognizer(logits: [0, 0, 0, 2, 0, 0, 0, 9, 1, 0])
    let reading = await recognizer.recognize(Self.request(Self.bar))
    #expect(reading.decision == .accept(7))
    #expect(reading.id == 5)
    #expect(reading.confidence! > 0.99)
    #expect(reading.top3 == [7, 3, 8])
  }

  @Test func rejectsWithTheModelsAnswer() async throws {
    // e^1.5 / (e^1.5 + 9) ≈ 0.33: below both thresholds.
    let unsure = try Self.recognizer(logits: [0, 0, 0, 0, 1.5, 0, 0, 0, 0, 0])
    let result = await unsure.recognize(Self.request(Self.bar))
    #expect(result.reason == .lowConfidence)
    #expect(result.label == 4)
    #expect(abs(Double(result.confidence!) - 0.332) < 0.001)
    let circle = try Self.recognizer(logits: [9, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    #expect(await circle.recognize(Self.request(Self.bar)).reason == .zero)
    #expect(await circle.recognize(Self.request(Self.bar, target: .offBoard)).reason == .outsideBoard)
  }

  @Test func rejectsWithoutAnAnswer() async throws {
    let recognizer = try Self.recognizer(logits: [0, 9, 0, 0, 0, 0, 0, 0, 0, 0])
    #expect(await recognizer.recognize(Self.request([])) == .rejected(id: 5, .emptyInk))
    let dot = [Stroke(points: [InkPoint(x: 3, y: 3, t: 0)])!]
    #expect(await recognizer.recognize(Self.request(dot)) == .rejected(id: 5, .emptyInk))
    #expect(
      await CNNRecognizer(inference: nil).recognize(Self.request(Self.bar))
        == .rejected(id: 5, .modelUnavailable))
    let failing = CNNRecognizer(
      inference: DigitInference(
        classifier: InstrumentedClassifier(overlap: Overlap(), failure: .nonFiniteOutput)))
    #expect(await failing.recognize(Self.request(Self.bar)) == .rejected(id: 5, .inferenceError))
  }

  @Test func aRecognizerIsUsableThroughTheSeam() async throws {
    let seam: any DigitRecognizing = try Self.recognizer(logits: [0, 0, 9, 0, 0, 0, 0, 0, 0, 0])
    #expect(await seam.recognize(Self.request(Self.bar)).label == 2)
  }
}
