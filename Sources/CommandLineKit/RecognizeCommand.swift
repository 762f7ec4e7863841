import CommandFiles
import CommandLineParsing
import DigitRecognizer
import Foundation
import InkBatchKit
import InkKit
import InkdokuReplay
import ModelLoading
import Recognition
import SudokuKit

/// `inkdoku recognize [FILE]`: the batch recognizer (design §4), one JSON line out per ink line in.
public struct RecognizeCommand: Command {
  static let model = OptionSpec.value(
    "model", short: "m", valueName: "PATH",
    help:
      "The model file (default: $\(ModelLocator.environmentVariable), else the bundled \(ModelLocator.fileName))",
    completion: .file)
  static let threshold = OptionSpec.value(
    "threshold", short: "t", valueName: "T",
    help: "The confidence a digit needs, 0 to 1 (default: 0.8 in normal entry, 0.7 for notes)")
  static let conflictThreshold = OptionSpec.value(
    "conflict-threshold", valueName: "T",
    help:
      "The confidence a digit needs when the line's context board already shows it in the cell's row, column or box, 0 to 1; 1 never accepts one (default: \(InkSettings.defaultConflictThreshold))"
  )
  static let mode = OptionSpec.value(
    "mode", valueName: "MODE", help: "Entry mode for every line, normal or notes (default: each line's own)",
    completion: .words(EntryMode.allCases.map(\.rawValue)))
  static let learn = OptionSpec.flag(
    "learn",
    help:
      "Adapt to each line's \"writer\": read a line with what the writer's earlier lines taught, then learn its \"label\""
  )
  static let adaptation = OptionSpec.value(
    "adaptation", valueName: "SPEC",
    help:
      "With --learn, the adaptation's parameters, to measure others: \(AdaptationSpec.format) (default: \(AdaptationSpec.describe(.standard)))"
  )

  public let name = "recognize"
  public let summary = "Recognize digits written as ink, read as JSON Lines"
  public let discussion: String? = """
    Reads the ink format of 'inkdoku ink' and runs each line through the game's pipeline: strokes, \
    28x28 image, model, accept policy. Prints one JSON object per line read, in the same order: \
    {"boardConfidence":null,"confidence":0.973,"decision":"accept","id":"a1","label":7,\
    "latencyMs":0.21,"reason":null,"threshold":0.8}. label and confidence are the model's most probable \
    class and its probability, also on a reject; boardConfidence is how sure an accepted reading was \
    with the line's board when the board made it surer, else null; reason is null on an accept, else one of \
    \(RejectReason.allCases.map(\.rawValue).joined(separator: ", ")); latencyMs is the time spent \
    on the image and the model. A line may carry "context":{"board":"<81 characters, 1-9 or .>",\
    "cell":"r3c5"}: the board as the player sees it and the cell written in; a digit the cell's row, \
    column or box already shows is then accepted only at the conflict threshold, else rejected as \
    conflict, and any other reading must reach the threshold with the probability of the digits the \
    board shows ruled out. A malformed line gets a reject with an \
    "error" and the run goes on. With --learn, a line may also carry "writer" (any string; lines \
    without one are one unnamed writer's) and "label" (0-9): each line is answered with what the \
    earlier labelled lines of its writer taught, in memory only, then its label is learned; the answer \
    adds "adapted" (whether that changed the label or the decision), "unadaptedLabel", \
    "unadaptedConfidence" and "unadaptedDecision" (the model alone) and "learned" (the writer's \
    samples it drew on).
    """
  public let options = [
    Self.model, Self.threshold, Self.conflictThreshold, Self.mode, Self.learn, Self.adaptation,
  ]
  public let arguments = [
    ArgumentSpec("FILE", help: "The ink, one JSON object per line; standard input when it is '-' or missing")
  ]
  public let examples = [
    Example("\(Version.tool) recognize ink.jsonl", "Recognize every line of ink.jsonl."),
    Example(
      "\(Version.tool) recognize --model new.inkm --mode notes < ink.jsonl", "Try a new model on note entry."),
    Example(
      "\(Version.tool) recognize --learn writers.jsonl", "Measure how the pencil learns each writer's hand."),
  ]
  public let exitStatuses = [
    ExitStatus(0, "success, rejects and malformed lines included"),
    ExitStatus(2, "invalid command line, unreadable input, or no usable model"),
  ]

  let locator: ModelLocator

  /// `locator` finds the model when `--model` is not given.
  public init(locator: ModelLocator = .standard()) {
    self.locator = locator
  }

  public func run(_ parsed: ParsedArguments, console: Console) async throws -> Int32 {
    let threshold = try Self.confidence(parsed, Self.threshold)
    let conflictThreshold = try Self.confidence(parsed, Self.conflictThreshold)
    let mode: EntryMode? = parsed.isSet(Self.mode) ? try parsed.choice(Self.mode, default: .normal) : nil
    let learns = parsed.isSet(Self.learn)
    let adaptation = try AdaptationSpec.parse(parsed.value(Self.adaptation), learns: learns)
    let loaded = try locator.load(option: parsed.value(Self.model))
    let batch = try InkBatch(
      InputFile(argument: parsed.positionals.first), checksLabels: learns, readsWriters: learns,
      console: console)
    let recognizer = CNNRecognizer(inference: DigitInference(model: loaded.model), adaptation: adaptation)
    let learner = learns ? BatchLearner(recognizer: recognizer, model: loaded.model) : nil
    let clock = ContinuousClock()
    while let entry = try batch.next() {
      let entryMode = mode ?? entry.mode
      var settings = Self.settings(mode: entryMode, threshold: threshold)
      if let conflictThreshold { settings.conflictThreshold = conflictThreshold }
      let threshold = settings.acceptThreshold(for: entryMode)
      let record: RecognitionRecord
      switch entry.strokes {
      case .failure:
        record = Self.malformed(entry, error: entry.error, threshold: threshold, learns: learns)
      case .success where learner?.admits(entry.writer) == false:
        let error = "line \(entry.line): more than \(BatchLearner.maxWriters) writers, each learned in memory"
        record = Self.malformed(entry, error: error, threshold: threshold, learns: learns)
      case .success(let strokes):
        let request = RecognitionRequest(
          id: entry.line, strokes: strokes, target: entry.board.map { .cell($0) } ?? .noBoard,
          mode: entryMode,
          settings: settings)
        let start = clock.now
        if let learner {
          let (result, learned) = await learner.read(request, writer: entry.writer)
          record = RecognitionRecord(
            id: entry.id, reading: result, threshold: threshold, latency: clock.now - start,
            error: nil,
            learning: .init(result: result, learned: learned))
          learner.learn(entry.label, from: result, writer: entry.writer)
        } else {
          let reading = await recognizer.recognize(request)
          record = RecognitionRecord(
            id: entry.id, reading: reading, threshold: threshold, latency: clock.now - start, error: nil)
        }
      }
      try console.writeLine(try JSONLine.encode(record))
    }
    return 0
  }

  /// The answer to a line that is not read: a reject with the `error`.
  private static func malformed(_ entry: InkBatchEntry, error: String?, threshold: Double, learns: Bool)
    -> RecognitionRecord
  {
    RecognitionRecord(
      id: entry.id, reading: .rejected(id: entry.line, .inferenceError), threshold: threshold, latency: nil,
      error: error, learning: learns ? .init(result: nil, learned: nil) : nil)
  }

  /// The value of a confidence option, nil when it is not given.
  private static func confidence(_ parsed: ParsedArguments, _ option: OptionSpec) throws(UsageError)
    -> Double?
  {
    try parsed.value(option).map { text throws(UsageError) in
      guard let value = Double(text), (0...1).contains(value) else {
        throw UsageError("\(option.spelling) expects a number from 0 to 1, got \(UsageError.quoted(text))")
      }
      return value
    }
  }

  /// The default settings, with `threshold` in place of the mode's own when given.
  static func settings(mode: EntryMode, threshold: Double?) -> InkSettings {
    var settings = InkSettings()
    switch (mode, threshold) {
    case (_, nil): break
    case (.normal, let threshold?): settings.acceptThresholdNormal = threshold
    case (.notes, let threshold?): settings.acceptThresholdNotes = threshold
    }
    return settings
  }
}
