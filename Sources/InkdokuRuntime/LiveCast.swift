import Foundation
import InkdokuCore
import InkdokuReplay
import InkdokuStorage
import TerminalUI

/// `play --cast FILE`: the frames the game draws, written to an asciicast as they are drawn, at the
/// times of the loop's clock (the one the replay recorder stamps its lines with). Each line goes out
/// whole, so a game that is killed leaves a cast that plays up to its last frame.
public final class LiveCast {
  private let file: LineFile
  private let colorMode: ColorMode
  private let environment: [String: String]
  private let created: Date
  private var encoder: CastEncoder?
  /// Why the cast stopped before the game ended; nil while it runs.
  public private(set) var problem: String?

  /// A cast into `file` drawn in `colorMode`, for a session that started at `created`; the header
  /// carries TERM from `environment`.
  public init(file: LineFile, colorMode: ColorMode, environment: [String: String], created: Date) {
    self.file = file
    self.colorMode = colorMode
    self.environment = environment
    self.created = created
  }

  /// Adds the frame the loop just drew of `state`, at session time `time`; the first one starts the cast.
  public func record(_ state: AppState, frame: ScreenBuffer, at time: Double) {
    if encoder == nil {
      let header = Asciicast.Header(
        width: frame.width, height: frame.height, timestamp: Int(created.timeIntervalSince1970),
        title: CastEncoder.title(state.game), env: ["TERM": environment["TERM"] ?? "xterm-256color"])
      let started = CastEncoder(header, colorMode: colorMode, timeline: CastTimeline(start: time))
      encoder = started
      write(started.header)
    }
    for line in encoder!.lines(for: state, frame: frame, at: time) { write(line) }
  }

  /// Closes the file: the game is over.
  public func finish() { file.stop() }

  /// Removes a cast that never started (the terminal could not be taken over).
  public func abandon() { file.remove() }

  private func write(_ line: String) {
    if let error = file.append(Data(line.utf8)) { problem = "cast stopped: \(error)" }
  }
}
