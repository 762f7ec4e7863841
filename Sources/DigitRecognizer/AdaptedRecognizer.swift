import InkKit
import Recognition

/// The CNN adapted to one writer (`WriterAdaptation`): the model's reading and the adapted one, both
/// judged by the unchanged accept policy, and the embedding the ink can be learned by.
///
/// Not thread-safe, as the `DigitNetwork` it owns: one request at a time.
public final class AdaptedRecognizer {
  private let network: DigitNetwork
  public let modelSHA256: String
  public let adaptation: WriterAdaptation

  public init(model: DigitModel, adaptation: WriterAdaptation) {
    network = DigitNetwork(model: model)
    modelSHA256 = model.sha256
    self.adaptation = adaptation
  }

  /// A profile with nothing learned yet, for this model's embeddings.
  public func emptyProfile() -> WriterProfile {
    WriterProfile(modelSHA256: modelSHA256, dimension: network.embeddingDimension)
  }

  /// The reading of `request` adapted to `profile` (a profile of another model has no say), with the
  /// reading the model alone gives and the ink's embedding (nil when the model did not run).
  public func recognize(_ request: RecognitionRequest, profile: WriterProfile) -> AdaptedReading {
    func refused(_ reason: RejectReason) -> AdaptedReading {
      let reading = AcceptPolicy.decide(.failure(reason), for: request)
      return AdaptedReading(reading: reading, unadapted: reading, embedding: nil)
    }
    guard let image = DigitRaster.planes(strokes: request.strokes) else { return refused(.emptyInk) }
    let output: NetworkOutput
    let adapted: Prediction
    let unadapted: Prediction
    do {
      output = try network.evaluate(image)
      unadapted = try Prediction(logits: output.logits)
      adapted =
        profile.modelSHA256 == modelSHA256
        ? try Prediction(logits: adaptation.adapt(output, to: profile)) : unadapted
    } catch {
      return refused(.inferenceError)
    }
    return AdaptedReading(
      reading: AcceptPolicy.decide(.success(adapted), for: request),
      unadapted: AcceptPolicy.decide(.success(unadapted), for: request), embedding: output.embedding)
  }
}

/// What `AdaptedRecognizer` made of one request.
public struct AdaptedReading: Hashable, Sendable {
  /// The reading with the writer's profile: the one that counts.
  public var reading: Reading
  /// The reading of the model alone.
  public var unadapted: Reading
  /// The ink's embedding, to learn it by; nil when the model did not run.
  public var embedding: [Float]?

  /// Whether the profile changed the label read or the decision.
  public var changed: Bool {
    reading.label != unadapted.label || reading.decision != unadapted.decision
  }
}
