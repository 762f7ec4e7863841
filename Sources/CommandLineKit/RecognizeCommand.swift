import CommandLineParsing
import DigitRecognizer
import Foundation
import InkKit
import InkdokuReplay
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
    "error" and the run goes on.
    """
  public let options = [Self.model, Self.threshold, Self.conflictThreshold, Self.mode]
  public let arguments = [
    ArgumentSpec("FILE", help: "The ink, one JSON object per line; standard input when it is '-' or missing")
  ]
  public let examples = [
    Example("\(Version.tool) recognize ink.jsonl", "Recognize every line of ink.jsonl."),
    Example(
      "\(Version.tool) recognize --model new.inkm --mode notes < ink.jsonl", "Try a new model on note entry."),
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
    let loaded = try locator.load(option: parsed.value(Self.model))
    let batch = try InkBatch(
      InputFile(argument: parsed.positionals.first), checksLabels: false, console: console)
    let recognizer = CNNRecognizer(inference: DigitInference(model: loaded.model))
    let clock = ContinuousClock()
    while let entry = try batch.next() {
      let entryMode = mode ?? entry.mode
      var settings = Self.settings(mode: entryMode, threshold: threshold)
      if let conflictThreshold { settings.conflictThreshold = conflictThreshold }
      let threshold = settings.acceptThreshold(for: entryMode)
      let record: RecognitionRecord
      switch entry.strokes {
      case .failure:
        record = RecognitionRecord(
          id: entry.id, reading: .rejected(id: entry.line, .inferenceError), threshold: threshold,
          latency: nil,
          error: entry.error)
      case .success(let strokes):
        let request = RecognitionRequest(
          id: entry.line, strokes: strokes, target: entry.board.map { .cell($0) } ?? .noBoard,
          mode: entryMode,
          settings: settings)
        let start = clock.now
        let reading = await recognizer.recognize(request)
        record = RecognitionRecord(
          id: entry.id, reading: reading, threshold: threshold, latency: clock.now - start, error: nil)
      }
      try console.writeLine(try JSONLine.encode(record))
    }
    return 0
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
