/// One layer of a model, its weights in the file's (PyTorch's) order.
public enum ModelLayer: Hashable, Sendable {
  case conv2d(Convolution)
  case relu
  /// 2×2 max pooling, stride 2; an odd size drops its last row or column.
  case maxPool2
  case dense(Dense)

  /// A 2-D convolution, stride 1, zero padding.
  public struct Convolution: Hashable, Sendable {
    public var inputs: Int
    public var outputs: Int
    /// Odd.
    public var kernel: Int
    public var padding: Int
    /// `[outputs][inputs][kernel][kernel]`.
    public var weights: [Float]
    public var bias: [Float]

    public init(inputs: Int, outputs: Int, kernel: Int, padding: Int, weights: [Float], bias: [Float]) {
      precondition(weights.count == outputs * inputs * kernel * kernel && bias.count == outputs)
      self.inputs = inputs
      self.outputs = outputs
      self.kernel = kernel
      self.padding = padding
      self.weights = weights
      self.bias = bias
    }

    /// The weight from input channel `input` at kernel position (`ky`, `kx`) to `output`.
    public func weight(output: Int, input: Int, ky: Int, kx: Int) -> Float {
      weights[((output * inputs + input) * kernel + ky) * kernel + kx]
    }
  }

  /// A fully connected layer; a `C×H×W` input is flattened in C, H, W order.
  public struct Dense: Hashable, Sendable {
    public var inputs: Int
    public var outputs: Int
    /// `[outputs][inputs]`.
    public var weights: [Float]
    public var bias: [Float]

    public init(inputs: Int, outputs: Int, weights: [Float], bias: [Float]) {
      precondition(weights.count == outputs * inputs && bias.count == outputs)
      self.inputs = inputs
      self.outputs = outputs
      self.weights = weights
      self.bias = bias
    }
  }

  /// The shape this layer makes of `input`; `.corrupt` when it cannot take it.
  public func outputShape(for input: TensorShape) throws(ModelLoadError) -> TensorShape {
    switch self {
    case .conv2d(let conv):
      guard conv.inputs == input.channels else {
        throw .corrupt("conv2d expects \(conv.inputs) input channels, gets \(input.channels)")
      }
      let shape = TensorShape(
        channels: conv.outputs, height: input.height + 2 * conv.padding - conv.kernel + 1,
        width: input.width + 2 * conv.padding - conv.kernel + 1)
      guard shape.height >= 1 && shape.width >= 1 else {
        throw .corrupt("conv2d kernel \(conv.kernel) does not fit a \(input) input")
      }
      return shape
    case .relu:
      return input
    case .maxPool2:
      guard input.height >= 2 && input.width >= 2 else {
        throw .corrupt("maxpool2 cannot halve a \(input) input")
      }
      return TensorShape(channels: input.channels, height: input.height / 2, width: input.width / 2)
    case .dense(let dense):
      guard dense.inputs == input.count else {
        throw .corrupt("dense expects \(dense.inputs) inputs, gets \(input.count)")
      }
      return TensorShape(channels: dense.outputs, height: 1, width: 1)
    }
  }
}
