import TerminalUI

/// What a click on the number pad does: a digit, or one of the actions a player with only a mouse needs.
public enum NumberPadItem: Hashable, Sendable {
  case digit(Int)
  case notes, erase, undo, hint

  /// The label drawn for an action.
  public var label: String {
    switch self {
    case .digit(let d): return String(d)
    case .notes: return "notes"
    case .erase: return "erase"
    case .undo: return "undo"
    case .hint: return "hint"
    }
  }
}

/// The clickable number pad: `Left` and the digits 1–9 with how many of each are still to place under
/// them, and the actions beside them (or under them where the panel is narrow). One layout serves the
/// drawing and the hit test, so what is clicked is what is drawn.
public struct NumberPad {
  /// Each item and the rectangle that draws its label and takes its clicks.
  public let items: [(item: NumberPadItem, rect: ScreenRect)]
  /// Where the digits' row starts (the `Left` label).
  public let origin: ScreenPoint

  /// Columns from the label to the first digit, and from digit to digit.
  public static let digitsOffset = 5
  public static let digitPitch = 2
  /// Columns of `Left 1 2 … 9`, then the two columns of actions beside it.
  public static let digitsWidth = digitsOffset + 9 * digitPitch - 1
  public static let besideWidth = digitsWidth + 2 + 5 + 1 + 5
  /// Rows the pad needs: two with the actions beside the digits, three with them underneath.
  public static func height(width: Int) -> Int { width >= besideWidth ? 2 : 3 }

  /// Lays the pad out in `area`; nil when it does not fit.
  public init?(in area: ScreenRect) {
    guard area.width >= Self.digitsWidth, area.height >= Self.height(width: area.width) else { return nil }
    origin = ScreenPoint(x: area.x, y: area.y)
    var items: [(NumberPadItem, ScreenRect)] = (1...9).map { d in
      let x = area.x + Self.digitsOffset + (d - 1) * Self.digitPitch
      // A digit takes clicks on itself, the count under it and the gap after it.
      return (.digit(d), ScreenRect(x: x, y: area.y, width: Self.digitPitch, height: 2))
    }
    let actions: [NumberPadItem] = [.notes, .erase, .undo, .hint]
    if area.width >= Self.besideWidth {
      let left = area.x + Self.digitsWidth + 2
      for (i, item) in actions.enumerated() {
        let rect = ScreenRect(x: left + i % 2 * 6, y: area.y + i / 2, width: item.label.count, height: 1)
        items.append((item, rect))
      }
    } else {
      var x = area.x
      for item in actions {
        items.append((item, ScreenRect(x: x, y: area.y + 2, width: item.label.count, height: 1)))
        x += item.label.count + 1
      }
    }
    self.items = items
  }

  /// The item under a click, if any.
  public func item(at point: ScreenPoint) -> NumberPadItem? {
    items.first { $0.rect.contains(point) }?.item
  }
}
