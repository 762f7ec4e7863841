/// A fully connected layer with an optional rectifier, a block of outputs at a time in registers.
///
/// The weights are re-laid `[input][output]` over the source's layout, padding channels included
/// (their weights are zero), with the outputs padded to a multiple of 8: PyTorch's flatten order
/// (channel, row, column) is folded into the layout once, here, instead of reordering every input.
struct DenseOperation: NetworkOperation {
  let source: UnsafeMutablePointer<Float>
  /// The source's float count, padding included.
  let inputCount: Int
  let weights: UnsafeMutablePointer<Float>
  let bias: UnsafeMutablePointer<Float>
  let output: UnsafeMutablePointer<Float>
  /// The outputs rounded up to a multiple of 8.
  let stride: Int
  let rectifies: Bool
  let storage: [AlignedBuffer]

  init(
    _ dense: ModelLayer.Dense, source: UnsafeMutablePointer<Float>, sourceLayout: ActivationLayout,
    output: AlignedBuffer, outputLayout: ActivationLayout, rectifies: Bool
  ) {
    let stride = outputLayout.stride
    let shape = sourceLayout.shape
    var packed = [Float](repeating: 0, count: sourceLayout.count * stride)
    for o in 0..<dense.outputs {
      for c in 0..<shape.channels {
        for y in 0..<shape.height {
          for x in 0..<shape.width {
            let flat = (c * shape.height + y) * shape.width + x
            packed[sourceLayout.index(channel: c, y: y, x: x) * stride + o] =
              dense.weights[o * dense.inputs + flat]
          }
        }
      }
    }
    let weights = AlignedBuffer(packed, count: packed.count)
    let bias = AlignedBuffer(dense.bias, count: stride)
    self.source = source
    inputCount = sourceLayout.count
    self.weights = weights.pointer
    self.bias = bias.pointer
    self.output = output.pointer
    self.stride = stride
    self.rectifies = rectifies
    storage = [weights, bias]
  }

  func run() {
    var block = 0
    while block + 32 <= stride {
      multiply(OutputBlock32.self, block: block)
      block += 32
    }
    if block + 16 <= stride {
      multiply(OutputBlock16.self, block: block)
      block += 16
    }
    if block < stride { multiply(OutputBlock8.self, block: block) }
  }

  /// Outputs `block..<block + B.width`.
  @inline(__always)
  private func multiply<B: OutputBlock>(_: B.Type, block: Int) {
    var sum = B(loading: bias + block)
    var w = UnsafePointer(weights + block)
    for i in 0..<inputCount {
      sum.accumulate(source[i], w)
      w += stride
    }
    sum.store(output + block, rectifying: rectifies)
  }
}
