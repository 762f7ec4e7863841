import InkKit

/// The CNN behind the recognition seam: renders the ink with `DigitRaster`, classifies it on the
/// inference actor, and applies the accept policy.
public struct CNNRecognizer: DigitRecognizing {
  /// Nil when no usable model was found: every request is then a `modelUnavailable` reject.
  public let inference: DigitInference?

  public init(inference: DigitInference?) {
    self.inference = inference
  }

  public func recognize(_ ink: [Stroke], context: RecognitionContext) async -> RecognitionResult {
    var prediction: Prediction?
    let outcome: ClassifierOutcome
    if let image = DigitRaster.planes(strokes: ink) {
      if let inference {
        do {
          let classified = try await inference.classify(image)
          prediction = classified
          outcome = .prediction(
            label: classified.label, confidence: classified.confidence,
            probabilities: classified.probabilities)
        } catch {
          outcome = .failed
        }
      } else {
        outcome = .modelUnavailable
      }
    } else {
      outcome = .noImage
    }
    let verdict = AcceptPolicy.verdict(outcome, context: context)
    switch verdict.decision {
    case .accept(let digit):
      return .candidate(
        label: digit, confidence: prediction!.confidence, top3: prediction!.top(3),
        boardConfidence: verdict.boardConfidence)
    case .reject(let reason):
      return .reject(reason, label: prediction?.label, confidence: prediction?.confidence)
    }
  }
}
