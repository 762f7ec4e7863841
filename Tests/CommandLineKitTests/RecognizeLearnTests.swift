import Foundation
import InkBatchKit
import InkdokuTestSupport
import Testing

@testable import CommandLineKit

/// `recognize --learn` on a model without a hidden layer, whose embedding is the raster itself: the
/// same ink is its own nearest sample. It reads a 5 at 0.75, refused alone.
@Suite struct RecognizeLearnTests {
  static let logits: [Float] = [0, 0, 0, 0, 0, 3.3, 0, 0, 0, 0]
  /// The full weight from the first sample, so that two agreeing samples decide.
  static let options = ["--learn", "--adaptation", "full=1"]

  static func line(_ id: String, writer: String? = nil, label: Int? = nil, ink: String = "seven") -> String {
    let strokes =
      ink == "seven" ? "[[[10,5,0],[14,5,0.1],[12,7,0.2],[11,10,0.3]]]" : "[[[3,2,0],[3,12,0.2]]]"
    let writer = writer.map { #","writer":"\#($0)""# } ?? ""
    let label = label.map { #","label":\#($0)"# } ?? ""
    return #"{"id":"\#(id)"\#(writer)\#(label),"strokes":\#(strokes)}"#
  }

  static func run(_ arguments: [String], _ lines: [String]) async throws -> [[String: Any]] {
    let directory = try TemporaryDirectory()
    let model = try RecognizeCommandTests.modelFile(Self.logits, in: directory)
    let (result, records) = await RecognizeCommandTests.recognize(["--model", model] + arguments, lines)
    #expect(result.status == 0)
    #expect(result.errors == "")
    return records
  }

  @Test func aLineIsReadWithWhatTheEarlierLinesOfItsWriterTaught() async throws {
    let records = try await Self.run(
      Self.options,
      [
        Self.line("a", writer: "ann", label: 5), Self.line("b", writer: "ann", label: 5),
        #"{"id":"bad","writer":"ann","label":5,"strokes":7}"#,
        Self.line("c", writer: "ann"), Self.line("d", writer: "ann"),
      ])
    #expect(
      records.map { $0["learned"] as? Int } == [0, 1, nil, 2, 2], "no label, or no ink: nothing learned")
    #expect(records.map { $0["adapted"] as? Bool } == [false, false, false, true, true])
    #expect(records.map { $0["decision"] as? String } == ["reject", "reject", "reject", "accept", "accept"])
    #expect(records[3]["unadaptedDecision"] as? String == "reject")
    #expect(records[3]["unadaptedLabel"] as? Int == 5)
    #expect(abs((records[3]["unadaptedConfidence"] as? Double ?? 0) - 0.7508) < 1e-4)
    #expect((records[3]["confidence"] as? Double ?? 0) > 0.9)
    #expect(records[2]["unadaptedLabel"] is NSNull)
    #expect(records[2]["learned"] is NSNull)
  }

  @Test func writersLearnApart() async throws {
    let records = try await Self.run(
      Self.options,
      [
        Self.line("a", writer: "ann", label: 5), Self.line("b", writer: "ann", label: 5),
        Self.line("c", writer: "bob"), Self.line("d", label: 5), Self.line("e", label: 5),
        Self.line("f"), Self.line("g", writer: "ann"),
      ])
    #expect(records.map { $0["learned"] as? Int } == [0, 1, 0, 0, 1, 2, 2])
    #expect(records.map { $0["adapted"] as? Bool } == [false, false, false, false, false, true, true])
  }

  /// Ink unlike the samples is not moved by them, whatever they say.
  @Test func onlyAlikeInkIsAdapted() async throws {
    let records = try await Self.run(
      Self.options,
      [
        Self.line("a", writer: "ann", label: 1), Self.line("b", writer: "ann", label: 1),
        Self.line("c", writer: "ann", ink: "bar"),
      ])
    #expect(records[2]["adapted"] as? Bool == false)
    #expect(records[2]["confidence"] as? Double == records[2]["unadaptedConfidence"] as? Double)
  }

  @Test func withoutLearnWritersAndLabelsAreIgnoredAsBefore() async throws {
    let taught = [
      Self.line("a", writer: "ann", label: 5), Self.line("b", writer: "ann", label: 5),
      #"{"id":"c","writer":5,"label":12,"strokes":[[[10,5,0],[14,5,0.1],[12,7,0.2],[11,10,0.3]]]}"#,
    ]
    let plain = [Self.line("a"), Self.line("b"), Self.line("c")]
    let records = try await Self.run([], taught)
    #expect(
      records.map(RecognizeCommandTests.fixed)
        == (try await Self.run([], plain)).map(RecognizeCommandTests.fixed))
    #expect(
      records.map(RecognizeCommandTests.fixed)
        == Array(
          repeating:
            #"{"boardConfidence":null,"confidence":0.7507799,"decision":"reject","id":"ID","label":5,"reason":"lowConfidence","threshold":0.8}"#,
          count: 3
        ).enumerated().map { $1.replacingOccurrences(of: "ID", with: ["a", "b", "c"][$0]) })
  }

  @Test func badLabelsAndWritersAreMalformedLines() async throws {
    let records = try await Self.run(
      ["--learn"],
      [
        #"{"id":"x","label":12,"strokes":[]}"#, #"{"id":"y","writer":5,"strokes":[]}"#,
        #"{"id":"z","writer":"ann","label":"7","strokes":[]}"#,
      ])
    #expect(records[0]["error"] as? String == "line 1: label 12 is not a digit 0-9")
    #expect(records[1]["error"] as? String == "line 2: writer must be a string")
    #expect((records[2]["error"] as? String)?.hasPrefix("line 3: label: ") == true)
    #expect(records.allSatisfy { $0["decision"] as? String == "reject" && $0["adapted"] as? Bool == false })
  }

  @Test(arguments: [
    (["--adaptation", "weight=2"], "--adaptation only applies with --learn"),
    (
      ["--learn", "--adaptation", "weight=2,size=3"],
      "--adaptation expects \(AdaptationSpec.format), got 'size=3'"
    ),
    (["--learn", "--adaptation", "weight"], "--adaptation expects \(AdaptationSpec.format), got 'weight'"),
    (
      ["--learn", "--adaptation", "nearness=x"],
      "--adaptation expects \(AdaptationSpec.format), got 'nearness=x'"
    ),
    (
      ["--learn", "--adaptation", "agreement=6"],
      "--adaptation 'agreement=6' is out of range: weight ≥ 0, nearness < 1, neighbours ≥ 1, agreement 1 to neighbours, full ≥ 1"
    ),
  ])
  func badAdaptationsAreUsageErrors(arguments: [String], message: String) async throws {
    let directory = try TemporaryDirectory()
    let model = try RecognizeCommandTests.modelFile(Self.logits, in: directory)
    let result = await RecognizeCommandTests.recognize(["--model", model] + arguments, []).result
    #expect(result.status == 2)
    #expect(result.errors == "inkdoku recognize: \(message)\nTry 'inkdoku recognize --help'.\n")
  }
}
