/// Reads a model file front to back: little-endian words and floats, failing where the bytes run out.
struct ByteCursor {
  let bytes: [UInt8]
  private(set) var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var remaining: Int { bytes.count - offset }

  mutating func take(_ count: Int) throws(ModelLoadError) -> ArraySlice<UInt8> {
    guard count <= remaining else { throw .truncated(at: bytes.count) }
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  mutating func word() throws(ModelLoadError) -> UInt32 {
    let slice = try take(4)
    return slice.reversed().reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// `count` floats; `count` is checked against what is left before anything is allocated.
  mutating func floats(_ count: Int) throws(ModelLoadError) -> [Float] {
    guard count <= remaining / 4 else { throw .truncated(at: bytes.count) }
    let start = offset
    offset += 4 * count
    return bytes.withUnsafeBytes { raw in
      (0..<count).map {
        Float(
          bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: start + 4 * $0, as: UInt32.self))
        )
      }
    }
  }
}
