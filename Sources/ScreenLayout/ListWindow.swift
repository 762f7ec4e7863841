/// The part of a list that a screen of `room` lines shows, around its selected entry: where the list is
/// longer than the room, a line at either end that says more is there stands for the entries past it.
/// Worked out from the selection alone, so no scroll position needs keeping.
public struct ListWindow: Equatable, Sendable {
  /// One line of the window.
  public enum Line: Equatable, Sendable {
    case entry(Int)
    /// More entries above (`up`) or below the window.
    case more(up: Bool)
  }

  public let lines: [Line]

  public init(count: Int, selected: Int, room: Int) {
    guard count > room, room >= 3 else {
      lines = (0..<min(count, max(room, 1))).map(Line.entry)
      return
    }
    let first: Int
    if selected < room - 1 {
      first = 0
    } else if selected >= count - (room - 1) {
      first = count - (room - 1)
    } else {
      first = selected - (room - 2) / 2
    }
    let top = first > 0
    let shown = room - (top ? 1 : 0) - (first + room - (top ? 1 : 0) < count ? 1 : 0)
    let entries = (first..<min(count, first + shown)).map(Line.entry)
    lines = (top ? [.more(up: true)] : []) + entries + (first + shown < count ? [.more(up: false)] : [])
  }

  /// The entry a click on the line `more` leads to: the one just past the window that way.
  public func past(up: Bool) -> Int? {
    let entries = lines.compactMap { line -> Int? in
      if case .entry(let index) = line { return index }
      return nil
    }
    guard let edge = up ? entries.first : entries.last else { return nil }
    return up ? edge - 1 : edge + 1
  }
}
