import InkKit

/// One line of batch ink (design §4), as `ink render`, `ink show` and `recognize` read it:
/// `{"id":…,"mode":…,"units":"cell"|"pixel","cell":{"width":9,"height":18},"strokes":[[[x,y,t],…],…],
/// "label":7}`. Only `strokes` is required; unknown fields are ignored.
struct InkLine: Decodable {
  var id: String?
  /// Default: normal.
  var mode: InkEntryMode?
  /// Default: cell.
  var units: ReportedInk.Unit?
  /// Pixel size of a terminal cell; default 9 × 18, the game's own default.
  var cell: CellSize?
  var strokes: [ReportedStroke]
  /// The digit written, for training sets.
  var label: Int?

  /// The `cell` object.
  struct CellSize: Decodable {
    var width: Double
    var height: Double
  }

  /// A line whose strokes hold more points than this, reported or interpolated, is refused: a bound on
  /// the memory and time one line can cost.
  static let pointLimit = 100_000

  /// The strokes in board units, checked, or the problem with them; with `checkingLabel`, a label
  /// other than 0…9 is a problem too.
  func boardStrokes(checkingLabel: Bool) throws(InkLineError) -> [Stroke] {
    let width = cell?.width ?? 9
    let height = cell?.height ?? 18
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
      throw InkLineError("cell width and height must be positive numbers")
    }
    if checkingLabel, let label, !(0...9).contains(label) {
      throw InkLineError("label \(label) is not a digit 0-9")
    }
    let ink = ReportedInk(
      unit: units ?? .cell, cellWidth: width, cellHeight: height, strokes: strokes.map { $0.points })
    guard let strokes = ink.boardStrokes(pointLimit: Self.pointLimit) else {
      throw InkLineError("more than \(Self.pointLimit) points, reports and the points joining them")
    }
    return strokes
  }
}

/// One stroke's `[[x, y, t], …]`, decoded point by point: three times faster than `[[Double]]`,
/// which matters with thousands of pixel reports per line.
struct ReportedStroke: Decodable {
  var points: [InkPoint]

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    points = []
    points.reserveCapacity(container.count ?? 0)
    while !container.isAtEnd {
      var point = try container.nestedUnkeyedContainer()
      guard point.count == 3 else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: point.codingPath, debugDescription: "a point is [x, y, t]"))
      }
      let values = (
        try point.decode(Double.self), try point.decode(Double.self), try point.decode(Double.self)
      )
      guard values.0.isFinite, values.1.isFinite, values.2.isFinite else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: point.codingPath, debugDescription: "a point holds finite numbers"))
      }
      points.append(InkPoint(x: values.0, y: values.1, t: values.2))
    }
  }
}

/// Why a line of batch ink was refused.
struct InkLineError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
