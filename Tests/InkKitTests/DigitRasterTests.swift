import InkKit
import PointerGeometry
import Testing

@Suite struct DigitRasterTests {
  /// The fixture digits as pixel-mode strokes 144 px tall (writing over about three Sudoku cells).
  static let digits: [(label: Int, strokes: [Stroke])] = PenDigit.all.map { digit in
    (digit.label, strokes(of: digit, .pixel))
  }

  static func strokes(of digit: PenDigit, _ reporting: ReportUnit, shift: Double = 0) -> [Stroke] {
    let board = SurfaceGeometry.standard
    let traces = digit.traces(
      height: 144, centreX: 300 + shift / 2, centreY: 200 + shift, start: 0, pause: 0.25)
    return traces.map {
      board.stroke(board.reports($0, in: reporting), in: reporting)
    }
  }

  static func stroke(_ points: [(Double, Double)]) -> Stroke {
    Stroke(points: points.enumerated().map { InkPoint(x: $1.0, y: $1.1, t: Double($0) * 0.01) })!
  }

  /// Rows and columns spanned by pixels of at least half intensity (the stroke's geometric body).
  static func inkSpan(_ image: [Float]) -> (columns: Int, rows: Int) {
    let inked = image.indices.filter { image[$0] >= 0.5 }
    let columns = inked.map { $0 % DigitRaster.side }
    let rows = inked.map { $0 / DigitRaster.side }
    return (columns.max()! - columns.min()! + 1, rows.max()! - rows.min()! + 1)
  }

  @Test func emptyOrDegenerateInkHasNoImage() {
    #expect(DigitRaster.render(strokes: []) == nil)
    #expect(DigitRaster.render(strokes: [Self.stroke([(5, 5)])]) == nil)
    #expect(DigitRaster.render(strokes: [Self.stroke([(5, 5), (5, 5)]), Self.stroke([(5, 5)])]) == nil)
    #expect(
      DigitRaster.render(strokes: [Self.stroke([(0, 0), (1e308, 0)]), Self.stroke([(-1e308, 0)])]) == nil)
  }

  @Test func theSameInkAnywhereOnTheBoardGivesTheSameImage() throws {
    for (_, strokes) in Self.digits {
      let image = try #require(DigitRaster.render(strokes: strokes))
      #expect(DigitRaster.render(strokes: strokes) == image)
      let moved = strokes.map { stroke in
        Stroke(points: stroke.points.map { InkPoint(x: $0.x + 1000, y: $0.y - 357, t: $0.t + 60) })!
      }
      #expect(DigitRaster.render(strokes: moved) == image)
      #expect(DigitRaster.planes(strokes: moved) == DigitRaster.planes(strokes: strokes))
    }
  }

  /// The order plane is the ink weighted by when it was drawn: nothing where there is no ink, never
  /// more than the ink, full at the start and a quarter at the end; the ink plane is `render`'s image.
  @Test func theOrderPlaneWeighsTheInkByWhenItWasDrawn() throws {
    for (_, strokes) in Self.digits {
      let planes = try #require(DigitRaster.planes(strokes: strokes))
      #expect(planes.count == DigitRaster.planeCount * 784)
      let ink = Array(planes[..<784])
      let order = Array(planes[784...])
      #expect(ink == DigitRaster.render(strokes: strokes))
      #expect(zip(ink, order).allSatisfy { $1 <= $0 && ($0 > 0 || $1 == 0) })
      #expect(order.max() == ink.max())
    }
    #expect(DigitRaster.planes(strokes: []) == nil)
  }

  /// A line drawn down and the same line drawn up: one ink image, two order planes, bright where each
  /// began. This is what the ink alone cannot say (a 1 with a lead-in stroke against a 7).
  @Test func theOrderPlaneTellsWhichWayTheInkWent() throws {
    let down = try #require(DigitRaster.planes(strokes: [Self.stroke([(40, 10), (40, 60), (40, 130)])]))
    let up = try #require(DigitRaster.planes(strokes: [Self.stroke([(40, 130), (40, 60), (40, 10)])]))
    #expect(down[..<784] == up[..<784])
    func orderAt(_ planes: [Float], row: Int) -> Float {
      (0..<DigitRaster.side).map { planes[784 + row * DigitRaster.side + $0] }.max()!
    }
    let top = 5
    let bottom = 22
    #expect(orderAt(down, row: top) > 0.9 && orderAt(down, row: bottom) < 0.5)
    #expect(orderAt(up, row: bottom) > 0.9 && orderAt(up, row: top) < 0.5)
  }

  @Test func valuesAreInRangeAndTheLongestSideIs20Pixels() throws {
    let shapes =
      Self.digits.map(\.strokes) + [
        [Self.stroke([(0, 0), (300, 0)])],
        [Self.stroke([(0, 0), (50, 70)])],
        [Self.stroke([(0, 0)]), Self.stroke([(8, 3)])],
      ]
    for strokes in shapes {
      let image = try #require(DigitRaster.render(strokes: strokes))
      #expect(image.count == 784)
      #expect(image.allSatisfy { (0...1).contains($0) })
      #expect(image.max() == 1)
      let span = Self.inkSpan(image)
      #expect((19...21).contains(max(span.columns, span.rows)))
    }
  }

  @Test func theCentreOfMassIsAtTheImageCentre() throws {
    for (_, strokes) in Self.digits {
      let image = try #require(DigitRaster.render(strokes: strokes))
      let mass = image.reduce(0, +)
      let x = image.indices.map { image[$0] * (Float($0 % 28) + 0.5) }.reduce(0, +) / mass
      let y = image.indices.map { image[$0] * (Float($0 / 28) + 0.5) }.reduce(0, +) / mass
      #expect(abs(x - 14) <= 0.5 && abs(y - 14) <= 0.5)
    }
  }

  @Test func aOneStaysThin() throws {
    let line = try #require(DigitRaster.render(strokes: [Self.stroke([(40, 10), (41, 60), (40, 130)])]))
    let span = Self.inkSpan(line)
    #expect((19...21).contains(span.rows))
    #expect(span.columns <= 3)
    let one = try #require(DigitRaster.render(strokes: Self.digits.first { $0.label == 1 }!.strokes))
    #expect(Self.inkSpan(one).columns <= 10)
  }

  /// Cosine similarity after a small blur ([1 2 1] on both axes): a one-pixel misregistration of a
  /// 2.6 px stroke says nothing about the shape yet halves the overlap of the raw images.
  static func similarity(_ a: [Float], _ b: [Float]) -> Float {
    func blurred(_ image: [Float]) -> [Float] {
      func pass(_ image: [Float], _ step: (Int, Int)) -> [Float] {
        (0..<784).map { index in
          let (row, column) = (index / 28, index % 28)
          let neighbours = [-1, 1].map { sign -> Float in
            let (r, c) = (row + sign * step.0, column + sign * step.1)
            return (0..<28).contains(r) && (0..<28).contains(c) ? image[r * 28 + c] : 0
          }
          return 2 * image[index] + neighbours[0] + neighbours[1]
        }
      }
      return pass(pass(image, (0, 1)), (1, 0))
    }
    let (x, y) = (blurred(a), blurred(b))
    let dot = zip(x, y).map { $0 * $1 }.reduce(0, +)
    return dot / (x.map { $0 * $0 }.reduce(0, +) * y.map { $0 * $0 }.reduce(0, +)).squareRoot()
  }

  @Test func cellReportsAndPixelReportsOfTheSameDigitLookAlike() throws {
    // Cell mode keeps one point per 9 × 18 px terminal cell: 8 rows for this 144 px digit. The
    // digit is moved across a terminal cell so the rounding to cells falls differently each time.
    for digit in PenDigit.all {
      for shift in stride(from: 0.0, to: 18, by: 3) {
        func image(_ reporting: ReportUnit) throws -> [Float] {
          try #require(DigitRaster.render(strokes: Self.strokes(of: digit, reporting, shift: shift)))
        }
        #expect(
          Self.similarity(try image(.pixel), try image(.cell)) > 0.8, "digit \(digit.label), shift \(shift)")
      }
    }
  }

  @Test func halfBlocksShowTwoPixelRowsPerLine() {
    var image = [Float](repeating: 0, count: 784)
    image[0] = 1  // top of line 0, column 0
    image[28 + 1] = 0.7  // bottom of line 0, column 1
    image[2] = 0.5
    image[28 + 2] = 0.9  // both halves of column 2
    image[27 * 28 + 27] = 0.49  // too faint to show
    let lines = DigitRaster.halfBlockText(image)
    #expect(lines.count == 14)
    #expect(lines.allSatisfy { $0.count == 28 })
    #expect(lines[0] == "▀▄█" + String(repeating: " ", count: 25))
    #expect(lines.dropFirst().allSatisfy { $0 == String(repeating: " ", count: 28) })
  }
}
