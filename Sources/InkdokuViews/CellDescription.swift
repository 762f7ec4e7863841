import InkdokuCore
import SudokuKit

/// The selected cell in words, for the status line and screen readers: "r3c5: 7", "r3c5: notes 1 4 9",
/// and its colour marks: "r3c5: notes 1 4 9 · colour a 4b" (the cell a, note 4 b).
enum CellDescription {
  static func of(_ game: GameState) -> String {
    contents(game) + colours(game)
  }

  /// The selected cell's colour marks, the notes' where the cell shows them.
  private static func colours(_ game: GameState) -> String {
    let words = game.colours[game.selection].words(notes: game.notes[game.selection])
    return words.isEmpty ? "" : " · colour " + words.joined(separator: " ")
  }

  private static func contents(_ game: GameState) -> String {
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
