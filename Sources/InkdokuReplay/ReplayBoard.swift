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
  /// Colour marks by cell name, in `CellColours.words` (`"r1c3": "a 4b"`); nil when nothing is coloured
  /// (and in recordings from before colour marks).
  public var colours: [String: String]?
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
    var colours: [String: String] = [:]
    for cell in 0..<81 where !game.colours[cell].isEmpty {
      colours[Self.name(cell)] = game.colours[cell].words().joined(separator: " ")
    }
    self.colours = colours.isEmpty ? nil : colours
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
    found += Self.cellDifferences("notes", notes, replayed.notes)
    found += Self.cellDifferences("colours", colours ?? [:], replayed.colours ?? [:])
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

  /// Differences of a value kept by cell name, cell by cell.
  private static func cellDifferences(
    _ what: String, _ recorded: [String: String], _ replayed: [String: String]
  )
    -> [String]
  {
    Set(recorded.keys).union(replayed.keys).sorted().filter { recorded[$0] != replayed[$0] }.map {
      "\(what) in \(TerminalSafe.escape($0)): recorded \(quoted(recorded[$0] ?? "")), "
        + "replayed \(quoted(replayed[$0] ?? ""))"
    }
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
