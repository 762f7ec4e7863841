/// The kind of a Sudoku unit: one of the 9 rows, 9 columns or 9 boxes.
public enum UnitKind: Int, Sendable, Codable, CaseIterable {
  case row, column, box
}

/// A row, column or box, identified by kind and 0-based index.
public struct Unit: Hashable, Sendable, Codable, CustomStringConvertible {
  public let kind: UnitKind
  public let index: Int

  public init(kind: UnitKind, index: Int) {
    self.kind = kind
    self.index = index
  }

  /// Position in `Board.units` (rows 0-8, columns 9-17, boxes 18-26).
  public var id: Int { kind.rawValue * 9 + index }
  public init(id: Int) { self.init(kind: UnitKind(rawValue: id / 9)!, index: id % 9) }

  public var cells: [Int] { Board.units[id] }

  /// Human name, 1-based as players count: "row 3", "column 5", "box 2".
  public var description: String {
    switch kind {
    case .row: return "row \(index + 1)"
    case .column: return "column \(index + 1)"
    case .box: return "box \(index + 1)"
    }
  }
}

/// Fixed geometry of the 9x9 board: cell indices 0...80 in row-major order, units and peers.
public enum Board {
  @inlinable public static func row(_ cell: Int) -> Int { cell / 9 }
  @inlinable public static func column(_ cell: Int) -> Int { cell % 9 }
  @inlinable public static func box(_ cell: Int) -> Int { (cell / 27) * 3 + (cell % 9) / 3 }
  @inlinable public static func cell(row: Int, column: Int) -> Int { row * 9 + column }

  /// "r3c5", the notation hints and messages use (1-based).
  public static func name(_ cell: Int) -> String { "r\(row(cell) + 1)c\(column(cell) + 1)" }

  /// All 27 units as cell lists: rows, then columns, then boxes.
  public static let units: [[Int]] = {
    var u: [[Int]] = []
    for r in 0..<9 { u.append((0..<9).map { r * 9 + $0 }) }
    for c in 0..<9 { u.append((0..<9).map { $0 * 9 + c }) }
    for b in 0..<9 {
      let r0 = (b / 3) * 3
      let c0 = (b % 3) * 3
      u.append((0..<9).map { (r0 + $0 / 3) * 9 + c0 + $0 % 3 })
    }
    return u
  }()

  /// For every cell, the ids of its row, column and box.
  public static let unitsOfCell: [[Int]] = (0..<81).map { [row($0), 9 + column($0), 18 + box($0)] }

  /// For every cell, the 20 other cells sharing a unit with it.
  public static let peers: [[Int]] = (0..<81).map { c in
    Array(Set(unitsOfCell[c].flatMap { units[$0] }).subtracting([c])).sorted()
  }

  /// Whether two distinct cells share a row, column or box.
  @inlinable public static func sees(_ a: Int, _ b: Int) -> Bool {
    a != b && (row(a) == row(b) || column(a) == column(b) || box(a) == box(b))
  }
}
