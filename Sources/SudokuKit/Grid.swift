/// A 9x9 grid of digits, 0 meaning empty, in row-major order.
public struct Grid: Hashable, Sendable, Codable, CustomStringConvertible {
  public private(set) var cells: [UInt8]

  public init() { cells = Array(repeating: 0, count: 81) }

  /// Creates a grid from 81 values 0...9; anything else is a programming error.
  public init(cells: [UInt8]) {
    precondition(cells.count == 81 && cells.allSatisfy { $0 <= 9 }, "a grid holds 81 digits 0...9")
    self.cells = cells
  }

  /// Parses the 81-character line form: `1`-`9` digits, `.` or `0` empty. Returns nil on any other input.
  public init?(line: some StringProtocol) {
    var out: [UInt8] = []
    out.reserveCapacity(81)
    for ch in line.utf8 {
      switch ch {
      case UInt8(ascii: "1")...UInt8(ascii: "9"): out.append(ch - UInt8(ascii: "0"))
      case UInt8(ascii: "."), UInt8(ascii: "0"): out.append(0)
      default: return nil
      }
      if out.count > 81 { return nil }
    }
    guard out.count == 81 else { return nil }
    cells = out
  }

  public subscript(cell: Int) -> Int {
    get { Int(cells[cell]) }
    set {
      precondition((0...9).contains(newValue), "digit out of range")
      cells[cell] = UInt8(newValue)
    }
  }

  public subscript(row: Int, column: Int) -> Int {
    get { self[row * 9 + column] }
    set { self[row * 9 + column] = newValue }
  }

  public var filledCount: Int { cells.reduce(0) { $0 + ($1 == 0 ? 0 : 1) } }
  public var isComplete: Bool { !cells.contains(0) }

  /// The 81-character line form with `.` for empty cells.
  public var line: String {
    String(decoding: cells.map { $0 == 0 ? UInt8(ascii: ".") : $0 + 48 }, as: UTF8.self)
  }
  public var description: String { line }

  /// Digits already used by the peers of `cell`.
  public func usedDigits(around cell: Int) -> DigitSet {
    var m: UInt16 = 0
    for p in Board.peers[cell] where cells[p] != 0 { m |= DigitSet.bit(Int(cells[p])) }
    return DigitSet(mask: m)
  }

  /// Every digit that appears more than once in a unit, with the cells holding it.
  public func conflicts() -> [Conflict] {
    var found: [Conflict] = []
    for (id, unit) in Board.units.enumerated() {
      var seen = [[Int]](repeating: [], count: 10)
      for c in unit where cells[c] != 0 { seen[Int(cells[c])].append(c) }
      for d in 1...9 where seen[d].count > 1 {
        found.append(Conflict(digit: d, unit: Unit(id: id), cells: seen[d]))
      }
    }
    return found
  }

  /// Throws `GridError.conflict` naming the cells when a digit repeats in a unit.
  public func validate() throws(GridError) {
    if let first = conflicts().first { throw .conflict(first) }
  }
}

/// A digit repeated within one unit.
public struct Conflict: Hashable, Sendable, CustomStringConvertible {
  public let digit: Int
  public let unit: Unit
  public let cells: [Int]

  public var description: String {
    let names = cells.map(Board.name)
    let list = names.dropLast().joined(separator: ", ") + " and " + names.last!
    return "\(digit) appears twice in \(unit): \(list)"
  }
}

/// Why a grid cannot be played.
public enum GridError: Error, Hashable, Sendable, CustomStringConvertible {
  case conflict(Conflict)

  public var description: String {
    switch self {
    case .conflict(let c): return c.description
    }
  }
}
