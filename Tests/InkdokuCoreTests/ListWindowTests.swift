import ScreenLayout
import Testing

/// A list longer than its room shows the entries around the selection, with a line for each end that
/// has more past it.
@Suite struct ListWindowTests {
  private func entries(_ window: ListWindow) -> [Int] {
    window.lines.compactMap {
      if case .entry(let index) = $0 { return index }
      return nil
    }
  }

  @Test func aListThatFitsShowsWhole() {
    let window = ListWindow(count: 5, selected: 4, room: 5)
    #expect(window.lines == (0..<5).map(ListWindow.Line.entry))
    #expect(window.past(up: false) == 5 && window.past(up: true) == -1)
  }

  @Test func theTopOfALongListSaysMoreBelow() {
    let window = ListWindow(count: 20, selected: 0, room: 6)
    #expect(window.lines == [.entry(0), .entry(1), .entry(2), .entry(3), .entry(4), .more(up: false)])
    #expect(window.past(up: false) == 5)
  }

  @Test func theBottomOfALongListSaysMoreAbove() {
    let window = ListWindow(count: 20, selected: 19, room: 6)
    #expect(window.lines == [.more(up: true), .entry(15), .entry(16), .entry(17), .entry(18), .entry(19)])
    #expect(window.past(up: true) == 14)
  }

  @Test(arguments: 0..<20)
  func everySelectionIsShownWithinTheRoom(selected: Int) {
    for room in 3...21 {
      let window = ListWindow(count: 20, selected: selected, room: room)
      #expect(window.lines.count == min(20, room), "room \(room)")
      #expect(entries(window).contains(selected), "room \(room)")
      let shown = entries(window)
      #expect(shown == Array(shown[0]...shown[shown.count - 1]), "one run of entries")
      #expect(window.lines.contains(.more(up: true)) == (shown.first! > 0))
      #expect(window.lines.contains(.more(up: false)) == (shown.last! < 19))
    }
  }
}
