import InkKit
import PointerGeometry
import Testing

extension SurfaceGeometry {
  /// A board with its outer line at column 2, row 1 and 6 × 3 terminal cells per Sudoku cell, 9 × 18
  /// pixels each: Sudoku cells are 54 × 54 board units.
  static let standard = SurfaceGeometry.board(column: 2, row: 1, columnsPerCell: 6, rowsPerCell: 3)

  /// A point given in Sudoku cells from the board's origin: (4.5, 4.5) is the centre of cell 40.
  func at(_ column: Double, _ row: Double, t: Double) -> InkPoint {
    InkPoint(x: originX + column * targetWidth, y: originY + row * targetHeight, t: t)
  }

  /// What the terminal would send for a pen trace over this board in `reportUnit`, located: pixel
  /// positions rounded, or cell centres with repeats dropped; the release is always sent.
  func reports(_ trace: [InkPoint], in reportUnit: ReportUnit = .cell) -> [InkPoint] {
    let snapped = trace.map { point in
      switch reportUnit {
      case .pixel:
        return InkPoint(x: point.x.rounded(.down), y: point.y.rounded(.down), t: point.t)
      case .cell:
        let column = (point.x / terminalCell.width).rounded(.down)
        let row = (point.y / terminalCell.height).rounded(.down)
        return InkPoint(
          x: (column + 0.5) * terminalCell.width, y: (row + 0.5) * terminalCell.height, t: point.t)
      }
    }
    var kept = [snapped[0]]
    for (index, point) in snapped.enumerated().dropFirst()
    where index == snapped.count - 1 || (point.x, point.y) != (kept[kept.count - 1].x, kept[kept.count - 1].y)
    {
      kept.append(point)
    }
    return kept
  }

  /// The stroke the session builds from these reports in `reportUnit`.
  func stroke(_ reports: [InkPoint], in reportUnit: ReportUnit = .cell) -> Stroke {
    var builder = StrokeBuilder(start: reports[0], cell: terminalCell)
    for point in reports.dropFirst() { builder.add(point, reportUnit: reportUnit) }
    return builder.stroke
  }
}

extension PenDigit {
  /// The digit as pen traces in board units: its box `height` units tall (aspect kept) and centred at
  /// (x, y), sampled at the tablet's rate from `start` seconds, strokes `pause` seconds apart.
  func traces(height: Double, centreX: Double, centreY: Double, start: Double, pause: Double) -> [[InkPoint]]
  {
    let all = points.flatMap { $0 }
    let minX = all.map(\.x).min()!
    let maxX = all.map(\.x).max()!
    let minY = all.map(\.y).min()!
    let maxY = all.map(\.y).max()!
    let scale = height / (maxY - minY)
    var time = start
    return points.map { stroke in
      let trace = stroke.enumerated().map { index, point in
        InkPoint(
          x: centreX + (point.x - (minX + maxX) / 2) * scale,
          y: centreY + (point.y - (minY + maxY) / 2) * scale,
          t: time + Double(index) / pointsPerSecond)
      }
      time = trace[trace.count - 1].t + pause
      return trace
    }
  }
}

/// Drives an `InkSession` like a test store, on one surface under one set of settings: every action's
/// effects are asserted, in order.
struct InkStore {
  var session: InkSession
  var geometry: SurfaceGeometry
  /// The unit the terminal reports in over the surface.
  var reportUnit: ReportUnit
  var settings = InkSettings()

  init(geometry: SurfaceGeometry = .standard, reportUnit: ReportUnit = .cell, limits: InkLimits = InkLimits())
  {
    session = InkSession(limits: limits)
    self.geometry = geometry
    self.reportUnit = reportUnit
  }

  /// When the session's group finalizes or is dropped under the store's settings.
  var deadline: Double? { session.deadline(settings) }

  mutating func send(
    _ action: InkAction, at now: Double, _ expected: [InkEffect] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let effects = InkSession.reduce(
      &session, action, now: now, on: geometry, reportUnit: reportUnit, settings: settings)
    #expect(effects == expected, sourceLocation: sourceLocation)
  }

  /// Sends a press, drags and a release for `reports` (at their own times), expecting nothing before
  /// the release and `expected` on it; returns the stroke as the session builds it.
  @discardableResult
  mutating func draw(
    _ reports: [InkPoint], expecting expected: [InkEffect] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Stroke {
    send(.strokeBegan(reports[0]), at: reports[0].t, sourceLocation: sourceLocation)
    for point in reports.dropFirst().dropLast() {
      send(.strokeMoved(point), at: point.t, sourceLocation: sourceLocation)
    }
    let end = reports[reports.count - 1]
    send(.strokeEnded(end), at: end.t, expected, sourceLocation: sourceLocation)
    return geometry.stroke(reports, in: reportUnit)
  }

  /// A straight stroke between two points given in Sudoku cells, reported every ~10 ms like a drag.
  @discardableResult
  mutating func line(
    from start: (Double, Double), to end: (Double, Double), at t0: Double, duration: Double,
    expecting expected: [InkEffect] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) -> Stroke {
    let count = max(1, Int((duration / 0.01).rounded()))
    let reports = (0...count).map { step in
      let f = Double(step) / Double(count)
      return geometry.at(
        start.0 + (end.0 - start.0) * f, start.1 + (end.1 - start.1) * f, t: t0 + duration * f)
    }
    return draw(reports, expecting: expected, sourceLocation: sourceLocation)
  }

  /// The group the session should finalize next for `strokes`.
  func group(_ strokes: [Stroke], target: Int?) -> InkEffect {
    .finalize(InkGroup(strokes: strokes, target: target.map { .cell($0) }))
  }
}
