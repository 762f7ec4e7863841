/// A convolution, stride 1, zero padding, with an optional rectifier, computed output pixel by output
/// pixel: the pixel's channels are accumulated a block at a time in registers while the input values
/// under the kernel are broadcast one by one.
///
/// The weights are re-laid `[ky][kx][input][output]` with the outputs padded to the layout's stride,
/// so each broadcast meets a contiguous, aligned run of weights. The input is copied into a buffer
/// with a zero border `padding` wide, so no index is ever out of range.
struct ConvolutionOperation: NetworkOperation {
  let source: UnsafeMutablePointer<Float>
  let sourceLayout: ActivationLayout
  /// The source with its zero border, or the source itself without padding.
  let padded: UnsafeMutablePointer<Float>
  let padding: Int
  let kernel: Int
  let inputs: Int
  let weights: UnsafeMutablePointer<Float>
  let bias: UnsafeMutablePointer<Float>
  let output: UnsafeMutablePointer<Float>
  let outputLayout: ActivationLayout
  let rectifies: Bool

  /// The buffers this operation allocates (packed weights, bias, the padded copy), to keep alive.
  let storage: [AlignedBuffer]

  init(
    _ conv: ModelLayer.Convolution, source: UnsafeMutablePointer<Float>, sourceLayout: ActivationLayout,
    output: AlignedBuffer, outputLayout: ActivationLayout, rectifies: Bool
  ) {
    let stride = outputLayout.stride
    let k = conv.kernel
    var packed = [Float](repeating: 0, count: k * k * conv.inputs * stride)
    for o in 0..<conv.outputs {
      for i in 0..<conv.inputs {
        for ky in 0..<k {
          for kx in 0..<k {
            packed[((ky * k + kx) * conv.inputs + i) * stride + o] = conv.weight(
              output: o, input: i, ky: ky, kx: kx)
          }
        }
      }
    }
    let weights = AlignedBuffer(packed, count: packed.count)
    let bias = AlignedBuffer(conv.bias, count: stride)
    var paddedBuffer: AlignedBuffer?
    if conv.padding > 0 {
      let shape = sourceLayout.shape
      let paddedShape = TensorShape(
        channels: shape.channels, height: shape.height + 2 * conv.padding,
        width: shape.width + 2 * conv.padding)
      paddedBuffer = AlignedBuffer(count: ActivationLayout(paddedShape).count)
    }
    self.source = source
    self.sourceLayout = sourceLayout
    padded = paddedBuffer?.pointer ?? source
    padding = conv.padding
    kernel = k
    inputs = conv.inputs
    self.weights = weights.pointer
    self.bias = bias.pointer
    self.output = output.pointer
    self.outputLayout = outputLayout
    self.rectifies = rectifies
    storage = [weights, bias] + (paddedBuffer.map { [$0] } ?? [])
  }

  func run() {
    copyIntoPadded()
    let stride = outputLayout.stride
    for y in 0..<outputLayout.shape.height {
      for x in 0..<outputLayout.shape.width {
        var block = 0
        while block + 32 <= stride {
          convolve(OutputBlock32.self, y: y, x: x, block: block)
          block += 32
        }
        if block + 16 <= stride {
          convolve(OutputBlock16.self, y: y, x: x, block: block)
          block += 16
        }
        if block < stride { convolve(OutputBlock8.self, y: y, x: x, block: block) }
      }
    }
  }

  /// Output pixel (`y`, `x`), channels `block..<block + B.width`.
  @inline(__always)
  private func convolve<B: OutputBlock>(_: B.Type, y: Int, x: Int, block: Int) {
    let inputStride = sourceLayout.stride
    let paddedWidth = sourceLayout.shape.width + 2 * padding
    let stride = outputLayout.stride
    var sum = B(loading: bias + block)
    var w = UnsafePointer(weights + block)
    for ky in 0..<kernel {
      var pixel = UnsafePointer(padded + ((y + ky) * paddedWidth + x) * inputStride)
      for _ in 0..<kernel {
        for c in 0..<inputs {
          sum.accumulate(pixel[c], w)
          w += stride
        }
        pixel += inputStride
      }
    }
    sum.store(output + outputLayout.index(channel: block, y: y, x: x), rectifying: rectifies)
  }

  /// Copies the source inside the zero border; the border itself is never written.
  private func copyIntoPadded() {
    guard padding > 0 else { return }
    let shape = sourceLayout.shape
    let rowCount = shape.width * sourceLayout.stride
    let paddedWidth = shape.width + 2 * padding
    for y in 0..<shape.height {
      (padded + ((y + padding) * paddedWidth + padding) * sourceLayout.stride)
        .update(from: source + y * rowCount, count: rowCount)
    }
  }
}
