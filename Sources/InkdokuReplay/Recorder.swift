import Foundation
import InkdokuCore
import InkdokuStorage
import PointerGeometry
import SudokuKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records a session into a replay file: the header, one line per message the reducer consumes, and
/// the final board when the session ends (design §4). Each line goes out whole (`LineFile`), so a crash
/// leaves every line complete except possibly the last, which the reader drops with a warning.
public final class Recorder {
  public var path: String { file.path }
  private let file: LineFile
  private let app: String
  private let model: String?
  private let encoder = JSONEncoder()
  private static let attempts = 100
  /// The UTC time in a form that sorts and suits file names: `20261129T162530Z`.
  private static let stampStyle = Date.ISO8601FormatStyle(
    dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted)

  /// Creates `path` for a new recording; an existing path of any kind (a file, a link, a FIFO) is
  /// never overwritten. `app` is the version and `model` the sha256 of the digit model, for the header.
  public init(creating path: String, app: String, model: String?) throws(FileError) {
    file = try LineFile(creating: path, action: "record replay to")
    self.app = app
    self.model = model
    // Sorted keys keep a line byte-for-byte the same from run to run.
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// A new recording in `directory` (created when missing), named after the UTC time: `20261129T162530Z.jsonl`,
  /// with `-2`, `-3` … added when a session started in the same second.
  public static func timestamped(
    in directory: String, now: Date, app: String, model: String?
  ) throws(FileError) -> Recorder {
    do {
      try Syscall.makeDirectory(directory)
    } catch {
      throw error.fileError("create replay directory", directory)
    }
    let base = "\(directory)/\(now.formatted(Self.stampStyle))"
    for attempt in 1...attempts {
      do {
        return try Recorder(
          creating: attempt == 1 ? "\(base).jsonl" : "\(base)-\(attempt).jsonl", app: app, model: model)
      } catch  where error.reason == .system(EEXIST) {
        continue
      }
    }
    throw FileError(action: "record replay to", path: "\(base).jsonl", reason: .system(EEXIST))
  }

  /// Writes the header for a session starting in `state`; returns why recording stopped, if it did.
  public func start(_ state: AppState) -> String? {
    let header = ReplayHeader(
      created: Date(), app: app, model: model, settings: state.settings,
      terminal: ReplayTerminal(
        cols: state.terminal.columns, rows: state.terminal.rows, cellWidth: state.terminal.cell.width,
        cellHeight: state.terminal.cell.height, reportUnit: state.terminal.reportUnit),
      game: state.game, daily: state.play.daily)
    return write(header)
  }

  /// Appends `message` as the reducer receives it at `time`; returns why recording stopped, once.
  public func record(_ message: AppMessage, at time: Double) -> String? {
    write(ReplayLine(time: time, .message(message)))
  }

  /// Appends the final board and closes the file.
  public func finish(_ game: GameState, at time: Double) -> String? {
    defer { file.stop() }
    return write(ReplayLine(time: time, .final(ReplayBoard(game))))
  }

  /// Removes a recording that never started (the terminal could not be taken over).
  public func abandon() { file.remove() }

  private func write(_ value: some Encodable) -> String? {
    do {
      return file.append(try encoder.encode(value)).map { "replay recording stopped: \($0)" }
    } catch {
      file.stop()
      return "replay recording stopped: \(error)"
    }
  }
}
