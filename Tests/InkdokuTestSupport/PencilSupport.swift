import InkdokuCore
import InkdokuReplay
import Recognition

/// Strokes over the board as tests draw them.
public enum Pencil {
  /// Terminal cells covering the middle of Sudoku cell `cell`, as a short zig-zag (a written mark),
  /// in the 0-based coordinates `AppDriver.mouse` takes.
  public static func scribble(_ d: AppDriver, over cell: Int) -> [(Int, Int)] {
    guard case .fits(let p) = d.state.layout else { return [] }
    let r = p.rect(ofCell: cell)
    return [
      (r.x, r.y), (r.x + r.width - 1, r.y), (r.x, r.y + r.height - 1),
      (r.x + r.width - 1, r.y + r.height - 1),
    ]
  }

  /// Presses, drags through `path` and releases, one report each.
  public static func draw(_ d: inout AppDriver, _ path: [(Int, Int)]) {
    d.mouse(.left, .press, column: path[0].0, row: path[0].1)
    for (x, y) in path.dropFirst() { d.mouse(.left, .drag, column: x, row: y) }
    d.mouse(.left, .release, column: path.last!.0, row: path.last!.1)
  }

  /// A diagonal across the cell, in the 1-based coordinates of SGR mouse reports.
  public static func diagonal(over cell: Int, _ state: AppState) -> [(Int, Int)] {
    guard case .fits(let placement) = state.layout else { return [] }
    let r = placement.rect(ofCell: cell)
    return [
      (r.x + 1, r.y + 1), (r.x + r.width / 2 + 1, r.y + r.height / 2 + 1), (r.x + r.width, r.y + r.height),
    ]
  }
}

/// A recognizer that reads every group as a 7 and lets the accept policy decide in the request's context.
public enum SevenReader {
  public static let confidence: Float = 0.992

  @Sendable public static func read(_ request: RecognitionRequest) -> Reading {
    AcceptPolicy.decide(.success(Prediction(label: 7, confidence: confidence)), for: request)
  }
}

/// Recorded sessions read back.
public enum Replays {
  /// Plays the replay at `path` to its end; throws when it does not read without warnings.
  public static func play(_ path: String) throws -> ReplayPlayer {
    let file = try ReplayFile(path: path)
    var player = ReplayPlayer(header: file.header)
    while let (line, _) = try file.next() { player.play(line) }
    guard file.warnings.isEmpty else { throw CheckFailure("\(path) read with warnings: \(file.warnings)") }
    return player
  }

  /// Verifies the replay at `path` without re-running recognitions, as a build with `model` would.
  public static func verify(_ path: String, model: String?) async throws -> ReplayVerifier {
    try await verify(path, recognizer: nil, model: model)
  }

  /// Verifies the replay at `path`, re-running every recognition with `read`.
  public static func verify(_ path: String, with read: @escaping @Sendable (RecognitionRequest) -> Reading)
    async throws -> ReplayVerifier
  {
    try await verify(path, recognizer: { read($0) }, model: nil)
  }

  private static func verify(_ path: String, recognizer: ReplayRecognizer?, model: String?) async throws
    -> ReplayVerifier
  {
    let file = try ReplayFile(path: path)
    var verifier = ReplayVerifier(header: file.header, recognizer: recognizer, model: model)
    while let (line, number) = try file.next() { await verifier.play(line, number: number) }
    verifier.finish()
    return verifier
  }
}
