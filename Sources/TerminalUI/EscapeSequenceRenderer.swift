/// Turns successive screen buffers into the text an xterm-compatible terminal draws them from: cursor
/// addressing, SGR styles and the characters, for the cells that changed since the last buffer.
///
/// What ncurses does for the game's own terminal, done without a terminal: the text can go to a file
/// (an asciicast) and be drawn by any terminal emulator later.
public struct EscapeSequenceRenderer {
  /// Colours the text may use: 0 (none), 8, 16 or 256.
  public let paletteSize: Int
  private var previous: ScreenBuffer?
  /// The style the terminal draws with now; nil before anything was drawn.
  private var style: Style?
  private var cursorShown: Bool?

  public init(colorMode: ColorMode) {
    switch colorMode {
    case .monochrome: paletteSize = 0
    case .ansi8: paletteSize = 8
    case .ansi16: paletteSize = 16
    case .ansi256: paletteSize = 256
    }
  }

  /// The text that turns the screen last rendered into `buffer`: empty when nothing changed. The first
  /// buffer, and one of a new size, clear the screen and draw whatever is not blank.
  public mutating func render(_ buffer: ScreenBuffer) -> String {
    var out = ""
    let base: ScreenBuffer
    if let previous, previous.width == buffer.width, previous.height == buffer.height {
      base = previous
    } else {
      out += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
      style = .plain
      base = ScreenBuffer(width: buffer.width, height: buffer.height)
    }
    let runs = buffer.diff(from: base)
    for run in runs {
      out += Self.moveTo(x: run.x, y: run.y)
      for cell in run.cells where !cell.isContinuation {
        if cell.style != style {
          out += cell.style.selectGraphicRendition(paletteSize: paletteSize)
          style = cell.style
        }
        out += cell.text
      }
    }
    // Drawing moved the cursor: it goes back where the buffer wants it, or stays hidden.
    if let cursor = buffer.cursor, !runs.isEmpty || cursor != previous?.cursor || cursorShown != true {
      out += Self.moveTo(x: cursor.x, y: cursor.y) + (cursorShown == true ? "" : "\u{1B}[?25h")
      cursorShown = true
    } else if buffer.cursor == nil, cursorShown != false {
      out += "\u{1B}[?25l"
      cursorShown = false
    }
    previous = buffer
    return out
  }

  /// CUP, which counts rows and columns from 1.
  private static func moveTo(x: Int, y: Int) -> String { "\u{1B}[\(y + 1);\(x + 1)H" }
}
