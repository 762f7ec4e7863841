extension BoardPosition {
  /// The position as a pencil-mark grid, the form HoDoKu and Simple Sudoku import: nine rows of nine
  /// cells, columns aligned, `|` between boxes and `+---+` lines around them. A given is its digit, the
  /// player's digit has a `+` before it, and notes are their digits; a cell without notes lists every
  /// digit (nothing has been ruled out there). Where notes would read as something else (a single note
  /// as a given, all nine as no notes) a `.` goes before them.
  public var pencilmarkGrid: String {
    let cells = (0..<81).map(token)
    let widths = (0..<9).map { column in (0..<9).map { cells[$0 * 9 + column].count }.max()! }
    let boxWidths = (0..<3).map { box in widths[box * 3..<box * 3 + 3].reduce(2, +) }
    let border = "+" + boxWidths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+"
    var lines = [border]
    for row in 0..<9 {
      let boxes = (0..<3).map { box in
        (box * 3..<box * 3 + 3).map { column in
          cells[row * 9 + column]
            + String(repeating: " ", count: widths[column] - cells[row * 9 + column].count)
        }.joined(separator: " ")
      }
      lines.append("| " + boxes.joined(separator: " | ") + " |")
      if row % 3 == 2 { lines.append(border) }
    }
    return lines.joined(separator: "\n")
  }

  /// A cell as the grid writes it: a given `7`, an entry `+7`, notes such as `149` or `.4`.
  private func token(_ cell: Int) -> String {
    if givens[cell] != 0 { return "\(givens[cell])" }
    if entries[cell] != 0 { return "+\(entries[cell])" }
    if notes[cell].isEmpty { return DigitSet.all.description }
    return (notes[cell].count == 1 || notes[cell] == .all ? "." : "") + notes[cell].description
  }
}
