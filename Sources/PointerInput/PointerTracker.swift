import InkKit
import TerminalUI

/// Splits located mouse reports into the finger path (a click: press and release with no drag report between)
/// and the pencil path (press, drags, release), as design §3.1 rules.
public struct PointerTracker: Equatable, Sendable {
  /// Where the left button went down, while it is held, and whether a drag report followed.
  private var pressed: LocatedReport?
  private var dragged = false

  public init() {}

  /// What one mouse report means: a click for the finger, or ink for the pencil of the surface the
  /// stroke started on.
  public enum Gesture: Equatable, Sendable {
    case click(LocatedReport)
    case ink(InkAction)

    /// Whether the report went to the pencil.
    public var isInk: Bool {
      if case .ink = self { return true }
      return false
    }
  }

  /// The press of the left button while it is held: where a stroke begun from it started.
  public var press: LocatedReport? { pressed }

  /// Whether a pencil stroke is being drawn (mouse selection is off meanwhile).
  public var isDrawing: Bool { pressed != nil && dragged }

  /// What `report`, read at `now`, means; ink points carry the time the report was read.
  public mutating func handle(_ report: LocatedReport, now: Double) -> [Gesture] {
    let point = InkPoint(x: report.x, y: report.y, t: now)
    switch (report.button, report.phase) {
    case (.left, .press):
      let wasDrawing = isDrawing
      pressed = report
      dragged = false
      // A press without the previous release (lost outside the window) ends the old stroke first.
      return wasDrawing ? [.ink(.strokeEnded(point))] : []
    case (.left, .drag):
      guard let start = pressed else { return [] }
      if dragged { return [.ink(.strokeMoved(point))] }
      dragged = true
      // The stroke begins when the pen is seen to move, at the press's place.
      return [.ink(.strokeBegan(InkPoint(x: start.x, y: start.y, t: now))), .ink(.strokeMoved(point))]
    case (_, .release):
      guard pressed != nil else { return [] }
      defer {
        pressed = nil
        dragged = false
      }
      return dragged ? [.ink(.strokeEnded(point))] : [.click(report)]
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
