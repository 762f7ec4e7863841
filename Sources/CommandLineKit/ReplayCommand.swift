import CommandLineParsing
import DigitRecognizer
import Foundation
import InkdokuReplay
import InkdokuRuntime
import InkdokuStorage
import SafeText
import TerminalUI

/// `inkdoku replay FILE`: plays a recorded session back, or summarizes and verifies it without a terminal.
public struct ReplayCommand: Command {
  static let headless = OptionSpec.flag(
    "headless", help: "No terminal: print a JSON summary of how the recorded game ended")
  static let verify = OptionSpec.flag(
    "verify", help: "No terminal: re-run the session and report every difference with the recording")
  static let speed = OptionSpec.value(
    "speed", valueName: "X", help: "Playback speed from 0.25 to 16 (default 1; + and - change it)")
  static let ascii = OptionSpec.flag("ascii", help: "Draw with ASCII characters only")

  public let name = "replay"
  public let summary = "Play back a recorded session, or verify it"
  public let discussion: String? = """
    Record with 'inkdoku play --record FILE', or set "recordReplays": true in settings.json to record \
    every game under $XDG_STATE_HOME/inkdoku/replays. Playback keys: space pause/resume, + and - speed, \
    . step to the next input, q quit. Playback never changes the saved game or the statistics. \
    With --headless, standard output holds only the summary, and --verify reports on standard error.
    """
  public let options = [Self.headless, Self.verify, Self.speed, Self.ascii]
  public let arguments = [ArgumentSpec("FILE", help: "A replay file (JSON Lines)", isRequired: true)]
  public let examples = [
    Example("\(Version.tool) replay game.jsonl", "Watch a recorded game."),
    Example("\(Version.tool) replay --headless --verify game.jsonl", "Check that it still replays exactly."),
  ]
  public let exitStatuses = [
    ExitStatus.success, ExitStatus(1, "--verify found a difference"),
    ExitStatus(2, "invalid command line, unreadable or invalid replay file, or no terminal"),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) async throws -> Int32 {
    // The parser has refused a command line without the required FILE.
    let path = parsed.positionals[0]
    let speed = try Self.speed(parsed)
    let name = TerminalSafe.escape(path)
    if parsed.isSet(Self.headless) || parsed.isSet(Self.verify) {
      return try await replayHeadless(
        path, name: name, summary: parsed.isSet(Self.headless), verify: parsed.isSet(Self.verify),
        console: console)
    }
    // A first pass finds any bad line before the terminal is taken over, and the length to show.
    let (duration, warnings) = try scan(path, name: name)
    for warning in warnings { try console.report(warn(name, warning)) }
    try console.flush()
    do {
      return try PlaybackSession.play(
        open(path, name: name), duration: duration, speed: speed, asciiRequested: parsed.isSet(Self.ascii),
        environment: ProcessInfo.processInfo.environment)
    } catch let error as InteractiveSession.StartFailure {
      throw StartFailure(message: error.description, exitStatus: 2)
    } catch {
      throw failure(error, name: name)
    }
  }

  private func replayHeadless(
    _ path: String, name: String, summary: Bool, verify: Bool, console: Console
  ) async throws -> Int32 {
    let file = try open(path, name: name)
    let model = try? ModelLocator.standard().load(option: nil).model
    var verifier = ReplayVerifier(
      header: file.header, recognizer: Self.recognizer(model),
      model: model?.sha256)
    do {
      while let (line, number) = try file.next() { await verifier.play(line, number: number) }
    } catch {
      throw failure(error, name: name)
    }
    verifier.finish()
    for warning in file.warnings { try console.report(warn(name, warning)) }
    if summary { try console.writeLine(verifier.player.summary(warnings: file.warnings).json) }
    guard verify else { return 0 }
    let report =
      verifier.notes.map { "note: \($0)" } + verifier.differences.map { "difference: \(name): \($0)" }
      + [
        verifier.differences.isEmpty
          ? "\(name): verified \(verifier.player.events) events"
          : "\(name): \(verifier.differences.count) difference(s)"
      ]
    for line in report {
      if summary { try console.report(line) } else { try console.writeLine(line) }
    }
    return verifier.differences.isEmpty ? 0 : 1
  }

  /// Re-runs recognitions with `model`, in the context (thresholds, board) the replayed game gives each.
  static func recognizer(_ model: DigitModel?) -> ReplayRecognizer? {
    guard let model else { return nil }
    let cnn = CNNRecognizer(inference: DigitInference(model: model))
    return { request in await cnn.recognize(request) }
  }

  /// The speed option, within what playback offers.
  private static func speed(_ parsed: ParsedArguments) throws(UsageError) -> Double {
    guard let text = parsed.value(Self.speed) else { return 1 }
    let range = PlaybackClock.speeds
    guard let speed = Double(text), range.contains(speed) else {
      throw UsageError(
        "--speed expects a number from \(range.lowerBound) to \(range.upperBound), got \(UsageError.quoted(text))"
      )
    }
    return speed
  }

  /// Reads `path` through: the time of its last line and what it survived.
  private func scan(_ path: String, name: String) throws -> (duration: Double, warnings: [ReplayProblem]) {
    let file = try open(path, name: name)
    var duration = 0.0
    do {
      while let (line, _) = try file.next() { duration = line.time }
    } catch {
      throw failure(error, name: name)
    }
    return (duration, file.warnings)
  }

  private func open(_ path: String, name: String) throws -> ReplayFile {
    do {
      return try ReplayFile(path: path)
    } catch {
      throw failure(error, name: name)
    }
  }

  /// A bad file ends the command with status 2 and the line at fault.
  private func failure(_ error: any Error, name: String) -> StartFailure {
    switch error {
    case let failure as StartFailure: return failure
    case let problem as ReplayProblem: return StartFailure(message: "\(name): \(problem)", exitStatus: 2)
    case let file as FileError: return StartFailure(message: file.description, exitStatus: 2)
    default: return StartFailure(message: TerminalSafe.escape("\(name): \(error)"), exitStatus: 2)
    }
  }

  private func warn(_ name: String, _ warning: ReplayProblem) -> String {
    "\(Version.tool): warning: \(name): \(warning)"
  }
}
