/// How puzzles are laid out in a text; `auto` picks one from the text itself.
public enum PuzzleFormat: String, Sendable, CaseIterable {
  /// One 81-character puzzle per line, optionally followed by an id.
  case line
  /// SadMan Software: 9 lines of 9 cells, `#` header lines such as `#A author`.
  case sdk
  /// Simple Sudoku: 9 rows with `|` between boxes and `-`, `+` or `*` separator lines.
  case ss
  /// Pencil marks (HoDoKu, Simple Sudoku): 9 rows of 9 cells apart by blanks and `|`, each its digit or
  /// its candidates.
  case marks
  /// Detected from the text.
  case auto

  /// The layout `lines` look like; never `.auto`.
  static func detect(_ lines: [TextLine]) -> PuzzleFormat {
    let content = lines.lazy.filter { !$0.isBlank && !$0.isComment }
    if content.contains(where: \.isMarksRow) { return .marks }
    // A line-form id may contain `|`, so only lines that are not puzzle lines can reveal `.ss`.
    let isSimpleSudoku = content.contains { line in
      !line.startsWithPuzzleLine && (line.trimmed.contains(.verticalBar) || line.isSeparator)
    }
    if isSimpleSudoku { return .ss }
    if let first = content.first, first.trimmed.count == 9, first.trimmed.allSatisfy(\.isPuzzleCell) {
      return .sdk
    }
    return .line
  }
}
