import Recognition
import SudokuKit

/// The player's hand learned from play: ink waits for what the player does next (`HandLabels`), and
/// what that labels is taught to the profile (`HandLearning.reduce`), while the setting has it learn.
extension App {
  /// Ink the model read with the hand, which placed `placed` or was refused: it waits for play to label it. Only ink aimed at a cell in the
  /// normal entry mode; of refused ink, only what the model read as a digit without being sure of it.
  static func inkRead(
    _ reading: Reading, _ request: RecognitionRequest, placed: Int?, _ state: inout AppState, now: Double
  ) -> [AppEffect] {
    guard state.learnsHand, request.mode == .normal, let embedding = reading.embedding?.values,
      let cell = request.target.cell, placed != nil || reading.reason == .lowConfidence
    else { return [] }
    let read = HandAction.inkRead(
      embedding: embedding, cell: cell, placed: placed, guesses: placed == nil ? [] : reading.top3,
      solved: state.game.solved)
    return teach(read, &state, now: now)
  }

  /// What the game's events say of the waiting ink; a hint's moves only drop it.
  static func teachHand(_ events: [GameEvent], byHint: Bool, _ state: inout AppState, now: Double)
    -> [AppEffect]
  {
    teach(.played(events, byHint: byHint), &state, now: now)
  }

  /// Placed ink that stood its window is kept.
  static func keepStandingInk(_ state: inout AppState, now: Double) -> [AppEffect] {
    teach(.expire, &state, now: now)
  }

  private static func teach(_ action: HandAction, _ state: inout AppState, now: Double) -> [AppEffect] {
    guard state.learnsHand else { return [] }
    return state.pencil.hand.reduce(action, now: now).map { [.saveHand($0)] } ?? []
  }
}
