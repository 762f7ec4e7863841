import CommandFiles
import Foundation
import InkKit

/// The files `ink render` writes into its directory: `images.f32`, `order.f32`, `labels.u8` and
/// `meta.jsonl`, one record per ink line in each.
public final class RenderFiles {
  /// A label byte for a line without a label.
  static let noLabel: UInt8 = 255
  private static let planeSize = DigitRaster.side * DigitRaster.side
  private static let zeroImage = [UInt8](repeating: 0, count: planeSize * 4)

  private let images: OutputFile
  private let order: OutputFile
  private let labels: OutputFile
  private let meta: OutputFile
  private let encoder = JSONEncoder()
  /// One plane in little-endian bytes, reused for every line.
  private var imageBytes = zeroImage

  public init(directory: String) throws(OutputFileError) {
    images = try OutputFile(path: directory + "/images.f32")
    order = try OutputFile(path: directory + "/order.f32")
    labels = try OutputFile(path: directory + "/labels.u8")
    meta = try OutputFile(path: directory + "/meta.jsonl")
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// Appends one line's record; `planes` (`DigitRaster.planes`) is nil for no ink or a malformed line.
  public func append(_ entry: InkBatchEntry, planes: [Float]?) throws {
    for (number, file) in [images, order].enumerated() {
      guard let planes else {
        try file.write(bytes: Self.zeroImage)
        continue
      }
      for index in 0..<Self.planeSize {
        let bits = planes[number * Self.planeSize + index].bitPattern
        for byte in 0..<4 { imageBytes[4 * index + byte] = UInt8(truncatingIfNeeded: bits >> (8 * byte)) }
      }
      try file.write(bytes: imageBytes)
    }
    try labels.write(bytes: [entry.label.map(UInt8.init) ?? Self.noLabel])
    let record = Record(id: entry.id, empty: planes == nil, error: entry.error)
    try meta.write(bytes: try encoder.encode(record) + [UInt8(ascii: "\n")])
  }

  public func close() throws(OutputFileError) {
    try images.close()
    try order.close()
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
