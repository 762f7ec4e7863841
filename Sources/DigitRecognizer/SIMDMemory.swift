/// Eight floats at `pointer`, which must be 32-byte aligned.
@inline(__always)
func load8(_ pointer: UnsafePointer<Float>) -> SIMD8<Float> {
  UnsafeRawPointer(pointer).load(as: SIMD8<Float>.self)
}

@inline(__always)
func store8(_ value: SIMD8<Float>, _ pointer: UnsafeMutablePointer<Float>) {
  UnsafeMutableRawPointer(pointer).storeBytes(of: value, as: SIMD8<Float>.self)
}

/// `value` with negative lanes set to zero; a compare and a blend, where `pointwiseMax` would also
/// order NaNs lane by lane.
@inline(__always)
func rectified(_ value: SIMD8<Float>) -> SIMD8<Float> {
  value.replacing(with: 0, where: value .< 0)
}
