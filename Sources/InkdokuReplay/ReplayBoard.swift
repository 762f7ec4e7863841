import SafeText
import SudokuKit
import TerminalUI

/// The end of a game as replays show it: written as a recording's last line, printed in summaries,
/// and compared by `--verify`.
public struct ReplayBoard: Codable, Equatable, Sendable {
  /// What the board shows (givens and entries), 81 characters with `.` for empty.
  public var grid: String
  /// The player's digits only.
  public var entries: String
  /// Pencil notes by cell name (`"r1c3": "127"`); cells without notes are left out.
  public var notes: [String: String]
  public var mistakes: Int
  public var hints: Int
  public var solved: Bool
  /// Seconds on the game clock.
  public var elapsed: Double

  public init(_ game: GameState) {
    grid = game.board.line
    entries = game.entries.line
    var notes: [String: String] = [:]
    for cell in 0..<81 where !game.notes[cell].isEmpty {
      notes[Self.name(cell)] = game.notes[cell].description
    }
    self.notes = notes
    mistakes = game.mistakes
    hints = game.hintsUsed
    solved = game.solved
    elapsed = game.elapsed
  }

  /// `r1c1` … `r9c9`.
  static func name(_ cell: Int) -> String { "r\(cell / 9 + 1)c\(cell % 9 + 1)" }

  /// Play time computed from the same times by the same code is equal; the tolerance only forgives
  /// the last digit a decimal round trip may change.
  static let elapsedTolerance = 1e-6

  /// One sentence per way `replayed` differs from this recorded board; empty when they agree.
  public func differences(from replayed: ReplayBoard) -> [String] {
    var found: [String] = []
    found += Self.gridDifferences("grid", grid, replayed.grid)
    found += Self.gridDifferences("entries", entries, replayed.entries)
    for cell in Set(notes.keys).union(replayed.notes.keys).sorted() where notes[cell] != replayed.notes[cell]
    {
      found.append(
        "notes in \(TerminalSafe.escape(cell)): recorded \(Self.quoted(notes[cell] ?? "")), "
          + "replayed \(Self.quoted(replayed.notes[cell] ?? ""))")
    }
    if mistakes != replayed.mistakes {
      found.append("mistakes: recorded \(mistakes), replayed \(replayed.mistakes)")
    }
    if hints != replayed.hints { found.append("hints: recorded \(hints), replayed \(replayed.hints)") }
    if solved != replayed.solved { found.append("solved: recorded \(solved), replayed \(replayed.solved)") }
    if !(abs(elapsed - replayed.elapsed) <= Self.elapsedTolerance) {
      found.append("elapsed: recorded \(elapsed) s, replayed \(replayed.elapsed) s")
    }
    return found
  }

  /// Differences cell by cell when both are grid lines, else the two values.
  private static func gridDifferences(_ what: String, _ recorded: String, _ replayed: String) -> [String] {
    guard recorded != replayed else { return [] }
    let a = Array(recorded)
    let b = Array(replayed)
    guard a.count == 81, b.count == 81 else {
      return ["\(what): recorded \(quoted(recorded)), replayed \(quoted(replayed))"]
    }
    return (0..<81).filter { a[$0] != b[$0] }.map {
      "\(what) at \(name($0)): recorded \(quoted(String(a[$0]))), replayed \(quoted(String(b[$0])))"
    }
  }

  private static func quoted(_ text: String) -> String { "\"\(TerminalSafe.escape(text))\"" }
}
