/// What undo restores in one cell: the player's digit (0 for none), the pencil notes and the digits
/// struck from live candidates.
struct CellContent: Equatable, Sendable {
  var entry: Int
  var notes: DigitSet
  var eliminated: DigitSet = .empty

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
/// A notes number carries the cell's eliminated digits above the nine note bits, so steps saved before
/// live candidates read as they are.
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
    let marks = try container.decode(Int.self)
    guard (0..<1 << 18).contains(marks) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "notes \(marks) out of range")
    }
    return CellContent(
      entry: entry, notes: DigitSet(mask: UInt16(marks & 0x1FF)),
      eliminated: DigitSet(mask: UInt16(marks >> 9)))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for change in changes {
      try container.encode(change.cell)
      for content in [change.before, change.after] {
        try container.encode(content.entry)
        try container.encode(Int(content.notes.mask) | Int(content.eliminated.mask) << 9)
      }
    }
  }
}
