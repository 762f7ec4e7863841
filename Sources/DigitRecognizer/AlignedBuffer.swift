/// Zeroed floats aligned for `SIMD8<Float>` loads and stores, freed with their owner.
final class AlignedBuffer {
  let pointer: UnsafeMutablePointer<Float>

  init(count: Int) {
    let raw = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1) * 4, alignment: 64)
    pointer = raw.initializeMemory(as: Float.self, repeating: 0, count: max(count, 1))
  }

  /// A buffer holding `values`, padded with zeros to `count`.
  convenience init(_ values: [Float], count: Int) {
    self.init(count: count)
    pointer.update(from: values, count: values.count)
  }

  deinit { pointer.deallocate() }
}
