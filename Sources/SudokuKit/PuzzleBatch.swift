/// Puzzles packed for solving in bulk: 81 digits each (0 for empty) in one array, with the line of each.
public struct PuzzleBatch: Equatable, Sendable {
  /// Puzzle i is `cells[81 * i ..< 81 * i + 81]`.
  public private(set) var cells: [UInt8] = []
  /// 1-based line where each puzzle starts.
  public private(set) var lines: [Int] = []

  public var count: Int { lines.count }

  public init(_ entries: [PuzzleEntry]) {
    cells.reserveCapacity(81 * entries.count)
    for entry in entries { cells += entry.grid.cells }
    lines = entries.map(\.line)
  }

  /// The puzzles of line-form text that holds nothing else (blank and ASCII comment lines aside): each
  /// line 81 cells, then optionally a space or tab and a printable ASCII id. Nil for any other text, which
  /// `PuzzleReader.read` then reads or reports; a batch read here is what it would read, without the ids.
  /// Reading bytes once, without making lines, strings or grids, keeps reading off a bulk solve's profile.
  public init?(plainLines bytes: [UInt8]) {
    let scanned = bytes.withUnsafeBufferPointer { Self.scan($0) }
    guard let scanned, !scanned.lines.isEmpty else { return nil }
    (cells, lines) = scanned
  }

  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (cells: [UInt8], lines: [Int])? {
    var cells: [UInt8] = []
    var lines: [Int] = []
    cells.reserveCapacity(bytes.count)
    var start = 0
    var number = 0
    while start < bytes.count {
      number += 1
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      let next = end + 1
      if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      guard end - start <= PuzzleReader.maxLineLength else { return nil }
      var i = start
      while i < end && bytes[i].isSpaceOrTab { i += 1 }
      if i == end || bytes[i] == UInt8(ascii: "#") {
        guard bytes[i..<end].allSatisfy({ $0 != 0 && $0 < 0x80 }) else { return nil }
      } else {
        guard end - i >= 81 else { return nil }
        // The 81 bytes are copied in one go, then turned into digits in place.
        let first = cells.count
        cells.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<i + 81]))
        let valid = cells.withUnsafeMutableBufferPointer { out in
          var bad: UInt8 = 0
          for k in first..<first + 81 {
            let byte = out[k]
            let digit = byte &- UInt8(ascii: "0")
            // '.' and '0' are empty, '1'...'9' digits; anything else marks the line as not plain.
            let empty = byte == UInt8(ascii: ".") || digit == 0
            bad |= !empty && digit > 9 ? 1 : 0
            out[k] = empty ? 0 : digit
          }
          return bad == 0
        }
        guard valid else { return nil }
        let id = bytes[(i + 81)..<end]
        guard
          id.isEmpty || (id.first!.isSpaceOrTab && id.allSatisfy { $0 == 9 || (0x20..<0x7F).contains($0) })
        else { return nil }
        lines.append(number)
      }
      start = next
    }
    return (cells, lines)
  }
}
