/// A rectifier that no convolution or dense layer could absorb, applied in place.
struct ReLUOperation: NetworkOperation {
  let values: UnsafeMutablePointer<Float>
  /// A multiple of 8.
  let count: Int

  func run() {
    for offset in stride(from: 0, to: count, by: 8) {
      store8(rectified(load8(values + offset)), values + offset)
    }
  }
}
