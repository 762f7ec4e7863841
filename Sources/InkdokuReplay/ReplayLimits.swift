import InkdokuCore
import Recognition
import SudokuKit

/// The bounds a replay's values must keep. Past them a file is damaged or hostile rather than recorded:
/// it is refused before its values reach the reducer, whose counters and buffers trust their input.
enum ReplayLimits {
  /// Far above any line Inkdoku writes (a header with a long undo history is a few kilobytes).
  static let maxLineBytes = 1 << 20
  /// About three years.
  static let maxSeconds = 1e8
  /// Pixels and terminal cells, either way round.
  static let maxCoordinate = 1e6
  static let terminalSize = 1...1000
  static let cellPixels = 1.0...1000.0
  /// Game counters, paste sizes and mode numbers.
  static let maxCount = 1_000_000_000

  /// Why `message` cannot have been recorded, or nil when it is plausible.
  static func problem(with message: AppMessage) -> String? {
    switch message {
    case .input(let event):
      switch event {
      case .key: return nil
      case .mouse(let m):
        guard abs(Double(m.x)) <= maxCoordinate, abs(Double(m.y)) <= maxCoordinate else {
          return "mouse position (\(m.x), \(m.y)) is far off any screen"
        }
        return nil
      case .terminal(.size(let columns, let rows)): return terminal(columns, rows)
      case .terminal(.cell(let cell)): return Self.cell(cell.width, cell.height)
      case .terminal(.reportUnit): return nil
      case .paste(let bytes, let puzzle):
        if let puzzle, Grid(line: puzzle) == nil, !isMarksRows(puzzle) {
          return "the pasted puzzle is neither 81 cells nor a pencil-mark grid"
        }
        return count(bytes, "paste size")
      case .modeReport(let mode, let value): return count(mode, "mode") ?? count(value, "mode value")
      case .focus: return nil
      }
    case .newPuzzle(let givens, let solution, _, _):
      return GameState.isPlayable(givens: givens, solution: solution) ? nil : "the new puzzle is not playable"
    case .tick, .statsText, .notice, .newBest, .completed, .handLoaded: return nil
    case .recognized(let reading):
      if let c = reading.confidence, !(0...1).contains(c) { return "confidence \(c) is not a probability" }
      if let label = reading.label, !(0...9).contains(label) { return "label \(label) is not a digit class" }
      if let embedding = reading.embedding?.values,
        embedding.count > WriterProfile.maxDimension
          || !embedding.allSatisfy(\.isFinite)
      {
        return "the ink's embedding is not at most \(WriterProfile.maxDimension) finite numbers"
      }
      return count(reading.id, "request id")
    }
  }

  /// Why the header cannot start a replay, or nil.
  static func problem(with header: ReplayHeader) -> String? {
    let (t, game) = (header.terminal, header.game)
    let problems = [
      model(header.model), terminal(t.cols, t.rows), cell(t.cellWidth, t.cellHeight),
      count(game.mistakes, "mistakes"), count(game.hintsUsed, "hints"), count(game.revision, "revision"),
      game.elapsed <= maxSeconds ? nil : "elapsed time \(game.elapsed) is past \(Int(maxSeconds)) s",
    ]
    return problems.compactMap { $0 }.first
  }

  /// Why `time` cannot follow `previous`, or nil.
  static func problem(time: Double, after previous: Double) -> String? {
    guard (0...maxSeconds).contains(time) else { return "time \(time) is outside 0…\(Int(maxSeconds)) s" }
    if time < previous { return "time \(time) is before the previous line's \(previous)" }
    return nil
  }

  /// A model is named by its sha256; anything else could carry text meant for the terminal.
  private static func model(_ model: String?) -> String? {
    guard let model else { return nil }
    let isDigest = model.utf8.count == 64 && model.utf8.allSatisfy { "0123456789abcdef".utf8.contains($0) }
    return isDigest ? nil : "model \"\(model)\" is not a sha256 in lowercase hex"
  }

  private static func terminal(_ columns: Int, _ rows: Int) -> String? {
    terminalSize.contains(columns) && terminalSize.contains(rows)
      ? nil
      : "terminal size \(columns)×\(rows) is outside \(terminalSize.lowerBound)…\(terminalSize.upperBound)"
  }

  private static func cell(_ width: Double, _ height: Double) -> String? {
    cellPixels.contains(width) && cellPixels.contains(height)
      ? nil
      : "cell size \(width)×\(height) px is outside \(Int(cellPixels.lowerBound))…\(Int(cellPixels.upperBound))"
  }

  private static func count(_ value: Int, _ what: String) -> String? {
    (0...maxCount).contains(value) ? nil : "\(what) \(value) is outside 0…\(maxCount)"
  }

  /// Whether a recorded paste is a pencil-mark grid as the paste decoder keeps one: 9 rows that read as
  /// one grid, and no longer than a paste the decoder would have kept.
  private static func isMarksRows(_ text: String) -> Bool {
    guard text.utf8.count <= 4096, text.split(separator: "\n", omittingEmptySubsequences: false).count == 9
    else { return false }
    return (try? PuzzleReader.read(text, source: "paste", format: .marks).count) == 1
  }
}
