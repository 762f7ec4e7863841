import InkKit
import PointerInput
import Recognition

/// The pencil: the ink on the board and in the pad, the pointer that tells strokes from clicks, the
/// groups sent for recognition, what the model made of the last one, and the player's hand. Its
/// surfaces change in `InkSession.reduce`, its pointer in `PointerTracker.handle`, its hand in
/// `HandLearning.reduce`, the rest in `reduce`.
public struct PencilState: Equatable, Sendable {
  /// Ink written over the board, aimed at the cell under it.
  public var board = InkSession()
  /// Ink written in the writing pad, aimed at the selected cell.
  public var pad = InkSession()
  public var pointer = PointerTracker()
  /// Where the stroke being drawn goes; nil between strokes.
  var strokeSurface: InkSurface?
  /// The board's ink was written over the candidates view: it is read on the view's cells until it is
  /// gone, though the view close meanwhile.
  var boardOverCandidates = false
  /// Whether ink on `surface` is read on the candidates view's cells.
  func isOverCandidates(_ surface: InkSurface) -> Bool { surface == .board && boardOverCandidates }
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

  /// Applies `action`.
  mutating func reduce(_ action: PencilAction) {
    switch action {
    case .expire(let now): if let f = flash, f.until <= now { flash = nil }
    case .forgetPress:
      pointer.reset()
      strokeSurface = nil
    case .stroke(let surface): strokeSurface = surface
    case .boardInk(let overCandidates): boardOverCandidates = overCandidates
    case .flash(let shown): flash = shown
    case .sent(let recognition):
      pending[recognition.request.id] = recognition
      nextRequestID = recognition.request.id + 1
    case .answered(let id): pending[id] = nil
    case .read(let recognition): last = recognition
    }
  }

  /// How long the target of a finished ink group stays highlighted.
  static let flashSeconds = 0.6
}

/// What changes the pencil besides its surfaces, pointer and hand; `PencilState.reduce` applies it.
enum PencilAction: Equatable, Sendable {
  /// Time passed: a flash whose time is up goes.
  case expire(now: Double)
  /// The strokes were drawn against another layout or game: the press in progress is forgotten.
  case forgetPress
  /// A stroke begins on a surface and belongs to it wherever it wanders; nil: it ended.
  case stroke(on: InkSurface?)
  /// The board's ink from now on is written over the candidates view, or over the board.
  case boardInk(overCandidates: Bool)
  /// A finished group was aimed at a cell: it is highlighted for a moment.
  case flash(Flash)
  /// A group went for recognition.
  case sent(PendingRecognition)
  /// A recognition came back.
  case answered(id: Int)
  /// What the model made of the last group.
  case read(LastRecognition)
}

/// A cell highlighted until a time: where the last ink group was aimed.
public struct Flash: Equatable, Sendable {
  public var cell: Int
  public var until: Double
}
