/// What a classifier says of one image: its most probable class and that class's probability, with
/// every class's probability where the classifier gives them.
public struct Prediction: Hashable, Sendable {
  /// The most probable class, the lowest label on a tie.
  public let label: Int
  /// The probability of `label`.
  public let confidence: Float
  /// One probability per class (label) 0…9, summing to 1; empty for a classifier that gives only its
  /// best class, and then the board cannot sharpen the confidence (`AcceptPolicy.boardConfidence`).
  public let probabilities: [Float]

  /// The prediction of a classifier that gives every class's probability; `probabilities` must not be
  /// empty.
  public init(probabilities: [Float]) {
    precondition(!probabilities.isEmpty, "a prediction needs at least one class")
    var best = 0
    for index in probabilities.indices where probabilities[index] > probabilities[best] { best = index }
    label = best
    confidence = probabilities[best]
    self.probabilities = probabilities
  }

  /// The prediction of a classifier that gives only its best class and how sure it is.
  public init(label: Int, confidence: Float) {
    self.label = label
    self.confidence = confidence
    probabilities = []
  }

  /// The `count` most probable classes, most probable first.
  public func top(_ count: Int) -> [LabelScore] {
    guard !probabilities.isEmpty else { return [LabelScore(label: label, probability: confidence)] }
    return probabilities.enumerated()
      .sorted { $0.element > $1.element || ($0.element == $1.element && $0.offset < $1.offset) }
      .prefix(count)
      .map { LabelScore(label: $0.offset, probability: $0.element) }
  }
}

/// A class and its probability.
public struct LabelScore: Hashable, Sendable {
  public var label: Int
  public var probability: Float

  public init(label: Int, probability: Float) {
    self.label = label
    self.probability = probability
  }
}
