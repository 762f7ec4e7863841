/// The part of a text that `room` lines show from line `top`: where the text is longer, a line at
/// either end says more is there, and the arrows or the wheel move the window. Nothing is cut off
/// unseen in a short window.
public enum ScrolledText {
  public static let moreAbove = "  ↑ more"
  public static let moreBelow = "  ↓ more"

  /// The last line the window can start at: from there it shows the end.
  public static func lastTop(count: Int, room: Int) -> Int {
    count <= room ? 0 : count - max(room - 1, 1)
  }

  public static func lines(_ text: [String], room: Int, top: Int) -> [String] {
    guard text.count > room, room >= 3 else { return Array(text.prefix(max(room, 0))) }
    let top = min(max(top, 0), lastTop(count: text.count, room: room))
    let above = top > 0
    let below = top + room - (above ? 1 : 0) < text.count
    let shown = text[top..<(top + room - (above ? 1 : 0) - (below ? 1 : 0))]
    return (above ? [moreAbove] : []) + shown + (below ? [moreBelow] : [])
  }
}
