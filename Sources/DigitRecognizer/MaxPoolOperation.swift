/// 2×2 max pooling, stride 2, eight channels at a time; an odd last row or column is dropped.
struct MaxPoolOperation: NetworkOperation {
  let source: UnsafeMutablePointer<Float>
  let sourceLayout: ActivationLayout
  let output: UnsafeMutablePointer<Float>
  let outputLayout: ActivationLayout

  func run() {
    let stride = sourceLayout.stride
    let rowStep = sourceLayout.shape.width * stride
    for y in 0..<outputLayout.shape.height {
      for x in 0..<outputLayout.shape.width {
        let top = source + sourceLayout.index(channel: 0, y: 2 * y, x: 2 * x)
        let target = output + outputLayout.index(channel: 0, y: y, x: x)
        for channel in Swift.stride(from: 0, to: stride, by: 8) {
          let pixel = top + channel
          store8(
            larger(
              larger(load8(pixel), load8(pixel + stride)),
              larger(load8(pixel + rowStep), load8(pixel + rowStep + stride))),
            target + channel)
        }
      }
    }
  }
}

@inline(__always)
private func larger(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> {
  a.replacing(with: b, where: b .> a)
}
