import InkKit
import PointerGeometry
import Recognition
import SafeText
import SudokuKit

/// One line of batch ink (design §4), as `ink render`, `ink show` and `recognize` read it:
/// `{"id":…,"mode":…,"units":"cell"|"pixel","cell":{"width":9,"height":18},"strokes":[[[x,y,t],…],…],
/// "label":7,"context":{"board":"53..7…","cell":"r3c5"}}`. Only `strokes` is required; unknown fields are
/// ignored.
struct InkLine: Decodable {
  var id: String?
  /// Default: normal.
  var mode: EntryMode?
  /// Default: cell.
  var units: ReportUnit?
  /// Pixel size of a terminal cell; default 9 × 18, the game's own default.
  var cell: CellSize?
  var strokes: [ReportedStroke]
  /// The digit written, for training sets.
  var label: Int?
  /// The board the digit was written on and its target cell, for the conflict gate.
  var context: Context?

  /// The `context` object: `board` is 81 characters, `1`-`9` or `.` (or `0`) for an empty cell, row by
  /// row; `cell` is `r<row>c<column>`, both 1-9.
  struct Context: Decodable {
    var board: String
    var cell: String
  }

  /// The board context, checked; nil when the line has none.
  func boardContext() throws(InkLineError) -> BoardContext? {
    guard let context else { return nil }
    guard let board = Grid(line: context.board) else {
      throw InkLineError("context board must be 81 characters, 1-9 or . for an empty cell")
    }
    guard let cell = Self.cell(named: context.cell) else {
      throw InkLineError(
        "context cell \(TerminalSafe.escape(context.cell)) is not a cell r1c1 to r9c9 (r<row>c<column>)")
    }
    return BoardContext(board: board, cell: cell)
  }

  /// The cell index of `r3c5` (case-insensitive), nil for anything else.
  static func cell(named name: String) -> Int? {
    let bytes = Array(name.lowercased().utf8)
    guard bytes.count == 4, bytes[0] == UInt8(ascii: "r"), bytes[2] == UInt8(ascii: "c") else { return nil }
    let digits = (UInt8(ascii: "1"))...(UInt8(ascii: "9"))
    guard digits.contains(bytes[1]), digits.contains(bytes[3]) else { return nil }
    return Board.cell(row: Int(bytes[1] - UInt8(ascii: "1")), column: Int(bytes[3] - UInt8(ascii: "1")))
  }

  /// A line whose strokes hold more points than this, reported or interpolated, is refused: a bound on
  /// the memory and time one line can cost.
  static let pointLimit = 100_000

  /// The strokes in board units, checked, or the problem with them; with `checkingLabel`, a label
  /// other than 0…9 is a problem too.
  func boardStrokes(checkingLabel: Bool) throws(InkLineError) -> [Stroke] {
    let width = (cell ?? .fallback).width
    let height = (cell ?? .fallback).height
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
      throw InkLineError("cell width and height must be positive numbers")
    }
    if checkingLabel, let label, !(0...9).contains(label) {
      throw InkLineError("label \(label) is not a digit 0-9")
    }
    let ink = ReportedInk(
      reportUnit: units ?? .cell, cellWidth: width, cellHeight: height, strokes: strokes.map { $0.points })
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
public struct InkLineError: Error, CustomStringConvertible {
  public let description: String

  init(_ description: String) { self.description = description }
}
