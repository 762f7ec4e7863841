import Foundation
import SudokuKit

/// How the loop bench starts the game: the release `inkdoku` built beside the bench, one puzzle, a
/// terminal of a fixed size, and state, data and settings in a private temporary directory so that
/// the player's own files are never read or written.
struct GameLaunch {
  static let columns = 100
  static let rows = 32

  let binary: String
  let puzzle: Grid
  let home: URL

  /// The release `inkdoku` beside the bench, nil when missing (`swift build -c release` builds both).
  static let binary: String? = {
    let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let binary = bench.deletingLastPathComponent().appendingPathComponent("inkdoku").path
    return FileManager.default.isExecutableFile(atPath: binary) ? binary : nil
  }()

  /// Nil when the game binary is missing.
  init?(puzzle: Grid) {
    guard let binary = Self.binary else { return nil }
    self.binary = binary
    self.puzzle = puzzle
    home = FileManager.default.temporaryDirectory.appendingPathComponent("inkdoku-bench-\(getpid())")
  }

  /// Where a recorded session's replay goes.
  var replayFile: String { home.appendingPathComponent("session.jsonl").path }

  /// The game started on a fresh pseudo-terminal, or nil when it could not be; `recording` adds
  /// `--record` so the cost of writing a replay can be compared.
  func spawn(recording: Bool = false) -> PtyChild? {
    try? FileManager.default.removeItem(atPath: replayFile)
    let environment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home.path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
    ]
    return PtyChild(
      executable: binary,
      arguments: ["play", "--puzzle", puzzle.line] + (recording ? ["--record", replayFile] : []),
      environment: environment,
      columns: Self.columns, rows: Self.rows)
  }

  func removeFiles() {
    try? FileManager.default.removeItem(at: home)
  }

  /// Whether `output` holds the whole first frame: the board's bottom-right corner, then the key
  /// hints, the last line ncurses draws.
  static func hasFirstFrame(_ output: [UInt8]) -> Bool {
    guard let corner = output.firstRange(of: Array("┛".utf8)) else { return false }
    return output[corner.upperBound...].firstRange(of: Array("q quit".utf8)) != nil
  }
}
