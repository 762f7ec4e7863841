import SudokuKit

/// The share screen: the position as other programs take it, to copy off the terminal.
public enum ShareView {
  /// The 81-character line and the pencil-mark grid with the player's notes, each in a form that
  /// copies whole, in at most `height` lines: a line too wide for the terminal comes as nine rows of
  /// nine (which `play` reads as well), and a form that does not fit, in width or beside the other in
  /// height, gives way to where to find it, so nothing is ever cut short.
  public static func lines(_ position: BoardPosition, width: Int, height: Int) -> [String] {
    let line = position.line
    let lineForm =
      line.count <= width
      ? [line] : stride(from: 0, to: 81, by: 9).map { String(line.dropFirst($0).prefix(9)) }
    let grid = position.pencilmarkGrid.split(separator: "\n").map(String.init)
    let gridFits = grid[0].count <= width
    let both = ["Share", "", "The position:"] + lineForm + ["", "With your notes:"] + grid
    if gridFits && both.count <= height { return both }
    let gridOnly = ["Share", "'inkdoku share' prints the line too.", "", "With your notes:"] + grid
    if gridFits && gridOnly.count <= height { return gridOnly }
    let gridElsewhere = [
      gridFits
        ? "The pencil marks need \(grid.count) rows:" : "The pencil marks need \(grid[0].count) columns:",
      "'inkdoku share' prints them.",
    ]
    let lineOnly = ["Share", "", "The position:"] + lineForm + [""] + gridElsewhere
    if lineOnly.count <= height { return lineOnly }
    return ["Share", "", "'inkdoku share' prints the position", "and its pencil marks."]
  }
}
