import Foundation
import InkKit

/// The files `ink render` writes into its directory: `images.f32`, `labels.u8` and `meta.jsonl`,
/// one record per ink line in each.
final class RenderFiles {
  /// A label byte for a line without a label.
  static let noLabel: UInt8 = 255
  private static let zeroImage = [UInt8](repeating: 0, count: DigitRaster.side * DigitRaster.side * 4)

  private let images: OutputFile
  private let labels: OutputFile
  private let meta: OutputFile
  private let encoder = JSONEncoder()
  /// One image in little-endian bytes, reused for every line.
  private var imageBytes = zeroImage

  init(directory: String) throws(OutputFileError) {
    images = try OutputFile(path: directory + "/images.f32")
    labels = try OutputFile(path: directory + "/labels.u8")
    meta = try OutputFile(path: directory + "/meta.jsonl")
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// Appends one line's record; `image` is nil for no ink or a malformed line.
  func append(_ entry: InkBatchEntry, image: [Float]?) throws {
    if let image {
      for (index, value) in image.enumerated() {
        let bits = value.bitPattern
        for byte in 0..<4 { imageBytes[4 * index + byte] = UInt8(truncatingIfNeeded: bits >> (8 * byte)) }
      }
      try images.write(bytes: imageBytes)
    } else {
      try images.write(bytes: Self.zeroImage)
    }
    try labels.write(bytes: [entry.label.map(UInt8.init) ?? Self.noLabel])
    let record = Record(id: entry.id, empty: image == nil, error: entry.error)
    try meta.write(bytes: try encoder.encode(record) + [UInt8(ascii: "\n")])
  }

  func close() throws(OutputFileError) {
    try images.close()
    try labels.close()
    try meta.close()
  }

  /// A line of `meta.jsonl`.
  private struct Record: Encodable {
    let id: String?
    let empty: Bool
    let error: String?
  }
}
