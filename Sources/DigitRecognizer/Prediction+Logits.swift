import Glibc
import Recognition

extension Prediction {
  /// The softmax of `logits`; fails when one is not finite.
  public init(logits: [Float]) throws(InferenceError) {
    guard !logits.isEmpty, logits.allSatisfy(\.isFinite) else { throw .nonFiniteOutput }
    // Shifting by the largest logit keeps every exponential in (0, 1]: no overflow, same softmax.
    let largest = logits.max()!
    let exponentials = logits.map { expf($0 - largest) }
    let sum = exponentials.reduce(0, +)
    self.init(probabilities: exponentials.map { $0 / sum })
  }
}
