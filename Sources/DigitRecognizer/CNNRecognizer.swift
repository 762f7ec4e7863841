import InkKit
import Recognition

/// The CNN behind the recognition seam: renders the ink with `DigitRaster`, runs the model on the
/// inference actor, adapts the logits to the player's hand when the request carries one, and lets the
/// accept policy decide.
public struct CNNRecognizer: DigitRecognizing {
  /// Nil when no usable model was found: every request is then a `modelUnavailable` reject.
  public let inference: DigitInference?
  /// How a hand shifts the model's logits.
  public let adaptation: WriterAdaptation

  public init(inference: DigitInference?, adaptation: WriterAdaptation = .standard) {
    self.inference = inference
    self.adaptation = adaptation
  }

  public func recognize(_ request: RecognitionRequest) async -> Reading {
    guard let image = DigitRaster.planes(strokes: request.strokes) else { return refuse(request, .emptyInk) }
    guard let inference else { return refuse(request, .modelUnavailable) }
    do {
      guard let hand = request.hand else {
        return AcceptPolicy.decide(.success(try await inference.classify(image)), for: request)
      }
      let output = try await inference.evaluate(image)
      return try read(output, for: request, hand: hand, model: inference.modelSHA256)
    } catch {
      return refuse(request, .inferenceError)
    }
  }

  /// The reading of `output` with `hand`: the adapted logits decide, the model alone is kept beside
  /// them, and the embedding comes back to be learned. A hand of another model has no say and learns
  /// nothing from this ink.
  func read(_ output: NetworkOutput, for request: RecognitionRequest, hand: WriterProfile, model: String?)
    throws(InferenceError) -> Reading
  {
    let alone = AcceptPolicy.decide(.success(try Prediction(logits: output.logits)), for: request)
    guard hand.belongs(toModel: model, dimension: output.embedding.count) else { return alone }
    let adapted = try Prediction(logits: adaptation.adapt(output, to: hand))
    var reading = AcceptPolicy.decide(.success(adapted), for: request)
    reading.modelAlone = ModelAlone(alone)
    reading.embedding = PackedFloats(output.embedding)
    return reading
  }

  private func refuse(_ request: RecognitionRequest, _ reason: RejectReason) -> Reading {
    AcceptPolicy.decide(.failure(reason), for: request)
  }
}
