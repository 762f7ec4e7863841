/// Any JSON value, decoded without a type in mind: how the settings file is checked key by key before
/// it is read into `Settings`.
enum JSONValue: Decodable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case list([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let list = try? container.decode([JSONValue].self) {
      self = .list(list)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The value as a message quotes it: strings and numbers as written, containers by their kind.
  var quoted: String {
    switch self {
    case .null: return "null"
    case .bool(let bool): return String(bool)
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    case .string(let string): return "\"\(string)\""
    case .list: return "a list"
    case .object: return "an object"
    }
  }
}
