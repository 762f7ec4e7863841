/// Why a classifier gave no prediction for an image.
public enum InferenceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The image does not have the model's input size.
  case wrongInputSize(Int, expected: Int)
  /// A logit came out infinite or NaN (weights far out of range for this input).
  case nonFiniteOutput

  public var description: String {
    switch self {
    case .wrongInputSize(let count, let expected):
      "the image has \(count) values, the model takes \(expected)"
    case .nonFiniteOutput: "the model's output is not finite"
    }
  }
}
