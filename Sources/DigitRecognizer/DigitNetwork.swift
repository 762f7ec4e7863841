import Recognition

/// A `DigitModel` compiled for a fast forward pass: weights re-laid for contiguous SIMD inner loops,
/// rectifiers folded into the layer before them, every buffer allocated once, here. The members of an
/// ensemble read the same input buffer; their logits are summed.
///
/// Not thread-safe (the buffers are reused by every call): `DigitInference` owns one and calls it one
/// request at a time.
public final class DigitNetwork: DigitClassifier {
  private let input: AlignedBuffer
  private let inputLayout: ActivationLayout
  private let operations: [any NetworkOperation]
  /// Each member's logits.
  private let outputs: [UnsafeMutablePointer<Float>]
  /// Each member's penultimate activation: what its last dense or convolution layer reads.
  private let penultimates: [(pointer: UnsafeMutablePointer<Float>, layout: ActivationLayout)]
  /// Activation buffers; the operations keep their own weights alive.
  private let buffers: [AlignedBuffer]

  public init(model: DigitModel) {
    inputLayout = ActivationLayout(model.input)
    input = AlignedBuffer(count: inputLayout.count)
    var buffers = [input]
    var operations: [any NetworkOperation] = []
    var outputs: [UnsafeMutablePointer<Float>] = []
    var penultimates: [(pointer: UnsafeMutablePointer<Float>, layout: ActivationLayout)] = []
    for member in model.members {
      let (output, penultimate) = Self.compile(
        member, input: input, inputLayout: inputLayout, &operations, &buffers)
      outputs.append(output)
      penultimates.append(penultimate)
    }
    self.operations = operations
    self.buffers = buffers
    self.outputs = outputs
    self.penultimates = penultimates
  }

  /// Appends `member`'s operations and buffers; returns where its logits land and where the input of
  /// its last weighted layer stays (only rectifiers and pooling may follow that layer, and they write
  /// its output, never its input).
  private static func compile(
    _ member: ModelMember, input: AlignedBuffer, inputLayout: ActivationLayout,
    _ operations: inout [any NetworkOperation], _ buffers: inout [AlignedBuffer]
  ) -> (logits: UnsafeMutablePointer<Float>, penultimate: (UnsafeMutablePointer<Float>, ActivationLayout)) {
    let layers = member.layers
    let lastWeighted = member.lastWeightedIndex
    var current = input
    var layout = inputLayout
    var penultimate = (input.pointer, inputLayout)
    var index = 0
    while index < layers.count {
      let outputLayout = ActivationLayout(member.shapes[index])
      let rectifies = index + 1 < layers.count && layers[index + 1] == .relu
      if layers[index] == .relu {
        // A rectifier not folded into the layer before it works in place, except on the shared input.
        let output = current === input ? AlignedBuffer(count: layout.count) : current
        operations.append(ReLUOperation(source: current.pointer, output: output.pointer, count: layout.count))
        if output !== current { buffers.append(output) }
        current = output
        index += 1
        layout = outputLayout
        continue
      }
      if index == lastWeighted { penultimate = (current.pointer, layout) }
      let output = AlignedBuffer(count: outputLayout.count)
      switch layers[index] {
      case .conv2d(let conv):
        operations.append(
          ConvolutionOperation(
            conv, source: current.pointer, sourceLayout: layout, output: output, outputLayout: outputLayout,
            rectifies: rectifies))
      case .dense(let dense):
        operations.append(
          DenseOperation(
            dense, source: current.pointer, sourceLayout: layout, output: output, outputLayout: outputLayout,
            rectifies: rectifies))
      case .maxPool2, .relu:
        operations.append(
          MaxPoolOperation(
            source: current.pointer, sourceLayout: layout, output: output.pointer, outputLayout: outputLayout)
        )
      }
      let folded = rectifies && layers[index] != .maxPool2
      (current, index) = (output, index + (folded ? 2 : 1))
      buffers.append(output)
      layout = outputLayout
    }
    return (current.pointer, penultimate)
  }

  /// The logits (one per class) for raster planes (`DigitRaster.planes`, or the 28×28 image alone): the
  /// network reads the first planes, as many as its input has, so a one-plane model takes either.
  public func logits(_ image: [Float]) throws(InferenceError) -> [Float] {
    try run(image)
    return summedLogits()
  }

  /// The length of `evaluate`'s embedding: the members' penultimate activations together.
  public var embeddingDimension: Int { penultimates.reduce(0) { $0 + $1.layout.shape.count } }

  /// The logits and the embedding of the image, from one forward pass: the writer adaptation's input.
  public func evaluate(_ image: [Float]) throws(InferenceError) -> NetworkOutput {
    try run(image)
    return NetworkOutput(logits: summedLogits(), embedding: embedding())
  }

  /// Copies the image into the input buffer and runs every operation.
  private func run(_ image: [Float]) throws(InferenceError) {
    let shape = inputLayout.shape
    let plane = shape.height * shape.width
    guard image.count >= shape.count, image.count % plane == 0 else {
      throw .wrongInputSize(image.count, expected: shape.count)
    }
    // Planes in, channels interleaved in the buffer (`ActivationLayout`).
    for channel in 0..<shape.channels {
      for pixel in 0..<plane {
        input.pointer[pixel * inputLayout.stride + channel] = image[channel * plane + pixel]
      }
    }
    for operation in operations { operation.run() }
  }

  private func summedLogits() -> [Float] {
    var logits = Array(UnsafeBufferPointer(start: outputs[0], count: DigitModel.classes))
    for output in outputs.dropFirst() {
      for k in 0..<DigitModel.classes { logits[k] += output[k] }
    }
    return logits
  }

  /// Each member's penultimate activation in PyTorch's `[C, H, W]` order, scaled to length 1/√members
  /// and concatenated: the embedding has length 1 (or less, when a member's activation is all zero), and
  /// the dot product of two embeddings is the mean of the members' cosine similarities, so both views
  /// of the ink (the ink alone, the ink and its order) must find two digits alike.
  private func embedding() -> [Float] {
    var embedding: [Float] = []
    let share = 1 / Float(penultimates.count).squareRoot()
    for (pointer, layout) in penultimates {
      let shape = layout.shape
      let start = embedding.count
      for c in 0..<shape.channels {
        for y in 0..<shape.height {
          for x in 0..<shape.width { embedding.append(pointer[layout.index(channel: c, y: y, x: x)]) }
        }
      }
      let norm = embedding[start...].reduce(0) { $0 + $1 * $1 }.squareRoot()
      guard norm > 0 else { continue }
      for i in start..<embedding.count { embedding[i] *= share / norm }
    }
    return embedding
  }

  public func classify(_ image: [Float]) throws(InferenceError) -> Prediction {
    try Prediction(logits: logits(image))
  }
}
