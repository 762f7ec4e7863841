import Foundation

/// The asciicast v2 format, asciinema's: a JSON header line, then one JSON array per event,
/// `[seconds, kind, data]`, in time order.
public enum Asciicast {
  /// The first line: the terminal the cast plays in, and what it shows.
  public struct Header: Encodable, Equatable, Sendable {
    public let version = 2
    public var width: Int
    public var height: Int
    /// Unix seconds when the session was recorded; left out when unknown.
    public var timestamp: Int?
    public var title: String
    /// The recording terminal's environment; players read TERM.
    public var env: [String: String]
    /// The longest pause left in the cast, so players shorten none further; nil: pauses as recorded.
    public var idleTimeLimit: Double?

    public init(width: Int, height: Int, timestamp: Int?, title: String, env: [String: String]) {
      self.width = width
      self.height = height
      self.timestamp = timestamp
      self.title = title
      self.env = env
    }

    private enum CodingKeys: String, CodingKey {
      case version, width, height, timestamp, title, env
      case idleTimeLimit = "idle_time_limit"
    }
  }

  /// What an event line holds.
  public enum EventKind: String, Sendable {
    /// Text written to the terminal.
    case output = "o"
    /// The terminal's new size, `COLSxROWS`.
    case resize = "r"
    /// A point to jump to, with a label.
    case marker = "m"
  }

  public static func line(_ header: Header) -> String {
    // Numbers, strings and a dictionary of strings always encode.
    try! JSONLine.encode(header)
  }

  /// An event at `time` seconds into the cast, kept to whole microseconds as asciinema writes them.
  public static func line(at time: Double, _ kind: EventKind, _ data: String) -> String {
    // A number and two strings always encode.
    try! JSONLine.encode(Event(time: (time * 1e6).rounded() / 1e6, kind: kind.rawValue, data: data))
  }

  /// An event is an array, not an object.
  private struct Event: Encodable {
    var time: Double
    var kind: String
    var data: String

    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(time)
      try container.encode(kind)
      try container.encode(data)
    }
  }
}
