/// One statement of a chain: `digit` is (`isOn`) or is not in `cells`, a single cell or a group of cells
/// where one box meets one row or column (the digit is in one of them).
public struct ChainNode: Hashable, Sendable {
  public let digit: Int
  /// One cell, or two or three cells of one box and one line, in reading order.
  public let cells: [Int]
  public let isOn: Bool

  public init(digit: Int, cells: [Int], isOn: Bool) {
    self.digit = digit
    self.cells = cells
    self.isOn = isOn
  }

  /// The cells as players write them: "r1c2", or a group on one line: "r1c23", "r45c7".
  public var place: String {
    guard cells.count > 1 else { return Board.name(cells[0]) }
    let rows = Set(cells.map(Board.row)).sorted().map { String($0 + 1) }.joined()
    let columns = Set(cells.map(Board.column)).sorted().map { String($0 + 1) }.joined()
    return "r\(rows)c\(columns)"
  }

  /// "r1c2=5" when the digit is there, "r1c2<>5" when it is not.
  public var statement: String { "\(place)\(isOn ? "=" : "<>")\(digit)" }
}
