/// A frame of the terminal screen held in memory: views draw into it, the backend flushes it.
///
/// A wide character (数) fills two columns: its cell holds the character and the cell to its right
/// is a continuation. Writes never leave half of a wide character behind.
public struct ScreenBuffer: Hashable, Sendable {
  /// One terminal column: a grapheme and its style. An empty `text` marks a continuation.
  public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(text: String, style: Style = .plain) {
      self.text = text
      self.style = style
    }

    /// The right half of a wide character drawn in the cell to the left.
    public var isContinuation: Bool { text.isEmpty }
  }

  public let width: Int
  public let height: Int
  /// Where the terminal cursor should rest (screen readers follow it); nil hides it.
  public var cursor: ScreenPoint?
  private var cells: [Cell]

  /// A blank buffer; negative sizes count as 0.
  public init(width: Int, height: Int, style: Style = .plain) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Cell(text: " ", style: style), count: self.width * self.height)
  }

  public var bounds: ScreenRect { ScreenRect(x: 0, y: 0, width: width, height: height) }

  public subscript(x: Int, y: Int) -> Cell {
    precondition(bounds.contains(ScreenPoint(x: x, y: y)), "(\(x), \(y)) is outside \(width)×\(height)")
    return cells[y * width + x]
  }

  /// Writes `text` from column `x` on row `y`, clipped to the buffer, and returns the column after it
  /// (no further than just past the right edge).
  ///
  /// Control characters are skipped. A wide character cut by an edge is drawn as a space.
  @discardableResult
  public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain) -> Int {
    var column = x
    for character in text where column < width {
      let columns = TextWidth.of(character)
      guard columns > 0 else { continue }
      if y >= 0, y < height {
        let fits = column >= 0 && column + columns <= width
        for offset in 0..<columns where (0..<width).contains(column + offset) {
          let content = fits ? (offset == 0 ? String(character) : "") : " "
          setCell(Cell(text: content, style: style), x: column + offset, y: y)
        }
      }
      column += columns
    }
    return column
  }

  /// Covers `rect` (clipped to the buffer) with `character`; a column left over by a wide one is a space.
  public mutating func fill(_ rect: ScreenRect, with character: Character = " ", style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let glyphWidth = TextWidth.of(character)
    let glyph = glyphWidth == 0 ? " " : String(character)
    let columns = max(1, glyphWidth)
    let line =
      String(repeating: glyph, count: area.width / columns)
      + String(repeating: " ", count: area.width % columns)
    for row in area.y..<area.maxY { put(line, x: area.x, y: row, style: style) }
  }

  /// The characters of row `y`, continuations left out (for tests and logs).
  public func text(row y: Int) -> String {
    guard y >= 0, y < height else { return "" }
    return cells[(y * width)..<((y + 1) * width)].map(\.text).joined()
  }

  /// Stores one cell, first blanking the other half of any wide character it overwrites.
  private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
    let index = y * width + x
    if cells[index].isContinuation, x > 0 {
      cells[index - 1].text = " "
    }
    if x + 1 < width, cells[index + 1].isContinuation {
      cells[index + 1].text = " "
    }
    cells[index] = cell
  }
}
