import Foundation

/// Floats as JSON carries them compactly and exactly: their IEEE 754 bit patterns, little-endian, in
/// base64. An embedding of 256 floats is 1,368 characters instead of about 2,800 in decimal, and reads
/// back bit for bit, which a replay's verification and a profile's reload both rely on.
public struct PackedFloats: Hashable, Sendable, Codable {
  public var values: [Float]

  public init(_ values: [Float]) {
    self.values = values
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let data = Data(base64Encoded: text), data.count % 4 == 0 else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not base64 of 4-byte floats")
    }
    values = stride(from: 0, to: data.count, by: 4).map { offset in
      let bits = (0..<4).reduce(UInt32(0)) { $0 | UInt32(data[data.startIndex + offset + $1]) << (8 * $1) }
      return Float(bitPattern: bits)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 4)
    for value in values {
      let bits = value.bitPattern
      bytes += (0..<4).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
    }
    var container = encoder.singleValueContainer()
    try container.encode(Data(bytes).base64EncodedString())
  }
}
