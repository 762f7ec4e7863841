import Foundation
import InkKit
import InkdokuTestSupport
import Testing

@testable import CommandLineKit

@Suite struct InkCommandTests {
  static let bar =
    #"{"id":"bar","units":"cell","cell":{"width":9,"height":18},"strokes":[[[4,2,0],[4,9,0.2]]],"label":1}"#
  static let malformed = #"{"id":"bad","strokes":[[[1,2]]]}"#
  static let empty = #"{"id":"none","strokes":[],"extra":true}"#

  static func ink(_ arguments: [String], _ lines: [String]) async -> RunResult {
    await inkdoku(
      ["ink"] + arguments, input: Array(lines.joined(separator: "\n").utf8), commands: [InkCommand()])
  }

  @Test func renderWritesOneRecordPerLine() async throws {
    let directory = try TemporaryDirectory()
    let out = directory.file("data")
    let result = await Self.ink(["render", "--out", out], [Self.bar, "", Self.malformed, Self.empty])
    #expect(
      result
        == RunResult(
          status: 0, output: "", errors: "inkdoku: <stdin>: line 3: strokes[0][0]: a point is [x, y, t]\n"))
    let strokes = ReportedInk(
      reportUnit: .cell, cellWidth: 9, cellHeight: 18,
      strokes: [[InkPoint(x: 4, y: 2, t: 0), InkPoint(x: 4, y: 9, t: 0.2)]]
    ).boardStrokes()!
    let planes = DigitRaster.planes(strokes: strokes)!
    for (plane, name) in ["images.f32", "order.f32"].enumerated() {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))
      #expect(bytes.count == 3 * 784 * 4)
      let first = (0..<784).map { i in
        Float(bitPattern: (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[4 * i + $1]) << (8 * $1) })
      }
      #expect(first == Array(planes[(784 * plane)..<(784 * (plane + 1))]), "\(name)")
      #expect(bytes.dropFirst(784 * 4).allSatisfy { $0 == 0 })
    }
    #expect(Array(planes[..<784]) == DigitRaster.render(strokes: strokes))
    #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/labels.u8")) == Data([1, 255, 255]))
    #expect(
      try String(contentsOfFile: out + "/meta.jsonl", encoding: .utf8) == """
        {"empty":false,"id":"bar"}
        {"empty":true,"error":"line 3: strokes[0][0]: a point is [x, y, t]","id":"bad"}
        {"empty":true,"id":"none"}

        """)
  }

  @Test func malformedLinesSayWhatIsWrong() async throws {
    let directory = try TemporaryDirectory()
    let far = "[" + (0..<30).map { "[\($0 % 2 * 20000),0,0]" }.joined(separator: ",") + "]"
    let lines = [
      "[1,2]", #"{"strokes":[[[1,2,"x"]]]}"#, #"{"id":"l","strokes":[],"label":12}"#,
      #"{"strokes":[],"cell":{"width":0,"height":18}}"#, #"{"strokes":[\#(far)]}"#,
      #"{"strokes":[[[1,2,1e999]]]}"#,
      "{\"id\":\"big\",\"pad\":\"" + String(repeating: "x", count: 1 << 20) + "\"}",
    ]
    let result = await Self.ink(["render", "-o", directory.path], lines)
    #expect(result.status == 0)
    #expect(
      result.errors.split(separator: "\n") == [
        "inkdoku: <stdin>: line 1: Expected to decode Dictionary<String, Any> but found an array instead.",
        "inkdoku: <stdin>: line 2: strokes[0][0][2]: Expected to decode Double but found a string instead.",
        "inkdoku: <stdin>: line 3: label 12 is not a digit 0-9",
        "inkdoku: <stdin>: line 4: cell width and height must be positive numbers",
        "inkdoku: <stdin>: line 5: more than 100000 points, reports and the points joining them",
        "inkdoku: <stdin>: line 6: not valid JSON",
        "inkdoku: <stdin>: line 7: longer than 1 MiB; not read",
      ])
    #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file("labels.u8"))).count == 7)
  }

  @Test func showDrawsEachImageUnderItsName() async {
    let result = await Self.ink(["show", "-"], [Self.bar, Self.malformed, Self.empty])
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 20)
    #expect(lines[0] == "bar (label 1)")
    #expect(lines[1..<15].allSatisfy { $0.count == 28 })
    #expect(lines[1..<15].joined().contains("█"))
    #expect(Array(lines[15...]) == ["bad", "(malformed line)", "none", "(no ink)", ""])
    #expect(result.errors == "inkdoku: <stdin>: line 2: strokes[0][0]: a point is [x, y, t]\n")
  }

  @Test func commandLineProblems() async throws {
    #expect(
      await Self.ink(["render"], [])
        == RunResult(
          status: 2, output: "", errors: "inkdoku ink: render needs --out DIR\nTry 'inkdoku ink --help'.\n"))
    #expect(
      await Self.ink(["show", "--out", "x"], []).errors.hasPrefix("inkdoku ink: --out is for render only\n"))
    #expect(
      await Self.ink(["draw"], []).errors.hasPrefix(
        "inkdoku ink: unknown action 'draw' (expected render or show)\n"))
    #expect(await Self.ink([], []).errors.hasPrefix("inkdoku ink: missing argument ACTION\n"))
    let directory = try TemporaryDirectory()
    let missing = directory.file("missing.jsonl")
    #expect(
      await Self.ink(["show", missing], [])
        == RunResult(status: 2, output: "", errors: "inkdoku: \(missing): No such file or directory\n"))
  }

  @Test func unwritableOutputIsStatusOne() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("file")
    try "".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(
      await Self.ink(["render", "--out", file + "/sub"], [Self.bar])
        == RunResult(status: 1, output: "", errors: "inkdoku: \(file)/sub: Not a directory\n"))
  }
}
