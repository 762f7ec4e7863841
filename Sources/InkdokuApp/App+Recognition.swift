import DigitRecognizer
import InkKit
import SudokuKit

/// The pencil's last leg: recognition requests out, answers in, digits placed only when still valid.
extension App {
  /// A finished ink group: remember it, show where it was aimed, and ask for recognition.
  static func finalize(_ request: InkRequest, _ state: inout AppState, now: Double) -> [AppEffect] {
    if let target = request.target { state.flash = (target, now + flashSeconds) }
    state.pendingRequests[request.id] = request
    return [.recognize(request)]
  }

  /// Applies a recognizer answer if the game still matches the request (design §3.9), with the
  /// threshold already applied for the captured mode and the digit placed in that mode.
  static func recognized(_ outcome: RecognitionOutcome, _ state: inout AppState, now: Double) -> [AppEffect] {
    guard let request = state.pendingRequests.removeValue(forKey: outcome.id) else { return [] }
    let decision = decide(outcome, for: request, state)
    state.lastRecognition = LastRecognition(strokes: request.strokes, outcome: outcome, decision: decision)
    guard case .accept(let digit) = decision, let target = request.target else {
      guard case .reject(let reason) = decision else { return [] }
      if let text = rejectionHint(reason) { say(text, &state, now: now) }
      return [.countReject(reason)]
    }
    let mode: EntryMode = request.context.mode == .notes ? .notes : .normal
    var effects = apply(.select(target), to: &state, now: now)
    effects += apply(.place(digit: digit, cell: target, mode: mode), to: &state, now: now)
    return effects
  }

  private static func decide(_ outcome: RecognitionOutcome, for request: InkRequest, _ state: AppState)
    -> AcceptDecision
  {
    if let reason = outcome.reason { return .reject(reason) }
    guard let label = outcome.label else { return .reject(.inferenceError) }
    let current = RecognitionStamp(
      revision: state.game.revision, target: currentTarget(of: request, state),
      mode: AppState.inkContext(state.game).mode)
    return RecognitionStamp(request: request) == current ? .accept(label) : .reject(.stale)
  }

  /// The cell under the group's centre on the board as it is laid out now: a resize since the
  /// request may have put another cell there.
  private static func currentTarget(of request: InkRequest, _ state: AppState) -> Int? {
    guard let bounds = request.strokes.bounds else { return nil }
    return state.ink.geometry.cell(atX: bounds.centre.x, y: bounds.centre.y)
  }

  /// The quiet status line after a reject; nil where nothing useful can be said.
  static func rejectionHint(_ reason: RejectReason) -> String? {
    switch reason {
    case .lowConfidence, .zero, .outOfRange: return "Not sure what that was: try writing larger"
    case .outsideBoard: return "Write over a cell of the board"
    case .modelUnavailable: return "Handwriting is off: no usable digit model (the keyboard works)"
    case .stale: return "The board changed while reading: write again"
    case .emptyInk, .inferenceError: return nil
    }
  }
}

/// The last ink group the model looked at, for the `w` screen.
public struct LastRecognition: Sendable {
  public var strokes: [Stroke]
  public var outcome: RecognitionOutcome
  public var decision: AcceptDecision
}
