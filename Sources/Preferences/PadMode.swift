/// When the writing pad shows (the `pad` setting): where the board's cells are too coarse for the
/// terminal's reports (`auto`), always, or never; a key shows or hides it for the session.
public enum PadMode: String, Hashable, Sendable, Codable, CaseIterable {
  case auto, always, off

  /// Report rows a Sudoku cell must span for ink written over it to read as well as anywhere: cell
  /// reports measured on held-out handwriting place 96 % of digits 6 rows tall (99.85 % right), 93 %
  /// at 4 rows and 68 % at 2, where an 80×24 board's cells are.
  public static let fineCellRows = 6
}
