/// How many ink groups written on one surface were placed and how many refused.
public struct InkTally: Codable, Equatable, Sendable {
  public var placed = 0
  public var refused = 0

  public init(placed: Int = 0, refused: Int = 0) {
    self.placed = placed
    self.refused = refused
  }

  mutating func add(placed wasPlaced: Bool) {
    add(InkTally(placed: wasPlaced ? 1 : 0, refused: wasPlaced ? 0 : 1))
  }

  mutating func add(_ other: InkTally) {
    placed = placed.saturatingAdding(other.placed)
    refused = refused.saturatingAdding(other.refused)
  }
}
