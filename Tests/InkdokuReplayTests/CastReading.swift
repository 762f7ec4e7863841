import Foundation
import InkdokuTestSupport
import TerminalUI

/// A cast taken apart again: its header and its events, as a player of asciicast v2 reads them.
struct CastReading {
  struct Event {
    var time: Double
    var kind: String
    var data: String
  }

  var header: [String: Any]
  var events: [Event]

  init(_ text: String) throws {
    let lines = text.split(separator: "\n").map { Data($0.utf8) }
    guard let first = lines.first,
      let header = try JSONSerialization.jsonObject(with: first) as? [String: Any]
    else { throw CheckFailure("no header object") }
    self.header = header
    events = try lines.dropFirst().map { line in
      guard let array = try JSONSerialization.jsonObject(with: line) as? [Any], array.count == 3,
        let time = (array[0] as? NSNumber)?.doubleValue, let kind = array[1] as? String,
        let data = array[2] as? String
      else { throw CheckFailure("not an event: \(String(decoding: line, as: UTF8.self))") }
      return Event(time: time, kind: kind, data: data)
    }
  }

  func labels(_ kind: String) -> [String] { events.filter { $0.kind == kind }.map(\.data) }
}

/// The few control sequences a cast's output uses, played onto a grid of characters: enough to read
/// the screen a cast leaves, not a terminal.
struct TextScreen {
  private(set) var rows: [[String]]
  private var x = 0
  private var y = 0

  init(columns: Int, rows: Int) {
    self.rows = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  func text(row: Int) -> String { rows[row].joined() }

  mutating func resize(columns: Int, rows count: Int) {
    rows = Array(repeating: Array(repeating: " ", count: columns), count: count)
  }

  mutating func write(_ text: String) {
    var characters = text.makeIterator()
    while let character = characters.next() {
      guard character == "\u{1B}" else {
        put(character)
        continue
      }
      guard characters.next() == "[" else { continue }
      var parameters = ""
      while let next = characters.next() {
        guard next.isLetter else {
          parameters.append(next)
          continue
        }
        perform(next, parameters)
        break
      }
    }
  }

  private mutating func perform(_ final: Character, _ parameters: String) {
    switch final {
    case "H":
      let numbers = parameters.split(separator: ";").compactMap { Int($0) }
      y = (numbers.first ?? 1) - 1
      x = (numbers.count > 1 ? numbers[1] : 1) - 1
    case "J" where parameters == "2":
      resize(columns: rows.first?.count ?? 0, rows: rows.count)
    default:
      break  // styles and the cursor's visibility do not change the characters
    }
  }

  private mutating func put(_ character: Character) {
    let width = TextWidth.of(character)
    guard y < rows.count, x + width <= rows[y].count else { return }
    rows[y][x] = String(character)
    if width == 2 { rows[y][x + 1] = "" }
    x += width
  }
}
