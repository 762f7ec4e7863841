import Foundation
import Testing

@testable import InkKit

@Suite struct ScratchOutTests {
  static func stroke(_ points: [(Double, Double)]) -> Stroke {
    Stroke(points: points.enumerated().map { InkPoint(x: $1.0, y: $1.1, t: Double($0) * 0.02) })!
  }

  /// The committed ink fixture `name`, in board units (9 × 18 cells).
  static func fixture(_ name: String) throws -> [Stroke] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/ink/\(name).jsonl")
    let line = try #require(String(contentsOf: url, encoding: .utf8).split(separator: "\n").first)
    let json = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let strokes = try #require(json["strokes"] as? [[[Double]]])
    return strokes.map { points in stroke(points.map { (($0[0] + 0.5) * 9, ($0[1] + 0.5) * 18) }) }
  }

  @Test func backAndForthIsAScratch() {
    let zigzag = Self.stroke([(0, 0), (60, 5), (0, 10), (60, 15), (0, 20), (60, 25)])
    #expect(ScratchOut.isScratch([zigzag]))
    // The same turns spread over several strokes count together.
    let halves = [Self.stroke([(0, 0), (60, 5), (0, 10)]), Self.stroke([(60, 15), (0, 20), (60, 25)])]
    #expect(ScratchOut.isScratch(halves))
  }

  @Test func circlesLinesAndShortWobblesAreNot() {
    let circle = Self.stroke(
      (0...32).map { step in
        let angle = Double(step) / 32 * 2 * .pi
        return (30 + 30 * cos(angle), 30 + 30 * sin(angle))
      })
    #expect(!ScratchOut.isScratch([circle]))
    #expect(!ScratchOut.isScratch([Self.stroke([(0, 0), (60, 40)])]))
    // A tremor of a few pixels along a long line is no turn.
    let tremor = Self.stroke(
      (0...30).map { step -> (Double, Double) in
        let wobble: Double = step % 2 == 0 ? 0 : -3
        return (Double(step) * 2 + wobble, Double(step))
      })
    #expect(!ScratchOut.isScratch([tremor]))
  }

  @Test func theCommittedFixturesAreWhatTheySay() throws {
    #expect(ScratchOut.isScratch(try Self.fixture("scribble")))
    #expect(!ScratchOut.isScratch(try Self.fixture("seven")))
  }
}
