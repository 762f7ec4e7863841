import InkdokuCore
import ScreenLayout
import TerminalUI

extension OverlayView {
  /// Blanks the frame's area and draws the lines where it puts them, clipped; the `faint` ones dim.
  static func draw(
    _ lines: [String], in frame: OverlayFrame, faint: Set<Int> = [], _ look: Look,
    into buffer: inout ScreenBuffer
  ) {
    let (area, left, top) = (frame.area, frame.left, frame.top)
    buffer.fill(area)
    for (i, line) in lines.enumerated() where top + i < area.maxY {
      buffer.put(
        String(look.text(line).prefix(area.width)), x: left, y: top + i,
        style: i == 0 ? look.theme.given : faint.contains(i) ? look.theme.dimText : .plain)
    }
  }
}
