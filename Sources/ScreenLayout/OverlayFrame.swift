import TerminalUI

/// Where an overlay's lines go on screen, for drawing them and for finding the line a click is on.
public struct OverlayFrame: Equatable {
  /// The blanked area the lines are centred in.
  public let area: ScreenRect
  /// The screen column and row of the first line's first character.
  public let left: Int
  public let top: Int

  public init(lines: [String], in area: ScreenRect) {
    self.area = area
    let width = min(area.width, lines.map(\.count).max() ?? 0)
    left = area.x + max(0, (area.width - width) / 2)
    top = area.y + max(0, (area.height - lines.count) / 2)
  }

  /// Over the board when the lines fit it, so the panel stays in view; else over everything above the
  /// hint bar.
  public init(lines: [String], placement: BoardPlacement, screenWidth: Int) {
    let fitsBoard =
      lines.count <= placement.board.height && lines.allSatisfy { TextWidth.of($0) <= placement.board.width }
    let whole = ScreenRect(x: 0, y: 0, width: screenWidth, height: placement.hintBarRow)
    self.init(lines: lines, in: fitsBoard ? placement.board : whole)
  }
}
