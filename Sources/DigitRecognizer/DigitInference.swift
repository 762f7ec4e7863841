import Recognition

/// The one owner of the digit model (design §3.8): requests are classified one at a time, in the
/// actor's order, so the classifier's scratch buffers are never shared.
public actor DigitInference {
  private var classifier: any DigitClassifier
  /// The model's SHA-256, when the classifier is a model.
  public nonisolated let modelSHA256: String?

  /// Runs `model` through a `DigitNetwork`.
  public init(model: DigitModel) {
    classifier = DigitNetwork(model: model)
    modelSHA256 = model.sha256
  }

  /// Runs any classifier: another recognizer, or an instrumented one in tests.
  public init(classifier: sending any DigitClassifier) {
    self.classifier = classifier
    modelSHA256 = nil
  }

  public func classify(_ image: [Float]) throws(InferenceError) -> Prediction {
    try classifier.classify(image)
  }

  /// The logits and the embedding, for reading with the player's hand.
  public func evaluate(_ image: [Float]) throws(InferenceError) -> NetworkOutput {
    try classifier.evaluate(image)
  }
}
