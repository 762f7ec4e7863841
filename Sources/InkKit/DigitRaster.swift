/// The model's input contract (design §3.5): strokes in board units → a 28×28 grayscale image, and a
/// second plane of the same ink that says in which order it was drawn.
///
/// Steps: the ink box (the points' bounding box grown by half the stroke width, so round caps fit)
/// is scaled so its longest side is `inkBoxSide` pixels, aspect kept; the strokes are drawn as
/// round-capped lines of one fixed width, anti-aliased analytically at that resolution (the
/// "bilinear resample" of the reference is folded into drawing directly at the target size); the
/// drawing is then moved by whole pixels so its centre of mass is within half a pixel of the image
/// centre (14, 14), with pixel (i, j) centred at (i + 0.5, j + 0.5). Output: 784 floats, row-major,
/// background 0, ink up to 1. Training renders its images with this same code.
///
/// The order plane is the same drawing with each segment weighted by when it was drawn: 1 for the first,
/// falling evenly to `lastSegmentWeight` for the last (the strongest where segments overlap). The ink
/// alone cannot tell a 1 written with a lead-in stroke from a 7, or the loop-first 9 from a 3; the
/// order can: with it the model alone makes a fifth fewer wrong accepts on collections it never saw.
///
/// Deterministic bit for bit: the same strokes, or the same strokes moved on the board, give the same
/// image (positions only enter relative to the ink box, snapped to a fine grid).
public enum DigitRaster {
  /// Width and height of the image.
  public static let side = 28
  /// Longest side of the scaled ink box, in pixels.
  public static let inkBoxSide = 20.0
  /// Stroke width as a fraction of the ink's longest side: tied to the ink, not to the screen, so
  /// the on-screen look, the writing size and the report unit do not change what the model sees. A
  /// width relative to the box needs no floor: even a tiny mark is drawn 20 px long and 2.6 px wide.
  /// 2.6 px is close to MNIST's strokes; thinner lines made cell-mode staircases stand out more.
  public static let strokeWidthRatio = 0.15
  /// Points closer than this many pixels to the last one drawn are skipped (a stroke's last point
  /// never is): pixel reports come every pixel moved, thousands per digit, and at 20 px a shorter
  /// segment changes nothing visible while the drawing time grows with the segment count.
  static let minimumStep = 0.5
  /// Positions are snapped to 1/4096 px: where the ink sits on the board changes the last bits of
  /// interpolated points once made relative to the box, and that must not change a bit of the image.
  static let positionGrid = 4096.0
  /// The order plane's weight for the last segment drawn (the first has 1): low enough to set the end
  /// apart from the start, high enough that the end still reads as ink.
  static let lastSegmentWeight: Float = 0.25
  /// The planes `planes(strokes:)` returns, one after the other: the ink, then its drawing order.
  public static let planeCount = 2

  /// The model input for `strokes`, or nil for empty ink or ink with no extent (all points identical).
  public static func render(strokes: [Stroke]) -> [Float]? {
    draw(strokes)?.centredByMass(side: side).ink
  }

  /// The ink plane then the order plane (`planeCount` × 784 floats), moved together; nil as for `render`.
  public static func planes(strokes: [Stroke]) -> [Float]? {
    guard let (ink, order) = draw(strokes)?.centredByMass(side: side) else { return nil }
    return ink + order
  }

  private static func draw(_ strokes: [Stroke]) -> Canvas? {
    guard let box = strokes.bounds else { return nil }
    let extent = max(box.width, box.height)
    let strokeWidth = strokeWidthRatio * extent
    // The finite test keeps absurd coordinates (say 1e308 from a hand-made JSON line) from trapping.
    guard extent > 0, (extent + strokeWidth).isFinite else { return nil }
    let scale = inkBoxSide / (extent + strokeWidth)
    func position(_ value: Double, from start: Double) -> Double {
      ((value - start + strokeWidth / 2) * scale * positionGrid).rounded() / positionGrid + 1
    }
    var segments: [(from: (x: Double, y: Double), to: (x: Double, y: Double))] = []
    for stroke in strokes {
      var previous: (x: Double, y: Double)?
      for (index, point) in stroke.points.enumerated() {
        let current = (position(point.x, from: box.minX), position(point.y, from: box.minY))
        if let previous, index < stroke.points.count - 1,
          distanceSquared(previous, current) < minimumStep * minimumStep
        {
          continue
        }
        segments.append((previous ?? current, current))
        previous = current
      }
    }
    // One free pixel around the box holds the anti-aliased edge.
    var canvas = Canvas(
      columns: Int(((box.width + strokeWidth) * scale).rounded(.up)) + 2,
      rows: Int(((box.height + strokeWidth) * scale).rounded(.up)) + 2,
      radius: strokeWidth * scale / 2)
    let fall = (1 - lastSegmentWeight) / Float(max(segments.count - 1, 1))
    for (index, segment) in segments.enumerated() {
      canvas.drawSegment(from: segment.from, to: segment.to, weight: 1 - fall * Float(index))
    }
    return canvas
  }
}

private func distanceSquared(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
  (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)
}

/// A box-sized drawing buffer; pixel (i, j) covers [i, i+1) × [j, j+1).
private struct Canvas {
  let columns: Int
  let rows: Int
  let radius: Double
  var pixels: [Float]
  /// The order plane: coverage times the weight of the segment drawn.
  var order: [Float]

  init(columns: Int, rows: Int, radius: Double) {
    self.columns = columns
    self.rows = rows
    self.radius = radius
    pixels = [Float](repeating: 0, count: columns * rows)
    order = pixels
  }

  /// Draws a round-capped segment; a pixel's value is the coverage of a one-pixel ramp across the edge,
  /// and in the order plane that coverage times `weight`.
  mutating func drawSegment(from a: (x: Double, y: Double), to b: (x: Double, y: Double), weight: Float) {
    let reach = radius + 0.5
    let firstColumn = max(0, Int((min(a.x, b.x) - reach).rounded(.down)))
    let lastColumn = min(columns - 1, Int((max(a.x, b.x) + reach).rounded(.down)))
    let firstRow = max(0, Int((min(a.y, b.y) - reach).rounded(.down)))
    let lastRow = min(rows - 1, Int((max(a.y, b.y) + reach).rounded(.down)))
    let dx = b.x - a.x
    let dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    for row in firstRow...lastRow {
      let py = Double(row) + 0.5 - a.y
      for column in firstColumn...lastColumn {
        let px = Double(column) + 0.5 - a.x
        let along = lengthSquared > 0 ? min(max((px * dx + py * dy) / lengthSquared, 0), 1) : 0
        let ex = px - along * dx
        let ey = py - along * dy
        let coverage = Float(min(max(reach - (ex * ex + ey * ey).squareRoot(), 0), 1))
        let index = row * columns + column
        if coverage > pixels[index] { pixels[index] = coverage }
        if coverage * weight > order[index] { order[index] = coverage * weight }
      }
    }
  }

  /// The drawing copied into a `side × side` image, moved by whole pixels to put its centre of mass
  /// at the image centre, and the order plane moved with it. Every point drawn inks at least one pixel,
  /// so there is always a mass.
  func centredByMass(side: Int) -> (ink: [Float], order: [Float]) {
    var mass = 0.0
    var momentX = 0.0
    var momentY = 0.0
    for row in 0..<rows {
      for column in 0..<columns {
        let value = Double(pixels[row * columns + column])
        mass += value
        momentX += value * (Double(column) + 0.5)
        momentY += value * (Double(row) + 0.5)
      }
    }
    let centre = Double(side) / 2
    let shiftX = Int((centre - momentX / mass).rounded())
    let shiftY = Int((centre - momentY / mass).rounded())
    var image = [Float](repeating: 0, count: side * side)
    var orderImage = image
    for row in max(0, -shiftY)..<min(rows, side - shiftY) {
      for column in max(0, -shiftX)..<min(columns, side - shiftX) {
        image[(row + shiftY) * side + column + shiftX] = pixels[row * columns + column]
        orderImage[(row + shiftY) * side + column + shiftX] = order[row * columns + column]
      }
    }
    return (image, orderImage)
  }
}
