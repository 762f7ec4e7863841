import CommandLineParsing
import Foundation
import InkBatchKit
import InkdokuStorage
import ModelLoading
import Recognition
import SafeText
import SessionStart

/// `inkdoku hand`: what the pencil has learned of the player's handwriting (`hand.json`), and
/// `--forget` to delete it.
public struct HandCommand: Command {
  static let forget = OptionSpec.flag("forget", help: "Delete the learned hand: the pencil learns it afresh")

  public let name = "hand"
  public let summary = "Show what the pencil learned of your handwriting, or forget it"
  public let discussion: String? = """
    In the game the pencil learns your hand from the digits you write and keep, and from those you \
    correct, and reads your ink with it as well as with the model. What it keeps is the model's \
    description of each learned digit (at most \(WriterProfile.samplesPerDigit) a digit, the newest), \
    never the ink itself, in $XDG_DATA_HOME/inkdoku/hand.json (default ~/.local/share/inkdoku), on this \
    machine only. This command shows the samples per digit, since when they are learned, whether they \
    belong to the installed model (a hand made with another model is learned afresh) and whether \
    learning is on ("learnHand" in settings.json, or "Learn my hand" under O in the game).
    """
  public let options = [Self.forget]
  public let examples = [
    Example("\(Version.tool) hand", "How much of your hand the pencil knows."),
    Example("\(Version.tool) hand --forget", "Delete it; the next game starts learning afresh."),
  ]
  public let exitStatuses = [
    ExitStatus.success, ExitStatus(1, "--forget could not delete the file"),
    ExitStatus(2, "invalid command line, or a hand file that cannot be used (left as it is)"),
  ]

  private let environment: [String: String]
  private let locator: ModelLocator
  /// Where "since" is told.
  private let timeZone: TimeZone

  public init() {
    self.init(environment: ProcessInfo.processInfo.environment, locator: .standard(), timeZone: .current)
  }

  init(environment: [String: String], locator: ModelLocator, timeZone: TimeZone) {
    self.environment = environment
    self.locator = locator
    self.timeZone = timeZone
  }

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let paths: AppPaths
    do {
      paths = try AppPaths(environment: environment)
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    let store = HandStore(path: paths.handFile)
    let found = Result { () throws(FileError) in try store.load() }
    if parsed.isSet(Self.forget) {
      try console.writeLine(try forget(found, store, path: paths.handFile))
      return 0
    }
    let profile: WriterProfile?
    do {
      profile = try found.get()
    } catch {
      var error = error
      error.advice = SessionHand.unusableAdvice(error)
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    let report = HandReport(
      path: paths.handFile, profile: profile, model: HandReport.ModelCheck(locator),
      learning: HandReport.Learning(SettingsStore(path: paths.settingsFile)), timeZone: timeZone)
    for line in report.lines { try console.writeLine(line) }
    return 0
  }

  /// Deletes the hand file, whatever it holds: a file that cannot be read is forgotten too, which is
  /// the way out the game and `hand` point to.
  private func forget(
    _ found: Result<WriterProfile?, FileError>, _ store: HandStore, path: String
  ) throws(StartFailure) -> String {
    let file = TerminalSafe.escape(path)
    let what: String
    switch found {
    case .success(nil): return "Nothing to forget: the pencil has learned nothing of your hand (\(file))."
    case .success(let profile?): what = HandReport.samples(profile.count)
    case .failure(let error) where error.reason == .notRegularFile:
      throw StartFailure(
        message: "\(file) is not a file Inkdoku wrote (\(error.reason)): it is left as it is; move it away",
        exitStatus: 1)
    case .failure(let error): what = "a hand that could not be read (\(error.reason))"
    }
    do {
      try store.remove()
    } catch {
      throw StartFailure(message: error.description, exitStatus: 1)
    }
    return "Forgot \(what): \(file) is deleted. The pencil learns your hand afresh."
  }
}
