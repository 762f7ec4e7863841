import InkdokuCore
import TerminalUI

/// Draws the live pencil ink over the board (or the candidates view) and in the pad: braille dots (2×4
/// per terminal cell) in Unicode, the ink glyph in ASCII. Cells that show a digit are left alone, so ink
/// never hides a digit (nor a note in the view).
enum InkView {
  /// Braille dot bits by (column 0-1, row 0-3) inside a terminal cell.
  private static let dotBits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

  static func draw(_ state: AppState, _ look: Look, into buffer: inout ScreenBuffer) {
    let strokes = [state.pencil.board, state.pencil.pad].flatMap {
      $0.pendingStrokes + ($0.currentStroke.map { [$0] } ?? [])
    }
    guard !strokes.isEmpty else { return }
    let (cw, ch) = (state.terminal.cell.width, state.terminal.cell.height)
    var dots: [ScreenPoint: UInt32] = [:]
    for stroke in strokes {
      var previous = stroke.points[0]
      for point in stroke.points {
        // Sample the segment finely enough to touch every braille dot it crosses.
        let steps = max(
          1,
          Int((max(abs(point.x - previous.x) / (cw / 2), abs(point.y - previous.y) / (ch / 4))).rounded(.up)))
        for i in 0...steps {
          let f = Double(i) / Double(steps)
          let x = previous.x + (point.x - previous.x) * f
          let y = previous.y + (point.y - previous.y) * f
          guard x.isFinite, y.isFinite, x >= 0, y >= 0 else { continue }
          let column = Int(x / cw)
          let row = Int(y / ch)
          guard column < buffer.width, row < buffer.height else { continue }
          let dx = min(1, Int((x / cw - Double(column)) * 2))
          let dy = min(3, Int((y / ch - Double(row)) * 4))
          dots[ScreenPoint(x: column, y: row), default: 0] |= dotBits[dx][dy]
        }
        previous = point
      }
    }
    for (cell, bits) in dots {
      let existing = buffer[cell.x, cell.y].text
      if existing.first?.isNumber == true { continue }
      let glyph =
        look.glyphs.mode == .unicode ? String(UnicodeScalar(0x2800 + bits)!) : String(look.glyphs.ink)
      buffer.put(glyph, x: cell.x, y: cell.y, style: look.theme.ink)
    }
  }
}
