import TerminalUI

/// Where the board, the side or bottom panel and the hint bar go on a terminal of a given size.
public enum BoardLayout: Hashable, Sendable {
  case fits(BoardPlacement)
  /// The terminal is smaller than the smallest board with its panel; it needs at least this much.
  case tooSmall(needColumns: Int, needRows: Int)

  /// Narrowest side panel worth showing.
  public static let sidePanelMinWidth = 24
  /// Narrowest side panel at all, one column from the board: the number pad's width. Only where no
  /// other layout fits (a window under 23 rows), so that every window from 60×20 plays.
  public static let narrowPanelWidth = NumberPad.digitsWidth
  /// Widest side panel; extra columns are left as margin instead.
  public static let sidePanelMaxWidth = 40
  /// Fewest rows of the status area under the board, the hint bar included.
  public static let bottomAreaMinHeight = 4
  /// Rows of the smallest board with the hint bar under it: no window shorter plays.
  public static let smallestBoardRows = boardSize(interiorHeight: 1).rows + 1
  /// Columns between the board and the side panel.
  public static let panelGap = 2
  /// The smallest writing pad worth showing, frame included: room for a digit 14 rows tall.
  public static let padMinWidth = 30
  public static let padMinHeight = 16

  /// The largest board that fits, with a side panel when the terminal is wide enough for one; with
  /// `pad`, the largest board that leaves room right of it for the writing pad, if any does.
  ///
  /// Cell interiors grow as `(2h + 1) × h`: terminal cells are about twice as tall as wide, so
  /// these look square. The bottom row is always the hint bar.
  ///
  /// `narrowPanels: false` lays out as versions before the narrow panel did, which refused such windows.
  public init(columns: Int, rows: Int, pad: Bool = false, narrowPanels: Bool = true) {
    let smallest = BoardLayout.boardSize(interiorHeight: 1)
    // Every placement keeps the board inside the screen above the hint bar: no taller cells can fit.
    // The layout is worked out whenever it is asked for, so the search starts there.
    let largest = max(1, min((columns - 19) / 18, (rows - 11) / 9))
    for withPad in pad ? [true, false] : [false] {
      for height in stride(from: largest, through: 1, by: -1) {
        if let placement = BoardPlacement(columns: columns, rows: rows, interiorHeight: height, pad: withPad)
        {
          self = .fits(placement)
          return
        }
      }
    }
    if narrowPanels, let placement = BoardPlacement(narrowPanelBesideBoardIn: columns, rows: rows) {
      self = .fits(placement)
      return
    }
    let beside = narrowPanels ? 1 + Self.narrowPanelWidth : Self.panelGap + Self.sidePanelMinWidth
    let needs = [
      (smallest.columns + beside, smallest.rows + 1),
      (smallest.columns, smallest.rows + BoardLayout.bottomAreaMinHeight),
    ]
    let growth = needs.map { max(0, $0.0 - columns) + max(0, $0.1 - rows) }
    let best = growth[1] <= growth[0] ? needs[1] : needs[0]
    self = .tooSmall(needColumns: best.0, needRows: best.1)
  }

  /// The placement, when the board fits.
  public var placement: BoardPlacement? {
    if case .fits(let placement) = self { return placement }
    return nil
  }

  /// Columns and rows of the board, outer lines included, for cell interiors `interiorHeight` rows high.
  static func boardSize(interiorHeight: Int) -> (columns: Int, rows: Int) {
    (9 * (2 * interiorHeight + 1) + 10, 9 * interiorHeight + 10)
  }
}
