/// A rectifier that no convolution or dense layer could absorb: in place, or into another buffer when
/// its source must stay as it is (the input the members of an ensemble share).
struct ReLUOperation: NetworkOperation {
  let source: UnsafeMutablePointer<Float>
  let output: UnsafeMutablePointer<Float>
  /// A multiple of 8.
  let count: Int

  func run() {
    for offset in stride(from: 0, to: count, by: 8) {
      store8(rectified(load8(source + offset)), output + offset)
    }
  }
}
