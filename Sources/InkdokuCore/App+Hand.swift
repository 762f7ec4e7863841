import Recognition
import SudokuKit

/// The player's hand learned from play: ink waits for what the player does next (`HandLabels`), and
/// what that labels is taught to the profile.
extension App {
  /// Ink the model read with the hand, which placed `placed` or was refused: it waits for play to label it. Only ink aimed at a cell in the
  /// normal entry mode; of refused ink, only what the model read as a digit without being sure of it.
  /// The digit that solves the puzzle is kept at once: nothing can replace it.
  static func inkRead(
    _ reading: Reading, _ request: RecognitionRequest, placed: Int?, _ state: inout AppState, now: Double
  ) -> [AppEffect] {
    guard state.learnsHand, request.mode == .normal, let embedding = reading.embedding?.values,
      let cell = request.target.cell
    else { return [] }
    if let placed {
      state.pencil.hand.labels.ink(embedding, cell: cell, placed: placed, guesses: reading.top3, at: now)
      if state.game.solved { return learn(state.pencil.hand.labels.solved(), &state) }
    } else if reading.reason == .lowConfidence {
      state.pencil.hand.labels.ink(embedding, cell: cell, placed: nil, at: now)
    }
    return []
  }

  /// What the game's events say of the waiting ink; a hint's moves only drop it.
  static func teachHand(_ events: [GameEvent], byHint: Bool, _ state: inout AppState, now: Double)
    -> [AppEffect]
  {
    guard state.learnsHand else { return [] }
    var labelled: [HandLabels.Sample] = []
    for event in events {
      switch event {
      case .placed(let cell, let digit):
        if byHint {
          state.pencil.hand.labels.forget(cell: cell)
        } else {
          labelled += state.pencil.hand.labels.entered(digit, cell: cell, at: now)
        }
      case .erased(let cell), .undone(let cell):
        if byHint {
          state.pencil.hand.labels.forget(cell: cell)
        } else {
          state.pencil.hand.labels.cleared(cell: cell)
        }
      case .redone(let cell):
        state.pencil.hand.labels.forget(cell: cell)
      case .solved:
        labelled += state.pencil.hand.labels.solved()
      case .started:
        state.pencil.hand.labels.reset()
      default:
        break
      }
    }
    return learn(labelled, &state)
  }

  /// Placed ink that stood its window is kept.
  static func keepStandingInk(_ state: inout AppState, now: Double) -> [AppEffect] {
    guard state.learnsHand else { return [] }
    return learn(state.pencil.hand.labels.expire(at: now), &state)
  }

  private static func learn(_ labelled: [HandLabels.Sample], _ state: inout AppState) -> [AppEffect] {
    state.pencil.hand.learn(labelled).map { [.saveHand($0)] } ?? []
  }
}
