import DigitRecognizer

/// The forward pass written as plainly as possible, on PyTorch's `[C, H, W]` layout: the yardstick
/// for the fast `DigitNetwork`.
enum ReferenceNetwork {
  /// The sum of the members' logits.
  static func logits(_ model: DigitModel, _ image: [Float]) -> [Float] {
    model.members.map { logits($0.layers, model.input, image) }.reduce(
      [Float](repeating: 0, count: DigitModel.classes)
    ) {
      zip($0, $1).map(+)
    }
  }

  /// Each member's activation before its last dense or convolution layer, in `[C, H, W]` order.
  static func penultimates(_ model: DigitModel, _ image: [Float]) -> [[Float]] {
    model.members.map { member in
      let last = member.layers.lastIndex { $0 != .relu && $0 != .maxPool2 }!
      return logits(Array(member.layers[..<last]), model.input, image)
    }
  }

  /// The values after `layers` (all of a member's: its logits).
  private static func logits(_ layers: [ModelLayer], _ input: TensorShape, _ image: [Float]) -> [Float] {
    var shape = input
    var values = Array(image.prefix(input.count))
    for layer in layers {
      let next = try! layer.outputShape(for: shape)
      values = apply(layer, values, shape, next)
      shape = next
    }
    return values
  }

  private static func apply(_ layer: ModelLayer, _ x: [Float], _ s: TensorShape, _ o: TensorShape) -> [Float]
  {
    switch layer {
    case .relu:
      return x.map { max($0, 0) }
    case .maxPool2:
      var out = [Float](repeating: 0, count: o.count)
      for c in 0..<o.channels {
        for y in 0..<o.height {
          for xx in 0..<o.width {
            var best = -Float.infinity
            for dy in 0..<2 {
              for dx in 0..<2 { best = max(best, x[(c * s.height + 2 * y + dy) * s.width + 2 * xx + dx]) }
            }
            out[(c * o.height + y) * o.width + xx] = best
          }
        }
      }
      return out
    case .dense(let dense):
      return (0..<dense.outputs).map { j in
        (0..<dense.inputs).reduce(dense.bias[j]) { $0 + dense.weights[j * dense.inputs + $1] * x[$1] }
      }
    case .conv2d(let conv):
      var out = [Float](repeating: 0, count: o.count)
      for oc in 0..<conv.outputs {
        for y in 0..<o.height {
          for xx in 0..<o.width {
            var sum = conv.bias[oc]
            for ic in 0..<conv.inputs {
              for ky in 0..<conv.kernel {
                for kx in 0..<conv.kernel {
                  let iy = y + ky - conv.padding
                  let ix = xx + kx - conv.padding
                  guard iy >= 0, iy < s.height, ix >= 0, ix < s.width else { continue }
                  sum +=
                    conv.weight(output: oc, input: ic, ky: ky, kx: kx)
                    * x[(ic * s.height + iy) * s.width + ix]
                }
              }
            }
            out[(oc * o.height + y) * o.width + xx] = sum
          }
        }
      }
      return out
    }
  }
}
