extension KeyedDecodingContainer {
  /// Reads a grid stored in its 81-character line form, the compact form saves and replays use.
  func decodeGrid(forKey key: Key) throws -> Grid {
    let line = try decode(String.self, forKey: key)
    guard let grid = Grid(line: line) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected an 81-character grid line, got \"\(line)\"")
    }
    return grid
  }
}
