import InkKit
import Recognition

/// The pencil: the ink on the board and in the pad, the pointer that tells strokes from clicks, the
/// groups sent for recognition, what the model made of the last one, and the player's hand.
public struct PencilState: Equatable, Sendable {
  /// Ink written over the board, aimed at the cell under it.
  public var board = InkSession()
  /// Ink written in the writing pad, aimed at the selected cell.
  public var pad = InkSession()
  public var pointer = PointerTracker()
  /// Where the stroke being drawn goes; nil between strokes.
  var strokeSurface: InkSurface?
  /// The id the next recognition request gets: one count for both surfaces, so answers match.
  var nextRequestID = 1
  /// Ink groups sent for recognition and not answered yet, by request id, with where they were written.
  public var pending: [Int: PendingRecognition] = [:]
  /// What the model made of the last group (the `w` screen).
  public var last: LastRecognition?
  /// The player's hand: what the pencil reads with and learns from play.
  public var hand = HandLearning()
  /// The target cell of the last finalized ink group, highlighted until `until`.
  public var flash: Flash?

  public init() {}

  /// The session of surface `kind`.
  public subscript(kind: InkSurface) -> InkSession {
    get { kind == .board ? board : pad }
    set { if kind == .board { board = newValue } else { pad = newValue } }
  }

  /// When the next group finalizes or is dropped, on either surface.
  public func deadline(_ settings: InkSettings) -> Double? {
    [board.deadline(settings), pad.deadline(settings)].compactMap { $0 }.min()
  }

  /// Time passed: a flash whose time is up goes.
  mutating func expire(at now: Double) {
    if let f = flash, f.until <= now { flash = nil }
  }

  /// The strokes on the surfaces were drawn against another layout: the press in progress is forgotten.
  mutating func forgetPress() {
    pointer.reset()
    strokeSurface = nil
  }
}

/// A cell highlighted until a time: where the last ink group was aimed.
public struct Flash: Equatable, Sendable {
  public var cell: Int
  public var until: Double
}
