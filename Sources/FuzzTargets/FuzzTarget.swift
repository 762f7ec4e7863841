import Foundation

/// One production reader fed arbitrary bytes: what `inkdoku-fuzz` runs under libFuzzer and what the
/// corpus regression tests replay.
public struct FuzzTarget: Sendable {
  public let name: String
  /// Runs the bytes through the reader exactly as the program would and returns whether the input was
  /// accepted (decoded, loaded, read) rather than refused. Invariants the reader promises are checked
  /// with `precondition`, so breaking one is a crash the fuzzer keeps.
  public let run: @Sendable (Data) -> Bool

  public static let all = [
    FuzzTarget(name: "decoder", run: DecoderTarget.run),
    FuzzTarget(name: "puzzles", run: PuzzleTarget.run),
    FuzzTarget(name: "replay", run: ReplayTarget.run),
    FuzzTarget(name: "model", run: ModelTarget.run),
    FuzzTarget(name: "save", run: SaveTarget.run),
  ]

  public static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }
}
