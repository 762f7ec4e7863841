import PointerInput
import ScreenLayout
import TerminalUI

/// What is under a pointer: the one hit test behind clicks, the wheel and ink, in the order things are
/// drawn over each other (the `Menu` button over the hint bar, a screen over the board).
public enum ScreenTarget: Equatable, Sendable {
  /// A board cell, found from the report's board point; a grid line belongs to the cell after it.
  case cell(Int, onGridLine: Bool)
  /// The board's right or bottom outer line, which belongs to no cell.
  case boardEdge
  /// The writing pad, its frame included.
  case pad
  case numberPad(NumberPadItem)
  /// The label that shows the candidates view: on the pad's bottom edge, or on the hint bar.
  case candidatesLabel(onPad: Bool)
  case menuButton
  /// Line `index` of the screen in front of the board (it may be above or below its lines).
  case screenLine(Int)
  /// Beside the candidates view's cells and number pad (it stands where the board and the pad are).
  case candidatesView
  /// The hint bar beside its buttons: a click there lets an open question or a picked digit go.
  case hintBar
  /// Nothing that takes a click: beside everything, or a window too small for the board.
  case nothing

  /// Whether the point is on the board.
  public var isOnBoard: Bool {
    switch self {
    case .cell, .boardEdge: return true
    default: return false
    }
  }

  /// Whether a stroke begun here is written in the pad.
  public var isInPad: Bool { self == .pad || self == .candidatesLabel(onPad: true) }

  /// What is under `report` on the screen `state` shows.
  public static func at(_ report: LocatedReport, in state: AppState) -> ScreenTarget {
    guard case .fits(let placement) = state.layout else { return .nothing }
    let point = ScreenPoint(x: report.column, y: report.row)
    let screen = state.ui.screen
    if screen.showsMenuButton, App.menuButton(placement, columns: state.terminal.columns).contains(point) {
      return .menuButton
    }
    if state.ui.showsCandidatesView {
      // The view's cells and number pad play as the board's do; the rest of the screen is beside it.
      let view = state.candidatesPlacement
      if let cell = view?.cell(at: point) { return .cell(cell, onGridLine: false) }
      if let item = view?.numberPad.flatMap({ NumberPad(in: $0)?.item(at: point) }) {
        return .numberPad(item)
      }
      return .candidatesView
    }
    if screen != .playing, let lines = OverlayView.lines(state) {
      let frame = OverlayFrame(lines: lines, placement: placement, screenWidth: state.terminal.columns)
      return .screenLine(point.y - frame.top)
    }
    let inPad = placement.pad?.contains(point) == true
    if CandidatesLabel.rect(state, placement)?.contains(point) == true {
      return .candidatesLabel(onPad: inPad)
    }
    if let area = placement.numberPad, let item = NumberPad(in: area)?.item(at: point) {
      return .numberPad(item)
    }
    if inPad { return .pad }
    if case .cell(let cell) = state.surface(.board).target(atX: report.x, y: report.y) {
      return .cell(cell, onGridLine: placement.isOnGridLine(column: point.x, row: point.y))
    }
    if point.y == placement.hintBarRow { return .hintBar }
    return placement.board.contains(point) ? .boardEdge : .nothing
  }
}
