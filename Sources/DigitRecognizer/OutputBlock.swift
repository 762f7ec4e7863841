/// A run of output channels accumulated in registers: the convolution and dense kernels are written
/// once, generic over the block, and specialized for each width. A channel count (a multiple of 8) is
/// covered by blocks of 32, then at most one of 16 and one of 8.
protocol OutputBlock {
  /// Channels per block, a multiple of 8.
  static var width: Int { get }
  /// The block starting with the values at `pointer` (the biases).
  init(loading pointer: UnsafePointer<Float>)
  /// Adds `input` times the `width` weights at `weights`.
  mutating func accumulate(_ input: Float, _ weights: UnsafePointer<Float>)
  /// Stores the block, negative values set to zero if `rectifying`.
  func store(_ pointer: UnsafeMutablePointer<Float>, rectifying: Bool)
}

/// 32 channels: as many accumulators as the registers hold with room for the loads.
struct OutputBlock32: OutputBlock {
  static var width: Int { 32 }
  var a0: SIMD8<Float>
  var a1: SIMD8<Float>
  var a2: SIMD8<Float>
  var a3: SIMD8<Float>

  @inline(__always)
  init(loading pointer: UnsafePointer<Float>) {
    (a0, a1, a2, a3) = (load8(pointer), load8(pointer + 8), load8(pointer + 16), load8(pointer + 24))
  }

  @inline(__always)
  mutating func accumulate(_ input: Float, _ weights: UnsafePointer<Float>) {
    let s = SIMD8<Float>(repeating: input)
    a0 += s * load8(weights)
    a1 += s * load8(weights + 8)
    a2 += s * load8(weights + 16)
    a3 += s * load8(weights + 24)
  }

  @inline(__always)
  func store(_ pointer: UnsafeMutablePointer<Float>, rectifying: Bool) {
    store8(rectifying ? rectified(a0) : a0, pointer)
    store8(rectifying ? rectified(a1) : a1, pointer + 8)
    store8(rectifying ? rectified(a2) : a2, pointer + 16)
    store8(rectifying ? rectified(a3) : a3, pointer + 24)
  }
}

/// 16 channels.
struct OutputBlock16: OutputBlock {
  static var width: Int { 16 }
  var a0: SIMD8<Float>
  var a1: SIMD8<Float>

  @inline(__always)
  init(loading pointer: UnsafePointer<Float>) {
    (a0, a1) = (load8(pointer), load8(pointer + 8))
  }

  @inline(__always)
  mutating func accumulate(_ input: Float, _ weights: UnsafePointer<Float>) {
    let s = SIMD8<Float>(repeating: input)
    a0 += s * load8(weights)
    a1 += s * load8(weights + 8)
  }

  @inline(__always)
  func store(_ pointer: UnsafeMutablePointer<Float>, rectifying: Bool) {
    store8(rectifying ? rectified(a0) : a0, pointer)
    store8(rectifying ? rectified(a1) : a1, pointer + 8)
  }
}

/// 8 channels: the last of a count that is not a multiple of 16.
struct OutputBlock8: OutputBlock {
  static var width: Int { 8 }
  var a: SIMD8<Float>

  @inline(__always)
  init(loading pointer: UnsafePointer<Float>) {
    a = load8(pointer)
  }

  @inline(__always)
  mutating func accumulate(_ input: Float, _ weights: UnsafePointer<Float>) {
    a += SIMD8<Float>(repeating: input) * load8(weights)
  }

  @inline(__always)
  func store(_ pointer: UnsafeMutablePointer<Float>, rectifying: Bool) {
    store8(rectifying ? rectified(a) : a, pointer)
  }
}
