/// The colours a player marked one cell with by hand (colouring chains, design §2.2): the cell's own
/// and each note's, 0 for none and 1...`count` for a colour.
///
/// Kept as one number whose decimal digits are the colours (units the cell, then notes 1 to 9), which
/// is also its save form: a save holds 81 of them and an undo step two per cell.
public struct CellColours: Equatable, Sendable {
  /// How many colours a mark can take.
  public static let count = 4
  public static let none = CellColours(code: 0)
  /// The largest code: every place holding the last colour.
  private static let maxCode = (0..<10).reduce(0) { total, _ in total * 10 + count }

  private(set) var code: Int

  private init(code: Int) { self.code = code }

  /// The colours' names, in order: how the game and replays write them, and the board's signs for them
  /// where the terminal has no colour.
  public static let names: [Character] = ["a", "b", "c", "d"]

  /// The marks in words: the cell's colour, then each coloured note of `shown` with its digit
  /// (`["a", "4b", "9a"]`).
  public func words(notes shown: DigitSet = .all) -> [String] {
    let name = { (colour: Int) in String(Self.names[colour - 1]) }
    let notes = shown.filter { note($0) > 0 }.map { "\($0)\(name(note($0)))" }
    return (cell > 0 ? [name(cell)] : []) + notes
  }

  /// The colour after `colour` when a key cycles through them: none, 1, …, `count`, none.
  public static func next(after colour: Int) -> Int { (colour + 1) % (count + 1) }

  public var isEmpty: Bool { code == 0 }

  /// The cell's own colour.
  public internal(set) var cell: Int {
    get { code % 10 }
    set { set(newValue, at: 0) }
  }

  /// The colour of note `digit` (1...9); it shows only while the cell holds that note.
  public func note(_ digit: Int) -> Int { code / Self.place(digit) % 10 }

  mutating func setNote(_ digit: Int, _ colour: Int) { set(colour, at: digit) }

  /// Whether some note has a colour.
  public var hasNoteColours: Bool { code >= 10 }

  private mutating func set(_ colour: Int, at index: Int) {
    let place = Self.place(index)
    code += (colour - code / place % 10) * place
  }

  private static func place(_ index: Int) -> Int { (0..<index).reduce(1) { value, _ in value * 10 } }
}

extension CellColours: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let code = try container.decode(Int.self)
    var rest = code
    var valid = (0...Self.maxCode).contains(code)
    while valid && rest > 0 {
      valid = rest % 10 <= Self.count
      rest /= 10
    }
    guard valid else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "colours \(code) out of range")
    }
    self.code = code
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
