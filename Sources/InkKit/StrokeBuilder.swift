import PointerGeometry

/// Collects the reports of one press…drag…release and joins consecutive reports by straight segments.
///
/// A terminal reports one position per cell entered and skips cells on fast moves, so two reports
/// may be far apart; points (and their times) are interpolated so none are more than half a terminal
/// cell apart on either axis. Repeated positions are kept: a drag clamped at the window edge keeps reporting
/// the same edge point, and its times still tell how long the stroke lasted.
///
/// Cell reports say only which cell the pen is in, and a new one comes the moment the pen crosses into
/// that cell: the pen is then on its border. So the stroke runs through those crossings (where the
/// line from the last cell's centre enters the new cell: the middle of the edge two neighbours share,
/// at the report's time) instead of through the cells' centres, which turns a diagonal's staircase
/// back into a line. A cell's centre is kept where the stroke starts, ends, or leaves a cell on the
/// side it came in by (a turn no crossing stands for).
public struct StrokeBuilder: Equatable, Sendable {
  /// Half a terminal cell: the most interpolated points are apart, and where a crossing lies from a
  /// cell's centre.
  private let halfCellX: Double
  private let halfCellY: Double
  public private(set) var points: [InkPoint]
  /// Kept as points arrive, so that the stroke in progress costs no pass over its points.
  public private(set) var bounds: InkRect
  /// Cell reports: the last points lead from the last crossing to the centre of the cell the pen is
  /// in, and are replaced once it leaves that cell; `settledBounds` holds the points before them.
  private var tailCount = 0
  private var settledBounds: InkRect
  private var lastReport: InkPoint
  private var lastCrossing: InkPoint?

  /// Interpolation never needs more points than this per segment, even for absurd input (e.g. an
  /// edited replay): it bounds the memory one report can cost.
  static let maxStepsPerSegment = 4096

  /// A stroke from `start` on a terminal whose cells are `cell`.
  public init(start: InkPoint, cell: CellSize) {
    precondition(cell.width > 0 && cell.height > 0, "cell sizes must be positive")
    halfCellX = cell.width / 2
    halfCellY = cell.height / 2
    points = [start]
    bounds = InkRect(minX: start.x, minY: start.y, maxX: start.x, maxY: start.y)
    settledBounds = bounds
    lastReport = start
  }

  public var stroke: Stroke { Stroke(points: points, bounds: bounds) }

  /// Adds the next report's point, joined as its unit says: a cell centre through its crossing, a
  /// pixel as it is.
  public mutating func add(_ point: InkPoint, reportUnit: ReportUnit) {
    guard reportUnit == .cell else {
      // Nothing after a pixel replaces what came before it.
      (tailCount, settledBounds, lastReport, lastCrossing) = (0, bounds, point, nil)
      join(point, settled: true)
      return
    }
    guard point.x != lastReport.x || point.y != lastReport.y else {
      join(point, settled: false)
      return
    }
    points.removeLast(tailCount)
    tailCount = 0
    bounds = settledBounds
    let crossing = entry(into: point)
    if let lastCrossing, turnsBack(from: lastCrossing, to: crossing) {
      join(InkPoint(x: lastReport.x, y: lastReport.y, t: (lastCrossing.t + point.t) / 2), settled: true)
    }
    join(crossing, settled: true)
    join(point, settled: false)
    lastCrossing = crossing
    lastReport = point
  }

  /// Where the line from the last report's cell centre enters `report`'s cell, at the report's time:
  /// the middle of the line for neighbours, nearer `report` across skipped cells.
  private func entry(into report: InkPoint) -> InkPoint {
    let dx = lastReport.x - report.x
    let dy = lastReport.y - report.y
    // Half a cell over the distance on each axis; a zero distance divides to infinity and drops out.
    let share = min(0.5, halfCellX / abs(dx), halfCellY / abs(dy))
    return InkPoint(x: report.x + dx * share, y: report.y + dy * share, t: report.t)
  }

  /// Whether the pen left the last report's cell on the side it came in by: both crossings lie
  /// ahead of its centre in the same direction, measured in cells.
  private func turnsBack(from entered: InkPoint, to left: InkPoint) -> Bool {
    let inX = (entered.x - lastReport.x) / halfCellX
    let inY = (entered.y - lastReport.y) / halfCellY
    let outX = (left.x - lastReport.x) / halfCellX
    let outY = (left.y - lastReport.y) / halfCellY
    return inX * outX + inY * outY > 0
  }

  /// Appends `point`, and interpolated points before it when it is far from the last one.
  private mutating func join(_ point: InkPoint, settled: Bool) {
    let last = points[points.count - 1]
    let dx = point.x - last.x
    let dy = point.y - last.y
    let steps = max(abs(dx) / halfCellX, abs(dy) / halfCellY).rounded(.up)
    // Also false for NaN, which then gets no interpolation instead of a trap.
    if steps > 1 {
      let count = Int(min(steps, Double(Self.maxStepsPerSegment)))
      let dt = point.t - last.t
      for step in 1..<count {
        let f = Double(step) / Double(count)
        append(InkPoint(x: last.x + dx * f, y: last.y + dy * f, t: last.t + dt * f), settled: settled)
      }
    }
    append(point, settled: settled)
  }

  private mutating func append(_ point: InkPoint, settled: Bool) {
    points.append(point)
    bounds.include(point)
    if settled {
      settledBounds.include(point)
    } else {
      tailCount += 1
    }
  }
}
