import TerminalUI

/// Splits mouse reports into the finger path (a click: press and release with no drag report between)
/// and the pencil path (press, drags, release), as design §3.1 rules.
public struct PointerTracker: Equatable, Sendable {
  /// The left-button press in progress and whether a drag report followed it.
  private var pressed: MouseReport?
  private var dragged = false

  public init() {}

  /// What one mouse report means.
  public enum Gesture: Equatable, Sendable {
    case click(MouseReport)
    case strokeBegan(MouseReport)
    case strokeMoved(MouseReport)
    case strokeEnded(MouseReport)
  }

  /// Whether a pencil stroke is being drawn (mouse selection is off meanwhile).
  public var isDrawing: Bool { pressed != nil && dragged }

  public mutating func handle(_ report: MouseReport) -> [Gesture] {
    switch (report.button, report.phase) {
    case (.left, .press):
      let wasDrawing = isDrawing
      pressed = report
      dragged = false
      // A press without the previous release (lost outside the window) ends the old stroke first.
      return wasDrawing ? [.strokeEnded(report)] : []
    case (.left, .drag):
      guard let start = pressed else { return [] }
      if dragged { return [.strokeMoved(report)] }
      dragged = true
      return [.strokeBegan(start), .strokeMoved(report)]
    case (_, .release):
      guard pressed != nil else { return [] }
      defer {
        pressed = nil
        dragged = false
      }
      return dragged ? [.strokeEnded(report)] : [.click(report)]
    default:
      return []
    }
  }

  /// Forgets a press in progress (resize, new game).
  public mutating func reset() {
    pressed = nil
    dragged = false
  }
}
