import DigitRecognizer

/// A small deterministic generator (SplitMix64), so random models are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `count` floats in ±`scale`.
  mutating func floats(_ count: Int, scale: Float) -> [Float] {
    (0..<count).map { _ in Float.random(in: -scale...scale, using: &self) }
  }
}

extension ModelLayer {
  /// A convolution with random weights scaled to keep activations around 1.
  static func randomConv(
    _ inputs: Int, _ outputs: Int, kernel: Int = 3, padding: Int = 1, using generator: inout SeededGenerator
  ) -> ModelLayer {
    let scale = 1 / Float(inputs * kernel * kernel).squareRoot()
    return .conv2d(
      Convolution(
        inputs: inputs, outputs: outputs, kernel: kernel, padding: padding,
        weights: generator.floats(outputs * inputs * kernel * kernel, scale: scale),
        bias: generator.floats(outputs, scale: 0.1)))
  }

  static func randomDense(_ inputs: Int, _ outputs: Int, using generator: inout SeededGenerator) -> ModelLayer
  {
    .dense(
      Dense(
        inputs: inputs, outputs: outputs,
        weights: generator.floats(outputs * inputs, scale: 1 / Float(inputs).squareRoot()),
        bias: generator.floats(outputs, scale: 0.1)))
  }

  /// A dense layer 784 → 10 whose logits are `bias`, whatever the image: a model of known output.
  static func constant(logits: [Float]) -> ModelLayer {
    .dense(Dense(inputs: 784, outputs: 10, weights: [Float](repeating: 0, count: 7840), bias: logits))
  }
}

/// The typical model of the brief: 3 convolutions with pooling, then 3136 → 64 → 10.
func typicalLayers(using generator: inout SeededGenerator) -> [ModelLayer] {
  [
    .randomConv(1, 16, using: &generator), .relu, .maxPool2,
    .randomConv(16, 32, using: &generator), .relu, .maxPool2,
    .randomConv(32, 64, using: &generator), .relu,
    .randomDense(3136, 64, using: &generator), .relu,
    .randomDense(64, 10, using: &generator),
  ]
}

/// Loads `layers` through the file format, as the app would.
func model(_ layers: [ModelLayer], channels: Int = 1, metadata: String = "{}") throws -> DigitModel {
  try DigitModel(bytes: DigitModel.fileBytes(layers: layers, channels: channels, metadata: metadata))
}

/// `typicalLayers` reading two raster planes.
func twoPlaneLayers(using generator: inout SeededGenerator) -> [ModelLayer] {
  [.randomConv(2, 16, using: &generator)] + typicalLayers(using: &generator).dropFirst()
}

/// A random 28×28 image in [0, 1], about a third of it ink.
func randomImage(using generator: inout SeededGenerator) -> [Float] {
  (0..<784).map { _ in
    Float.random(in: 0...1, using: &generator) < 0.35 ? Float.random(in: 0...1, using: &generator) : 0
  }
}
