import InkKit
import Recognition

/// The CNN behind the recognition seam: renders the ink with `DigitRaster`, classifies it on the
/// inference actor, and lets the accept policy decide.
public struct CNNRecognizer: DigitRecognizing {
  /// Nil when no usable model was found: every request is then a `modelUnavailable` reject.
  public let inference: DigitInference?

  public init(inference: DigitInference?) {
    self.inference = inference
  }

  public func recognize(_ request: RecognitionRequest) async -> Reading {
    AcceptPolicy.decide(await classify(request.strokes), for: request)
  }

  /// The model's prediction for the ink, or why there is none.
  private func classify(_ ink: [Stroke]) async -> Result<Prediction, RejectReason> {
    guard let image = DigitRaster.planes(strokes: ink) else { return .failure(.emptyInk) }
    guard let inference else { return .failure(.modelUnavailable) }
    do {
      return .success(try await inference.classify(image))
    } catch {
      return .failure(.inferenceError)
    }
  }
}
