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

/// One cell's colour marks before and after an action.
struct ColourChange: Equatable, Sendable {
  let cell: Int
  let before: CellColours
  let after: CellColours
}

/// Everything one player action changed, including automatic note removals.
struct UndoStep: Equatable, Sendable {
  /// The first change is the cell the player acted on (for a fill, the first cell it changed).
  let changes: [CellChange]
  /// The colour marks an action changed, in the same order; a step changes either contents or colours.
  let colourChanges: [ColourChange]

  init(changes: [CellChange] = [], colourChanges: [ColourChange] = []) {
    self.changes = changes
    self.colourChanges = colourChanges
  }

  /// The cell the player acted on, the one the UI points at after undo or redo.
  var cell: Int { changes.first?.cell ?? colourChanges[0].cell }
}

/// A step is stored as one flat array of numbers, five per change
/// (`cell, entryBefore, notesBefore, entryAfter, notesAfter`), because saves may hold a thousand of them.
/// A notes number carries the cell's eliminated digits above the nine note bits, so steps saved before
/// live candidates read as they are; a step of colour marks is saved as `{"colours": [cell, before,
/// after, …]}` (`CellColours` codes), which saves from before colours never hold.
extension UndoStep: Codable {
  private enum ColourKey: String, CodingKey { case colours }

  init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: ColourKey.self) {
      var container = try keyed.nestedUnkeyedContainer(forKey: .colours)
      var colourChanges: [ColourChange] = []
      while !container.isAtEnd {
        let cell = try Self.decodeCell(&container)
        let before = try container.decode(CellColours.self)
        colourChanges.append(
          ColourChange(cell: cell, before: before, after: try container.decode(CellColours.self)))
      }
      guard !colourChanges.isEmpty else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "an undo step changes no cell")
      }
      self.init(colourChanges: colourChanges)
      return
    }
    var container = try decoder.unkeyedContainer()
    var changes: [CellChange] = []
    while !container.isAtEnd {
      let cell = try Self.decodeCell(&container)
      let before = try Self.decodeContent(&container)
      let after = try Self.decodeContent(&container)
      changes.append(CellChange(cell: cell, before: before, after: after))
    }
    guard !changes.isEmpty else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "an undo step changes no cell")
    }
    self.init(changes: changes)
  }

  private static func decodeCell(_ container: inout any UnkeyedDecodingContainer) throws -> Int {
    let cell = try container.decode(Int.self)
    guard (0..<81).contains(cell) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "cell \(cell) out of range")
    }
    return cell
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
    if !colourChanges.isEmpty {
      var keyed = encoder.container(keyedBy: ColourKey.self)
      var container = keyed.nestedUnkeyedContainer(forKey: .colours)
      for change in colourChanges {
        try container.encode(change.cell)
        try container.encode(change.before)
        try container.encode(change.after)
      }
      return
    }
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
