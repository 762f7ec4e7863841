import PointerGeometry

/// Pen positions as a terminal reported them (a batch file, a replay), turned into strokes in board
/// units exactly as the live game turns its reports: a cell report becomes the centre of that cell in
/// pixels, a pixel report stays as it is, and consecutive reports are joined by `StrokeBuilder`.
public struct ReportedInk: Hashable, Sendable {
  /// What a report's `x` and `y` count: 0-based terminal columns and rows, or pixels.
  public var reportUnit: ReportUnit
  /// The pixel size of one terminal cell.
  public var cell: CellSize
  /// One entry per stroke: its reports in order, positions in `reportUnit`, times in seconds.
  public var strokes: [[InkPoint]]

  /// `cellWidth` and `cellHeight` must be positive and finite.
  public init(reportUnit: ReportUnit, cellWidth: Double, cellHeight: Double, strokes: [[InkPoint]]) {
    precondition(
      cellWidth > 0 && cellHeight > 0 && cellWidth.isFinite && cellHeight.isFinite,
      "cell sizes must be positive and finite")
    self.reportUnit = reportUnit
    cell = CellSize(width: cellWidth, height: cellHeight)
    self.strokes = strokes
  }

  /// The report as a point in board units.
  public func boardPoint(_ report: InkPoint) -> InkPoint {
    let point = reportUnit.boardPoint(x: report.x, y: report.y, cell: cell)
    return InkPoint(x: point.x, y: point.y, t: report.t)
  }

  /// The strokes the game would build from these reports; strokes without reports are skipped.
  ///
  /// Returns nil when interpolation would make more than `pointLimit` points in all, so a hostile
  /// line (a few reports far apart) cannot make the caller allocate without bound.
  public func boardStrokes(pointLimit: Int = .max) -> [Stroke]? {
    var result: [Stroke] = []
    var total = 0
    for reports in strokes {
      guard let first = reports.first else { continue }
      var builder = StrokeBuilder(start: boardPoint(first), cell: cell)
      for report in reports.dropFirst() {
        builder.add(boardPoint(report), reportUnit: reportUnit)
        if total + builder.points.count > pointLimit { return nil }
      }
      total += builder.points.count
      if total > pointLimit { return nil }
      result.append(builder.stroke)
    }
    return result
  }
}
