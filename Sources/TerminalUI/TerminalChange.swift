import PointerGeometry

/// A change of the terminal the game is drawn on and hears the pointer from: the program loop notices
/// each one and the app's terminal geometry takes it in, in the order they happened.
public enum TerminalChange: Hashable, Sendable, Codable {
  /// The terminal now has this many columns and rows.
  case size(columns: Int, rows: Int)
  /// One terminal cell is now this many pixels: board units follow it.
  case cell(CellSize)
  /// Mouse reports now come in this unit (the terminal confirmed SGR-Pixels).
  case reportUnit(ReportUnit)
}
