import Foundation
import Testing

@testable import SudokuKit

extension GameTests {
  private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// Notes, a mistake, a correct placement with note removal, an undone step waiting for redo, a hint,
  /// notes mode and some play time.
  private func midGame() -> GameState {
    var game = Fixture.game()
    let actions: [GameAction] = [
      .tick, .toggleNote(digit: 4, cell: 3), .toggleNote(digit: 6, cell: 3),
      .place(digit: 9, cell: 2, mode: .normal),
      .place(digit: 4, cell: 2, mode: .normal), .place(digit: 7, cell: 10, mode: .normal), .undo, .hint,
      .select(12), .move(.down), .setMode(.notes),
    ]
    for (i, action) in actions.enumerated() { send(&game, action, at: 1.25 * Double(i)) }
    return game
  }

  @Test func savedStateRoundTripsExceptTheSessionClock() throws {
    let game = midGame()
    #expect(game.mistakes == 1 && game.history.canUndo && game.history.canRedo)
    let text = try json(game)
    #expect(text.contains(#""givens":"53..7....6..195....98....6.8"#))
    #expect(text.contains(#""entries":"..4......"#))
    #expect(text.contains(#""notes":[0,0,0,32,0"#), "cell 3 keeps note 6 after 4 was placed in its row")
    #expect(text.contains(#""mode":"notes""#))
    #expect(text.contains(#""difficulty":"easy""#))
    let decoded = try decode(GameState.self, text)
    var expected = game
    expected.lastTick = nil
    #expect(decoded == expected)
    #expect(try json(decoded) == text)
  }

  @Test func decodedStateKeepsPlayingWhereItStopped() throws {
    var game = try decode(GameState.self, try json(midGame()))
    #expect(game.elapsed == 12.5)
    send(&game, .tick, at: 5000)
    #expect(game.elapsed == 12.5, "the clock restarts at the first call of the new session")
    send(&game, .tick, at: 5002)
    #expect(game.elapsed == 14.5)
    #expect(send(&game, .redo, at: 5003) == [.redone(cell: 10)])
    #expect(game.digit(at: 10) == 7)
    #expect(send(&game, .undo, at: 5003) == [.undone(cell: 10)])
    #expect(send(&game, .undo, at: 5003) == [.undone(cell: 2)])
    #expect(game.notes[3] == DigitSet([4, 6]))
    #expect(game.digit(at: 2) == 9)
  }

  @Test func corruptSavesAreRefused() throws {
    let text = try json(midGame())
    let corruptions = [
      (#""selection":21"#, #""selection":81"#),
      (#""format":1"#, #""format":2"#),
      (#""notes":[0,0,0,32,"#, #""notes":[0,0,0,1024,"#),
      (#""notes":[0,0,0,32,"#, #""notes":[0,0,32,"#),
      (#""notes":[0,"#, #""notes":[1,"#),
      (#""entries":"..4"#, #""entries":"5.4"#),
      (#""solved":false"#, #""solved":true"#),
      (#""mistakes":1"#, #""mistakes":-1"#),
      (#""mode":"notes""#, #""mode":"ink""#),
      (#""givens":"53..7"#, #""givens":"53x.7"#),
    ]
    for (original, replacement) in corruptions {
      #expect(text.contains(original))
      let broken = text.replacingOccurrences(of: original, with: replacement)
      #expect(throws: DecodingError.self, "\(replacement)") { try decode(GameState.self, broken) }
    }
  }

  @Test func historyCannotReachAGiven() throws {
    let text = try json(midGame())
    let redo = #""redo":[[10,0,0,7,0]]"#
    #expect(text.contains(redo))
    let broken = text.replacingOccurrences(of: redo, with: #""redo":[[0,0,0,7,0]]"#)
    #expect(throws: DecodingError.self) { try decode(GameState.self, broken) }
    for step in ["[]", "[10,0,0,7]", "[81,0,0,7,0]", "[10,0,0,12,0]"] {
      let bad = text.replacingOccurrences(of: redo, with: #""redo":["# + step + "]")
      #expect(throws: DecodingError.self, "\(step)") { try decode(GameState.self, bad) }
    }
  }

  @Test func digitSetEncodesAsItsMask() throws {
    #expect(try json(DigitSet([1, 9])) == "257")
    #expect(try decode([DigitSet].self, "[257,0,511]") == [DigitSet([1, 9]), .empty, .all])
    #expect(throws: DecodingError.self) { try decode([DigitSet].self, "[512]") }
    #expect(throws: DecodingError.self) { try decode([DigitSet].self, "[-1]") }
  }
}
