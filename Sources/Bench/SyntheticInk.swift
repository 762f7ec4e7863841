import Foundation
import InkKit
import PointerGeometry

/// Machine-drawn digits for the raster bench: a 7, a 4 in two strokes and an 8 loop, traced along
/// parametric curves and reported the way a terminal reports a drag, then joined by `StrokeBuilder`
/// exactly as the pencil session joins reports.
enum SyntheticInk {
  /// A pen path: position in the digit's unit box (0...1, y down) for a progress of 0...1.
  typealias Curve = @Sendable (Double) -> (x: Double, y: Double)

  /// Terminal cell size in board units: pixels in pixel mode, the 9 × 18 default in cell mode.
  static let cellWidth = 9.0
  static let cellHeight = 18.0
  /// Digits are written about 0.6 times as wide as tall.
  static let aspect = 0.6

  static let digits: [(name: String, strokes: [Curve])] = [
    ("7", [polyline([(0.05, 0.05), (0.95, 0.05), (0.4, 1)])]),
    ("4", [polyline([(0.55, 0), (0.05, 0.65), (0.95, 0.65)]), polyline([(0.7, 0.3), (0.7, 1)])]),
    ("8", [figureEight]),
  ]

  /// The strokes of a digit `rows` terminal rows tall, as the pencil session would hold them.
  static func strokes(_ curves: [Curve], rows: Int, reportUnit: ReportUnit) -> [Stroke] {
    let height = Double(rows) * cellHeight
    let width = height * aspect
    // Samples well under a pixel apart, so pixel mode sees every pixel the pen crosses.
    let samples = Int(height * 4)
    var time = 0.0
    return curves.map { curve in
      var builder: StrokeBuilder?
      var last: (x: Double, y: Double)?
      for step in 0...samples {
        let (u, v) = curve(Double(step) / Double(samples))
        let report = quantized((u * width, v * height), reportUnit)
        guard last.map({ $0 != report }) ?? true else { continue }
        last = report
        // Reports come a few milliseconds apart; the raster ignores time, the builder interpolates it.
        time += 0.008
        let point = InkPoint(x: report.x, y: report.y, t: time)
        if builder == nil {
          builder = StrokeBuilder(start: point, cell: CellSize(width: cellWidth, height: cellHeight))
        } else {
          builder?.add(point, reportUnit: reportUnit)
        }
      }
      return builder!.stroke
    }
  }

  private static func quantized(_ point: (x: Double, y: Double), _ reportUnit: ReportUnit) -> (
    x: Double, y: Double
  ) {
    switch reportUnit {
    case .pixel:
      return (point.x.rounded(.down), point.y.rounded(.down))
    case .cell:
      return (
        ((point.x / cellWidth).rounded(.down) + 0.5) * cellWidth,
        ((point.y / cellHeight).rounded(.down) + 0.5) * cellHeight
      )
    }
  }

  /// Straight segments through `corners`, travelled at constant speed.
  private static func polyline(_ corners: [(x: Double, y: Double)]) -> Curve {
    let lengths = zip(corners, corners.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
    let total = lengths.reduce(0, +)
    return { progress in
      var distance = progress * total
      for (index, length) in lengths.enumerated() {
        if distance <= length || index == lengths.count - 1 {
          let f = length > 0 ? min(distance / length, 1) : 0
          let (a, b) = (corners[index], corners[index + 1])
          return (a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
        }
        distance -= length
      }
      return corners[corners.count - 1]
    }
  }

  /// One closed stroke from the top, crossing itself at mid-height.
  private static func figureEight(_ progress: Double) -> (x: Double, y: Double) {
    let angle = 2 * Double.pi * progress
    return (0.5 + 0.45 * sin(2 * angle), 0.5 * (1 - cos(angle)))
  }
}
