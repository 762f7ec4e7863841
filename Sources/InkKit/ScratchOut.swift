/// Whether ink is a scratch-out: pen strokes going back and forth across the same place, the way a
/// writer crosses something out. A circle or any digit turns back along one axis at most a few times;
/// a scratch does it again and again.
public enum ScratchOut {
  /// Turns of direction along the ink's wider axis, each one after a run of at least this share of the
  /// ink's extent on that axis: small wobbles of a hand on a mouse do not count.
  static let minimumRun = 0.4
  /// A scratch turns at least this often; a circle turns twice, an 8 or a 3 not more than three times.
  static let minimumTurns = 4

  /// Whether `strokes` cross back and forth often enough to be a scratch-out.
  public static func isScratch(_ strokes: [Stroke]) -> Bool {
    guard let box = strokes.bounds else { return false }
    let horizontal = box.maxX - box.minX >= box.maxY - box.minY
    let extent = horizontal ? box.maxX - box.minX : box.maxY - box.minY
    guard extent > 0 else { return false }
    // The strokes are followed as one path: lifting the pen to go back counts as going back.
    let values = strokes.flatMap { $0.points.map { horizontal ? $0.x : $0.y } }
    return turns(values, minimumRun: minimumRun * extent) >= minimumTurns
  }

  /// How often `values` change direction after a run of at least `minimumRun`.
  static func turns(_ values: [Double], minimumRun: Double) -> Int {
    guard let start = values.first else { return 0 }
    var extreme = start
    var direction = 0.0
    var turns = 0
    for value in values.dropFirst() {
      if direction == 0 {
        // The first run sets the direction the turns are counted from.
        if abs(value - start) >= minimumRun {
          direction = value > start ? 1 : -1
          extreme = value
        }
      } else if (value - extreme) * direction > 0 {
        extreme = value
      } else if abs(value - extreme) >= minimumRun {
        turns += 1
        direction = -direction
        extreme = value
      }
    }
    return turns
  }
}
