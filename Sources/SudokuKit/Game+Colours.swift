/// Colour marks by hand (design §2.2): each action that applies is one undo step. They change nothing a
/// recognition depends on, so they never grow the revision: ink written meanwhile is still read.
extension Game {
  static func colourCell(_ state: inout GameState, cell: Int, colour: Int) -> [GameEvent] {
    guard (0..<81).contains(cell) else { return [.rejected(.invalidCell)] }
    guard (0...CellColours.count).contains(colour) else { return [.rejected(.invalidColour)] }
    guard state.colours[cell].cell != colour else { return [.rejected(.sameColour)] }
    var after = state.colours[cell]
    after.cell = colour
    recolour(&state, [(cell, after)])
    return [.coloured(cell: cell)]
  }

  /// Colours several cells at once, those not already that colour.
  static func colourCells(_ state: inout GameState, cells: [Int], colour: Int) -> [GameEvent] {
    guard cells.allSatisfy({ (0..<81).contains($0) }) else { return [.rejected(.invalidCell)] }
    guard (0...CellColours.count).contains(colour) else { return [.rejected(.invalidColour)] }
    let changed = cells.filter { state.colours[$0].cell != colour }
    guard !changed.isEmpty else { return [.rejected(.sameColour)] }
    recolour(
      &state,
      changed.map { cell in
        var after = state.colours[cell]
        after.cell = colour
        return (cell, after)
      })
    return changed.map { .coloured(cell: $0) }
  }

  /// Colours a note the cell holds; a note's colour shows only with the note.
  static func colourNote(_ state: inout GameState, digit: Int, cell: Int, colour: Int) -> [GameEvent] {
    guard (0..<81).contains(cell) else { return [.rejected(.invalidCell)] }
    guard (1...9).contains(digit) else { return [.rejected(.invalidDigit)] }
    guard (0...CellColours.count).contains(colour) else { return [.rejected(.invalidColour)] }
    guard state.digit(at: cell) == 0, state.notes[cell].contains(digit) else {
      return [.rejected(.noSuchNote)]
    }
    guard state.colours[cell].note(digit) != colour else { return [.rejected(.sameColour)] }
    var after = state.colours[cell]
    after.setNote(digit, colour)
    recolour(&state, [(cell, after)])
    return [.coloured(cell: cell)]
  }

  /// Takes every colour off the board, hidden notes' included, as one undo step.
  static func clearColours(_ state: inout GameState) -> [GameEvent] {
    let cells = (0..<81).filter { !state.colours[$0].isEmpty }
    guard !cells.isEmpty else { return [.rejected(.noColours)] }
    recolour(&state, cells.map { ($0, CellColours.none) })
    return [.coloursCleared(cells: cells)]
  }

  private static func recolour(_ state: inout GameState, _ targets: [(cell: Int, colours: CellColours)]) {
    let changes = targets.map {
      ColourChange(cell: $0.cell, before: state.colours[$0.cell], after: $0.colours)
    }
    for change in changes { state.colours[change.cell] = change.after }
    state.history.record(UndoStep(colourChanges: changes))
  }
}
