import SudokuKit
import TerminalUI

/// The share screen: the position as other programs take it, to copy off the terminal.
enum ShareView {
  /// The 81-character line and the pencil-mark grid with the player's notes, each in a form that
  /// copies whole: a line too wide for the terminal comes as nine rows of nine (which `play` reads as
  /// well), and a grid too wide gives way to where to find it.
  static func lines(_ position: BoardPosition, width: Int) -> [String] {
    let line = position.line
    let lineForm =
      line.count <= width
      ? [line] : stride(from: 0, to: 81, by: 9).map { String(line.dropFirst($0).prefix(9)) }
    let grid = position.pencilmarkGrid.split(separator: "\n").map(String.init)
    let gridForm =
      grid[0].count <= width
      ? grid : ["The pencil marks need \(grid[0].count) columns:", "'inkdoku share' prints them."]
    return ["Share", "", "The position:"] + lineForm + ["", "With your notes:"] + gridForm
  }
}
