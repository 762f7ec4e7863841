import Glibc

/// What a classifier says of one image: a probability per class.
public struct Prediction: Hashable, Sendable {
  /// Softmax of the logits, one per class (label) 0…9.
  public let probabilities: [Float]
  /// The most probable class, the lowest label on a tie.
  public let label: Int

  /// The softmax of `logits`; fails when one is not finite.
  public init(logits: [Float]) throws(InferenceError) {
    guard !logits.isEmpty, logits.allSatisfy(\.isFinite) else { throw .nonFiniteOutput }
    // Shifting by the largest logit keeps every exponential in (0, 1]: no overflow, same softmax.
    let largest = logits.max()!
    let exponentials = logits.map { expf($0 - largest) }
    let sum = exponentials.reduce(0, +)
    probabilities = exponentials.map { $0 / sum }
    var best = 0
    for index in probabilities.indices where probabilities[index] > probabilities[best] { best = index }
    label = best
  }

  /// The probability of `label`.
  public var confidence: Float { probabilities[label] }

  /// The `count` most probable classes, most probable first.
  public func top(_ count: Int) -> [LabelScore] {
    probabilities.enumerated()
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
