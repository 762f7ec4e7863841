/// A `DigitModel` compiled for a fast forward pass: weights re-laid for contiguous SIMD inner loops,
/// rectifiers folded into the layer before them, every buffer allocated once, here.
///
/// Not thread-safe (the buffers are reused by every call): `DigitInference` owns one and calls it one
/// request at a time.
public final class DigitNetwork: DigitClassifier {
  private let input: AlignedBuffer
  private let inputLayout: ActivationLayout
  private let operations: [any NetworkOperation]
  private let output: UnsafeMutablePointer<Float>
  /// Activation buffers; the operations keep their own weights alive.
  private let buffers: [AlignedBuffer]

  public init(model: DigitModel) {
    inputLayout = ActivationLayout(DigitModel.inputShape)
    input = AlignedBuffer(count: inputLayout.count)
    var buffers = [input]
    var operations: [any NetworkOperation] = []
    var current = input
    var layout = inputLayout
    var index = 0
    while index < model.layers.count {
      let outputLayout = ActivationLayout(model.shapes[index])
      let rectifies = index + 1 < model.layers.count && model.layers[index + 1] == .relu
      if model.layers[index] == .relu {
        // A rectifier not folded into the layer before it works in place.
        operations.append(ReLUOperation(values: current.pointer, count: layout.count))
        index += 1
        layout = outputLayout
        continue
      }
      let output = AlignedBuffer(count: outputLayout.count)
      switch model.layers[index] {
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
      let folded = rectifies && model.layers[index] != .maxPool2
      (current, index) = (output, index + (folded ? 2 : 1))
      buffers.append(output)
      layout = outputLayout
    }
    self.operations = operations
    self.buffers = buffers
    output = current.pointer
  }

  /// The logits (one per class) for a 28×28 image.
  public func logits(_ image: [Float]) throws(InferenceError) -> [Float] {
    let shape = inputLayout.shape
    guard image.count == shape.count else { throw .wrongInputSize(image.count, expected: shape.count) }
    for (offset, value) in image.enumerated() {
      input.pointer[offset * inputLayout.stride] = value
    }
    for operation in operations { operation.run() }
    return Array(UnsafeBufferPointer(start: output, count: DigitModel.classes))
  }

  public func classify(_ image: [Float]) throws(InferenceError) -> Prediction {
    try Prediction(logits: logits(image))
  }
}
