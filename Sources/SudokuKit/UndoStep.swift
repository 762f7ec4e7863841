/// What undo restores in one cell: the player's digit (0 for none) and the pencil notes.
struct CellContent: Equatable, Sendable {
  var entry: Int
  var notes: DigitSet

  static let empty = CellContent(entry: 0, notes: .empty)
}

/// One cell's content before and after an action.
struct CellChange: Equatable, Sendable {
  let cell: Int
  let before: CellContent
  let after: CellContent
}

/// Everything one player action changed, including automatic note removals.
struct UndoStep: Equatable, Sendable {
  /// Never empty; the first change is the cell the player acted on (for a fill, the first cell it changed).
  let changes: [CellChange]

  /// The cell the player acted on, the one the UI points at after undo or redo.
  var cell: Int { changes[0].cell }
}

/// A step is stored as one flat array of numbers, five per change
/// (`cell, entryBefore, notesBefore, entryAfter, notesAfter`), because saves may hold a thousand of them.
extension UndoStep: Codable {
  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var changes: [CellChange] = []
    while !container.isAtEnd {
      let cell = try container.decode(Int.self)
      guard (0..<81).contains(cell) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "cell \(cell) out of range")
      }
      let before = try Self.decodeContent(&container)
      let after = try Self.decodeContent(&container)
      changes.append(CellChange(cell: cell, before: before, after: after))
    }
    guard !changes.isEmpty else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "an undo step changes no cell")
    }
    self.changes = changes
  }

  private static func decodeContent(_ container: inout any UnkeyedDecodingContainer) throws -> CellContent {
    let entry = try container.decode(Int.self)
    guard (0...9).contains(entry) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "digit \(entry) out of range")
    }
    return CellContent(entry: entry, notes: try container.decode(DigitSet.self))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for change in changes {
      try container.encode(change.cell)
      for content in [change.before, change.after] {
        try container.encode(content.entry)
        try container.encode(content.notes)
      }
    }
  }
}
