import InkdokuCore
import SudokuKit

/// The selected cell in words, for the status line and screen readers: "r3c5: 7", "r3c5: notes 1 4 9".
enum CellDescription {
  static func of(_ game: GameState) -> String {
    let cell = game.selection
    let name = Board.name(cell)
    let digit = game.digit(at: cell)
    if digit != 0 {
      let kind = game.isGiven(cell) ? " (given)" : ""
      let mark = !game.isMarked(cell) ? "" : game.rules.check == .conflicts ? " (clashes)" : " (wrong)"
      return "\(name): \(digit)\(kind)\(mark)"
    }
    let notes = game.notes[cell]
    return notes.isEmpty
      ? "\(name): empty" : "\(name): notes \(notes.map(String.init).joined(separator: " "))"
  }
}
