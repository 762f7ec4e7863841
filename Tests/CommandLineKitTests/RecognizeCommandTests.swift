import DigitRecognizer
import Foundation
import InkdokuTestSupport
import ModelLoading
import Testing

@testable import CommandLineKit

@Suite struct RecognizeCommandTests {
  static let seven = #"{"id":"a","strokes":[[[10,5,0],[14,5,0.1],[12,7,0.2],[11,10,0.3]]]}"#
  static let note = #"{"id":"n","mode":"notes","units":"pixel","strokes":[[[0,0,0],[40,80,0.2]]],"label":12}"#

  /// A model answering `logits` for any image, in a fresh directory.
  static func modelFile(_ logits: [Float], in directory: TemporaryDirectory) throws -> String {
    let path = directory.file("model.inkm")
    let layer = ModelLayer.dense(
      .init(inputs: 784, outputs: 10, weights: .init(repeating: 0, count: 7840), bias: logits))
    try Data(DigitModel.fileBytes(layers: [layer])).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func recognize(
    _ arguments: [String], _ lines: [String], environment: [String: String] = [:]
  ) async -> (result: RunResult, records: [[String: Any]]) {
    let result = await inkdoku(
      ["recognize"] + arguments, input: Array(lines.joined(separator: "\n").utf8),
      commands: [RecognizeCommand(locator: ModelLocator(environment: environment, executablePath: nil))])
    let records = result.output.split(separator: "\n").map {
      try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    return (result, records)
  }

  /// The record without its latency, which varies, as text for comparison.
  static func fixed(_ record: [String: Any]) -> String {
    var record = record
    #expect(record.removeValue(forKey: "latencyMs") != nil)
    let data = try! JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  @Test func acceptsAndRejectsLineByLine() async throws {
    let directory = try TemporaryDirectory()
    // e^3.3 / (e^3.3 + 9) ≈ 0.75: enough for a note, not for a placement.
    let model = try Self.modelFile([0, 0, 0, 0, 0, 3.3, 0, 0, 0, 0], in: directory)
    let lines = [Self.seven, #"{"id":"e","strokes":[]}"#, "", #"{"id":"x","strokes":7}"#, Self.note]
    let (result, records) = await Self.recognize(["--model", model], lines)
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(records.count == 4)
    #expect(
      Self.fixed(records[0])
        == #"{"boardConfidence":null,"confidence":0.7507799,"decision":"reject","id":"a","label":5,"reason":"lowConfidence","threshold":0.8}"#
    )
    #expect(
      Self.fixed(records[1])
        == #"{"boardConfidence":null,"confidence":null,"decision":"reject","id":"e","label":null,"reason":"emptyInk","threshold":0.8}"#
    )
    #expect(records[2]["latencyMs"] is NSNull)
    #expect(records[2]["reason"] as? String == "inferenceError")
    #expect(records[2]["id"] as? String == "x")
    #expect((records[2]["error"] as? String)?.hasPrefix("line 4: strokes: ") == true)
    #expect(records[3]["decision"] as? String == "accept")
    #expect(records[3]["threshold"] as? Double == 0.7)
    #expect((records[3]["latencyMs"] as? Double).map { $0 >= 0 } == true)
  }

  @Test func optionsOverrideModeAndThreshold() async throws {
    let directory = try TemporaryDirectory()
    let model = try Self.modelFile([0, 0, 0, 0, 0, 3.3, 0, 0, 0, 0], in: directory)
    let notes = await Self.recognize(["--model", model, "--mode", "notes"], [Self.seven])
    #expect(notes.records[0]["decision"] as? String == "accept")
    let strict = await Self.recognize(
      ["-m", model, "--mode", "notes", "-t", "0.9"], [Self.seven, Self.note])
    #expect(strict.records.map { $0["threshold"] as? Double } == [0.9, 0.9])
    #expect(strict.records.map { $0["reason"] as? String } == ["lowConfidence", "lowConfidence"])
    let lenient = await Self.recognize(
      ["--threshold=0.5"], [Self.seven], environment: ["INKDOKU_MODEL": model])
    #expect(lenient.records[0]["decision"] as? String == "accept")
  }

  @Test func commandLineAndModelProblemsAreStatusTwo() async throws {
    let directory = try TemporaryDirectory()
    let model = try Self.modelFile(.init(repeating: 0, count: 10), in: directory)
    #expect(
      await Self.recognize(["--model", model, "--threshold", "1.5"], []).result.errors
        == "inkdoku recognize: --threshold expects a number from 0 to 1, got '1.5'\nTry 'inkdoku recognize --help'.\n"
    )
    #expect(
      await Self.recognize(["--model", model, "--mode", "pen"], []).result.errors.hasPrefix(
        "inkdoku recognize: --mode expects one of normal, notes, got 'pen'\n"))
    let missing = directory.file("none.inkm")
    #expect(
      await Self.recognize(["--model", missing], [Self.seven]).result
        == RunResult(status: 2, output: "", errors: "inkdoku: model \(missing): missing\n"))
    #expect(
      await Self.recognize([], [Self.seven]).result
        == RunResult(status: 2, output: "", errors: "inkdoku: model: not found\n"))
    try Data("INKMODEX".utf8).write(to: URL(fileURLWithPath: model))
    #expect(
      await Self.recognize(["--model", model], [Self.seven]).result.errors
        == "inkdoku: model \(model): bad magic (not an Inkdoku model file)\n")
  }

  /// The classic puzzle whose row 1 is `53..7....`: a 7 written in r1c3 clashes with r1c5.
  static let board = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

  static func line(_ id: String, context: String) -> String {
    #"{"id":"\#(id)","strokes":[[[10,5,0],[14,5,0.1],[12,7,0.2],[11,10,0.3]]],"context":\#(context)}"#
  }

  @Test func aContextBoardGatesReadingsItAlreadyShows() async throws {
    let directory = try TemporaryDirectory()
    // e^7 / (e^7 + 9) ≈ 0.992: refused by the default conflict threshold (1), accepted at 0.99.
    let model = try Self.modelFile([0, 0, 0, 0, 0, 0, 0, 7, 0, 0], in: directory)
    let lines = [
      Self.line("clash", context: #"{"board":"\#(Self.board)","cell":"r1c3"}"#),
      Self.line("free", context: #"{"board":"\#(Self.board)","cell":"R2C2"}"#),
      Self.seven,
    ]
    let byDefault = await Self.recognize(["--model", model], lines)
    #expect(byDefault.records.map { $0["reason"] as? String } == ["conflict", nil, nil])
    let lenient = await Self.recognize(["--model", model, "--conflict-threshold", "0.99"], lines)
    #expect(lenient.records.map { $0["decision"] as? String } == ["accept", "accept", "accept"])
    let strict = await Self.recognize(["--model", model, "--conflict-threshold", "0.995"], lines)
    #expect(strict.records.map { $0["reason"] as? String } == ["conflict", nil, nil])
    #expect(strict.records[0]["label"] as? Int == 7, "the reading is reported as read")
    #expect(
      Self.fixed(strict.records[2]) == Self.fixed(lenient.records[2]),
      "without a context the output is as before")
    let never = await Self.recognize(["--model", model, "--conflict-threshold", "1"], lines)
    #expect(never.records.map { $0["reason"] as? String } == ["conflict", nil, nil])
  }

  @Test(arguments: [
    (
      #"{"board":"53..7","cell":"r1c3"}"#,
      "line 1: context board must be 81 characters, 1-9 or . for an empty cell"
    ),
    (
      #"{"board":"\#(board)","cell":"r0c3"}"#,
      "line 1: context cell r0c3 is not a cell r1c1 to r9c9 (r<row>c<column>)"
    ),
    (
      #"{"board":"\#(board)","cell":"r3c10"}"#,
      "line 1: context cell r3c10 is not a cell r1c1 to r9c9 (r<row>c<column>)"
    ),
    (
      #"{"board":"\#(board)","cell":"3,5"}"#,
      "line 1: context cell 3,5 is not a cell r1c1 to r9c9 (r<row>c<column>)"
    ),
    (#"{"board":"\#(board)"}"#, #"line 1: missing "context.cell""#),
    (#""r1c3""#, "line 1: context: "),
  ])
  func aMalformedContextIsAMalformedLine(context: String, error: String) async throws {
    let directory = try TemporaryDirectory()
    let model = try Self.modelFile([0, 0, 0, 0, 0, 0, 0, 7, 0, 0], in: directory)
    let (result, records) = await Self.recognize(["--model", model], [Self.line("bad", context: context)])
    #expect(result.status == 0)
    #expect(records.count == 1)
    #expect((records[0]["error"] as? String)?.hasPrefix(error) == true, "\(records[0])")
    #expect(records[0]["id"] as? String == "bad")
    #expect(records[0]["decision"] as? String == "reject")
  }

  @Test func theConflictThresholdIsAConfidence() async throws {
    let directory = try TemporaryDirectory()
    let model = try Self.modelFile(.init(repeating: 0, count: 10), in: directory)
    #expect(
      await Self.recognize(["--model", model, "--conflict-threshold", "-0.1"], []).result.errors.hasPrefix(
        "inkdoku recognize: --conflict-threshold expects a number from 0 to 1, got '-0.1'\n"))
  }
}
