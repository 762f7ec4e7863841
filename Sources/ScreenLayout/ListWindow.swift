/// The part of a list that a screen of `room` lines shows: from a first entry (a text scrolled by the
/// arrows), or around a selected one (a menu). Where the list is longer than the room, a line at either
/// end that says more is there stands for the entries past it, so nothing is cut off unseen.
public struct ListWindow: Equatable, Sendable {
  /// One line of the window.
  public enum Line: Equatable, Sendable {
    case entry(Int)
    /// More entries above (`up`) or below the window.
    case more(up: Bool)
  }

  public static let moreAbove = "  ↑ more"
  public static let moreBelow = "  ↓ more"

  public let lines: [Line]

  /// The window from entry `top`, held between the list's start and the last entry it can start at.
  public init(count: Int, top: Int, room: Int) {
    guard count > room, room >= 3 else {
      lines = (0..<min(count, max(room, 1))).map(Line.entry)
      return
    }
    let first = min(max(top, 0), Self.lastTop(count: count, room: room))
    let above = first > 0
    let below = first + room - (above ? 1 : 0) < count
    let entries = (first..<(first + room - (above ? 1 : 0) - (below ? 1 : 0))).map(Line.entry)
    lines = (above ? [.more(up: true)] : []) + entries + (below ? [.more(up: false)] : [])
  }

  /// The window around entry `selected`: worked out from the selection alone, so no scroll position
  /// needs keeping.
  public init(count: Int, selected: Int, room: Int) {
    let last = Self.lastTop(count: count, room: room)
    let top = selected < room - 1 ? 0 : selected >= last ? last : selected - (room - 2) / 2
    self.init(count: count, top: top, room: room)
  }

  /// The last entry a window can start at: from there it shows the end.
  public static func lastTop(count: Int, room: Int) -> Int {
    count <= room ? 0 : count - max(room - 1, 1)
  }

  /// The window's lines of `text`, the entries' own and the markers for the rest.
  public static func text(_ text: [String], room: Int, top: Int) -> [String] {
    ListWindow(count: text.count, top: top, room: room).lines.map { line in
      switch line {
      case .entry(let index): return text[index]
      case .more(let up): return up ? moreAbove : moreBelow
      }
    }
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
