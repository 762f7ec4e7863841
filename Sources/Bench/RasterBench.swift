import InkKit
import PointerGeometry

/// `DigitRaster.render` per ink group, for each synthetic digit at each writing size and report mode.
///
/// Groups are rendered in turn rather than one after another, so machine noise spreads evenly over
/// them. Every render must give the image an untimed first pass gave: that checks the raster's
/// determinism and keeps the work from being optimized away.
enum RasterBench {
  static let sizes = [6, 8, 12]
  static let repeats = 150

  /// The digits at one writing size and report mode.
  private struct Setting {
    let label: String
    let digits: [[Stroke]]
  }

  static func run() {
    print("## Raster (DigitRaster.render per group: 7, two-stroke 4, 8; \(repeats) renders each)")
    let settings = ReportUnit.allCases.flatMap { reportUnit in
      sizes.map { rows in
        Setting(
          label: "\(reportUnit.rawValue) mode, \(rows) rows",
          digits: SyntheticInk.digits.map {
            SyntheticInk.strokes($0.strokes, rows: rows, reportUnit: reportUnit)
          })
      }
    }
    let expected = settings.map { $0.digits.map { DigitRaster.render(strokes: $0) } }
    var seconds = [[Double]](repeating: [], count: settings.count)
    var identical = true
    for _ in 0..<repeats {
      for (index, setting) in settings.enumerated() {
        for (digit, strokes) in setting.digits.enumerated() {
          let start = Stopwatch.now()
          let image = DigitRaster.render(strokes: strokes)
          seconds[index].append(Stopwatch.now() - start)
          identical = identical && image == expected[index][digit]
        }
      }
    }
    for (index, setting) in settings.enumerated() {
      let points = zip(SyntheticInk.digits, setting.digits).map { digit, strokes in
        "\(digit.name): \(strokes.reduce(0) { $0 + $1.points.count })"
      }
      Report.line(
        setting.label,
        "\(Stopwatch.summary(seconds[index], [0.5, 0.95], Stopwatch.us))   points \(points.joined(separator: ", "))"
      )
    }
    let all = seconds.flatMap { $0 }
    Report.line(
      "all groups",
      "\(Stopwatch.summary(all, [0.5, 0.95], Stopwatch.us)) (n=\(all.count))"
        + (identical ? "" : "   REPEATS DIFFER: the raster is not deterministic"))
  }
}
