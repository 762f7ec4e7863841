/// Where a player writes: over the board, aimed at the cell beneath the ink, or in the writing pad,
/// aimed at the selected cell.
public enum InkSurface: String, Hashable, Sendable, Codable, CaseIterable {
  case board, pad
}
