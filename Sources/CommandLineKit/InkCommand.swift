import CommandFiles
import CommandLineParsing
import Foundation
import Glibc
import InkBatchKit
import InkKit
import InkdokuCore
import SafeText
import TerminalUI

/// `inkdoku ink render|show [FILE]`: batch ink turned into model inputs, as files for training or as
/// half-block pictures.
public struct InkCommand: Command {
  static let out = OptionSpec.value(
    "out", short: "o", valueName: "DIR", help: "Where render writes its files; created if missing",
    completion: .directory)

  /// What `ink` does with the ink.
  enum Action: String, CaseIterable {
    case render
    case show
  }

  public let name = "ink"
  public let summary = "Render batch ink into model inputs, or show them as pictures"
  public let discussion: String? = """
    Reads JSON Lines of ink, the input of the recognize command: \
    {"id":"a1","units":"cell"|"pixel","cell":{"width":9,"height":18},"strokes":[[[x,y,t],...],...],\
    "label":7}. Positions are 0-based terminal columns and rows, or pixels; they become strokes and \
    then 28x28 images exactly as in the game. Blank lines are skipped; lines over 1 MiB or with more \
    than 100000 points are refused.

    render writes four files into DIR, one record per line read, in input order: images.f32 (784 \
    little-endian float32 per image, row-major, all zero for no ink or a malformed line), order.f32 \
    (the same for the plane that says in which order the ink was drawn), labels.u8 \
    (the label, 255 when missing) and meta.jsonl ({"id":...,"empty":false}, with an "error" for a \
    malformed line). Malformed lines are reported on stderr and do not stop the run.

    show prints each image as half-block characters under its id.
    """
  public let options = [Self.out]
  public let arguments = [
    ArgumentSpec(
      "ACTION", help: "render or show", isRequired: true, completion: .words(Action.allCases.map(\.rawValue))),
    ArgumentSpec("FILE", help: "The ink, one JSON object per line; standard input when it is '-' or missing"),
  ]
  public let examples = [
    Example(
      "\(Version.tool) ink render ink.jsonl --out data", "Write the model inputs for ink.jsonl into data/."),
    Example("\(Version.tool) ink show ink.jsonl | less", "Look at what the model sees."),
  ]
  public let exitStatuses = [
    ExitStatus(0, "success, malformed lines included"),
    ExitStatus(1, "the output files could not be written"),
    ExitStatus(2, "invalid command line, or unreadable input"),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    guard let action = Action(rawValue: parsed.positionals[0]) else {
      throw UsageError("unknown action \(UsageError.quoted(parsed.positionals[0])) (expected render or show)")
    }
    let directory = parsed.value(Self.out)
    switch (action, directory) {
    case (.render, nil): throw UsageError("render needs --out DIR")
    case (.show, _?): throw UsageError("--out is for render only")
    default: break
    }
    let file = InputFile(argument: parsed.positionals.dropFirst().first)
    let batch = try InkBatch(file, checksLabels: true, console: console)
    if let directory {
      try render(batch, file: file, into: directory, console: console)
    } else {
      try show(batch, file: file, console: console)
    }
    return 0
  }

  private func render(_ batch: InkBatch, file: InputFile, into directory: String, console: Console) throws {
    if mkdir(directory, 0o755) != 0 && errno != EEXIST {
      throw OutputFileError(path: directory, errno: errno)
    }
    let files = try RenderFiles(directory: directory)
    while let entry = try batch.next() {
      if let error = entry.error { try console.report("\(Version.tool): \(file.name): \(error)") }
      try files.append(entry, planes: strokes(of: entry).flatMap(DigitRaster.planes(strokes:)))
    }
    try files.close()
  }

  private func show(_ batch: InkBatch, file: InputFile, console: Console) throws {
    while let entry = try batch.next() {
      try console.writeLine(TerminalSafe.escape(entry.name) + (entry.label.map { " (label \($0))" } ?? ""))
      if let error = entry.error {
        try console.report("\(Version.tool): \(file.name): \(error)")
        try console.writeLine("(malformed line)")
      } else if let image = strokes(of: entry).flatMap(DigitRaster.render(strokes:)) {
        for line in DigitRaster.halfBlockText(image) { try console.writeLine(line) }
      } else {
        try console.writeLine("(no ink)")
      }
    }
  }

  private func strokes(of entry: InkBatchEntry) -> [Stroke]? {
    guard case .success(let strokes) = entry.strokes else { return nil }
    return strokes
  }
}
