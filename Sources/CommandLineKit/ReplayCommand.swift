import CommandLineParsing
import DigitRecognizer
import Foundation
import InkdokuCore
import InkdokuReplay
import InkdokuRuntime
import InkdokuStorage
import InkdokuViews
import ModelLoading
import SafeText
import SessionStart
import SudokuKit
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
  static let cast = OptionSpec.value(
    "cast", valueName: "OUT",
    help: "No terminal: write the session as an asciicast v2 file (asciinema's) to OUT, replacing it",
    completion: .file)
  static let idleLimit = OptionSpec.value(
    "idle-limit", valueName: "SECONDS",
    help: "With --cast: shorten every pause to at most SECONDS (asciinema's idle_time_limit)")
  static let from = OptionSpec.value(
    "from", valueName: "TIME", help: "With --cast: start TIME into the session (seconds, m:ss or h:mm:ss)")
  static let to = OptionSpec.value("to", valueName: "TIME", help: "With --cast: end TIME into the session")

  public let name = "replay"
  public let summary = "Play back a recorded session, or verify it"
  public let discussion: String? = """
    Record with 'inkdoku play --record FILE', or set "recordReplays": true in settings.json to record \
    every game under $XDG_STATE_HOME/inkdoku/replays. Playback keys: space pause/resume, + and - speed, \
    . step to the next input, q quit. Playback never changes the saved game or the statistics. \
    With --headless, standard output holds only the summary, and --verify reports on standard error. \
    With --cast, the session is drawn through the game's own views, frame by frame at the recorded \
    times (after --speed and --idle-limit), with a marker at each placed digit and hint; a replay that \
    cannot be read to its end gives no cast.
    """
  public let options = [
    Self.headless, Self.verify, Self.speed, Self.ascii, Self.cast, Self.idleLimit, Self.from, Self.to,
  ]
  public let arguments = [ArgumentSpec("FILE", help: "A replay file (JSON Lines)", isRequired: true)]
  public let examples = [
    Example("\(Version.tool) replay game.jsonl", "Watch a recorded game."),
    Example("\(Version.tool) replay --headless --verify game.jsonl", "Check that it still replays exactly."),
    Example(
      "\(Version.tool) replay game.jsonl --cast game.cast --idle-limit 2",
      "Make an asciicast to play with 'asciinema play game.cast'."),
  ]
  public let exitStatuses = [
    ExitStatus.success, ExitStatus(1, "--verify found a difference, or the cast could not be written"),
    ExitStatus(2, "invalid command line, unreadable or invalid replay file, or no terminal"),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) async throws -> Int32 {
    // The parser has refused a command line without the required FILE.
    let path = parsed.positionals[0]
    let speed = try Self.speed(parsed)
    let name = TerminalSafe.escape(path)
    if let out = parsed.value(Self.cast) {
      return try writeCast(path, name: name, to: out, caster: Self.caster(parsed, speed: speed))
    }
    if let castOnly = [Self.idleLimit, Self.from, Self.to].first(where: parsed.isSet) {
      throw UsageError("\(castOnly.spelling) needs --cast")
    }
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

  /// Writes the cast of the replay at `path` to `out` whole, or nothing: it is made in memory and
  /// replaces `out` in one rename.
  private func writeCast(_ path: String, name: String, to out: String, caster: ReplayCaster) throws -> Int32 {
    try CastTarget.check(out, input: path)
    let text: String
    do {
      text = try caster.cast(open(path, name: name))
    } catch {
      throw failure(error, name: name)
    }
    do {
      try AtomicFile.write(Data(text.utf8), to: out)
    } catch {
      throw StartFailure(message: error.description, exitStatus: 1)
    }
    return 0
  }

  /// The cast the options ask for, in 256 colours: a cast is played on terminals that have them.
  private static func caster(_ parsed: ParsedArguments, speed: Double) throws(UsageError) -> ReplayCaster {
    if parsed.isSet(Self.headless) || parsed.isSet(Self.verify) {
      throw UsageError("--cast cannot be combined with --headless or --verify")
    }
    let from = try time(parsed, Self.from) ?? 0
    let to = try time(parsed, Self.to)
    if let to, to <= from {
      throw UsageError("--to must be later than --from (\(ClockText.format(from)))")
    }
    var idleLimit: Double?
    if let text = parsed.value(Self.idleLimit) {
      guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
        throw .badValue(Self.idleLimit, expected: "a number of seconds above 0", got: text)
      }
      idleLimit = seconds
    }
    let glyphs = Glyphs.forMode(parsed.isSet(Self.ascii) ? .ascii : .unicode)
    return ReplayCaster(
      look: Look(theme: Theme.standard(for: .ansi256), glyphs: glyphs), colorMode: .ansi256, from: from,
      to: to,
      speed: speed, idleLimit: idleLimit)
  }

  /// A time into the session, as `--from` and `--to` take it.
  private static func time(_ parsed: ParsedArguments, _ option: OptionSpec) throws(UsageError) -> Double? {
    guard let text = parsed.value(option) else { return nil }
    guard let seconds = ClockText.seconds(text) else {
      throw .badValue(option, expected: "seconds, m:ss or h:mm:ss", got: text)
    }
    return seconds
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
