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
/// the final board when the session ends (design §4).
///
/// The file is opened with O_APPEND and every line goes out whole in one write(2), so a crash or a
/// kill -9 leaves each line complete except possibly the last, which the reader drops with a warning.
/// Lines are not fsync'd: once write(2) returns the kernel holds them, which survives any end of the
/// game itself. Only a crash of the machine could lose the last seconds, and a sync per mouse report
/// would put disk latency between a key press and the screen.
public final class Recorder {
  public let path: String
  private let app: String
  private let model: String?
  /// -1 once recording stopped.
  private var fd: Int32
  private let encoder = JSONEncoder()
  private static let attempts = 100
  /// The UTC time in a form that sorts and suits file names: `20261129T162530Z`.
  private static let stampStyle = Date.ISO8601FormatStyle(
    dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted)

  /// Creates `path` for a new recording; an existing path of any kind (a file, a link, a FIFO) is
  /// never overwritten. `app` is the version and `model` the sha256 of the digit model, for the header.
  public init(creating path: String, app: String, model: String?) throws(FileError) {
    fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      let code = errno
      throw FileError(
        action: "record replay to", path: path, reason: .system(code),
        advice: code == EEXIST ? "a recording never replaces a file; choose a new name" : nil)
    }
    self.path = path
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

  deinit { stop() }

  /// Writes the header for a session starting in `state`; returns why recording stopped, if it did.
  public func start(_ state: AppState) -> String? {
    let header = ReplayHeader(
      created: Date(), app: app, model: model, settings: state.ink.settings,
      terminal: ReplayTerminal(
        cols: state.columns, rows: state.rows, cellWidth: state.terminalCell.width,
        cellHeight: state.terminalCell.height, report: state.reportUnit),
      game: state.game, daily: state.daily, newGameRules: state.newGameRules, pad: state.padMode,
      clockStopsBehindScreens: state.clockStopsBehindScreens,
      display: state.hasSettingsScreen ? state.display : nil)
    return write(header)
  }

  /// Appends `message` as the reducer receives it at `time`; returns why recording stopped, once.
  public func record(_ message: AppMessage, at time: Double) -> String? {
    write(ReplayLine(time: time, .message(message)))
  }

  /// Appends the final board and closes the file.
  public func finish(_ game: GameState, at time: Double) -> String? {
    defer { stop() }
    return write(ReplayLine(time: time, .final(ReplayBoard(game))))
  }

  /// Removes a recording that never started (the terminal could not be taken over).
  public func abandon() {
    stop()
    unlink(path)
  }

  private func write(_ value: some Encodable) -> String? {
    guard fd >= 0 else { return nil }
    do {
      var line = try encoder.encode(value)
      line.append(UInt8(ascii: "\n"))
      try Syscall.writeAll(line, to: fd)
      return nil
    } catch let error as Errno {
      stop()
      return "replay recording stopped: \(error.fileError("write", path))"
    } catch {
      stop()
      return "replay recording stopped: \(error)"
    }
  }

  private func stop() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
  }
}
