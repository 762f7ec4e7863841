import Recognition

/// Turns model input (`DigitRaster.planes`, or `render`'s 784 floats) into class probabilities.
///
/// Implementations may keep scratch buffers and need not be thread-safe: `DigitInference` calls
/// them one at a time.
public protocol DigitClassifier {
  mutating func classify(_ image: [Float]) throws(InferenceError) -> Prediction
  /// The logits and the embedding a writer's samples are compared by, from one pass.
  mutating func evaluate(_ image: [Float]) throws(InferenceError) -> NetworkOutput
}
