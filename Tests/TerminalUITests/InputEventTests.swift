import Foundation
import Testing

@testable import TerminalUI

@Suite struct InputEventTests {
  @Test func eventsRoundTripThroughJSON() throws {
    let events = [
      InputEvent.key(.character("7")),
      InputEvent.key(.control("r")),
      InputEvent.mouse(MouseReport(button: .left, phase: .drag, x: 3, y: 4)),
      InputEvent.terminal(.size(columns: 100, rows: 30)),
    ]
    let data = try JSONEncoder().encode(events)
    #expect(try JSONDecoder().decode([InputEvent].self, from: data) == events)
  }
}

@Suite struct KeyNameTests {
  @Test func everyKeyHasAStableName() {
    let keys: [Key] = [
      .character("a"), .character(" "), .character("é"), .control("r"), .function(5), .up, .down, .left,
      .right, .home, .end, .pageUp, .pageDown, .insert, .delete, .backspace, .enter, .tab, .backTab, .escape,
    ]
    for key in keys { #expect(Key(name: key.name) == key) }
    #expect(Key.control("r").name == "ctrl-r")
    #expect(Key(name: "f13") == nil)
    #expect(Key(name: "nonsense") == nil)
  }
}
