import InkdokuCore
import ScreenLayout
import TerminalUI

/// Renders the whole app into a screen buffer of the terminal's size.
public enum AppView {
  public static func render(_ state: AppState, _ look: Look) -> ScreenBuffer {
    let look = look.with(state.settings.display.colours)
    var buffer = ScreenBuffer(width: max(0, state.terminal.columns), height: max(0, state.terminal.rows))
    switch state.layout {
    case .tooSmall(let needColumns, let needRows):
      let lines = Wrap.lines(
        "Terminal too small (need \(needColumns)×\(needRows), have \(state.terminal.columns)×\(state.terminal.rows))",
        width: state.terminal.columns)
      OverlayView.draw(lines, in: OverlayFrame(lines: lines, in: buffer.bounds), look, into: &buffer)
    case .fits(let placement):
      var hintInPane = false
      if let overlay = OverlayView.lines(state) {
        // Pausing must hide the digits, so an overlay replaces the board instead of covering part of it;
        // one taller or wider than the board takes the whole screen above the hint bar.
        let frame = OverlayFrame(lines: overlay, placement: placement, screenWidth: buffer.width)
        if frame.area == placement.board { PanelView.draw(state, placement, look, into: &buffer) }
        OverlayView.draw(overlay, in: frame, faint: OverlayView.unavailableLines(state), look, into: &buffer)
        buffer.cursor = nil
      } else if state.ui.showsCandidates, let view = state.candidatesPlacement {
        CandidatesView.draw(state, view, look, into: &buffer)
        InkView.draw(state, look, into: &buffer)
      } else {
        BoardView.draw(state, placement, look, into: &buffer)
        if let pad = placement.pad { PadView.draw(state, pad, look, into: &buffer) }
        if let numbers = placement.numberPad { NumberPadView.draw(state, numbers, look, into: &buffer) }
        InkView.draw(state, look, into: &buffer)
        PanelView.draw(state, placement, look, into: &buffer)
        hintInPane = HintPaneView.draw(state, placement, look, into: &buffer)
        CompletionView.draw(state, placement, look, into: &buffer)
      }
      HintBar.draw(state, placement, hintInPane: hintInPane, look, into: &buffer)
      CandidatesView.drawLabel(state, placement, look, into: &buffer)
    }
    return buffer
  }
}
