import Foundation
import InkdokuApp

/// A replay file through what `inkdoku replay --headless` does: read line by line as `ReplayFile`
/// streams it, then every line played through the app reducer and the final board compared.
enum ReplayTarget {
  static func run(_ data: Data) -> Bool {
    let whole = Result { () throws(ReplayProblem) in try ReplayReader.read(data) }
    // `ReplayFile` reads 64 KiB at a time; smaller chunks make lines straddle them in short inputs.
    let streamed = stream(data, chunkSize: 1 + data.count % 61)
    precondition(Outcome(whole) == streamed, "reading in chunks changed what the replay holds")
    guard case .success(let recording) = whole else { return false }
    var player = ReplayPlayer(header: recording.header)
    for (line, _) in recording.lines { player.play(line) }
    _ = player.summary(warnings: recording.warnings).json
    if let recorded = player.recordedFinal { _ = recorded.differences(from: ReplayBoard(player.state.game)) }
    return true
  }

  /// What reading found, in a form two reads can be compared by.
  private struct Outcome: Equatable {
    var lines: [Int] = []
    var times: [Double] = []
    var warnings: [ReplayProblem] = []
    var problem: ReplayProblem?

    init(_ result: Result<ReplayRecording, ReplayProblem>) {
      switch result {
      case .success(let recording):
        add(recording.lines)
        warnings = recording.warnings
      case .failure(let problem):
        self.problem = problem
      }
    }

    init() {}

    mutating func add(_ read: [(line: ReplayLine, number: Int)]) {
      lines += read.map(\.number)
      times += read.map(\.line.time)
    }
  }

  /// Reads `data` the way `ReplayFile` does, `chunkSize` bytes at a time, up to the first problem.
  private static func stream(_ data: Data, chunkSize: Int) -> Outcome {
    var reader = ReplayReader()
    var outcome = Outcome()
    do {
      var start = data.startIndex
      while start < data.endIndex {
        let end = min(start + chunkSize, data.endIndex)
        outcome.add(try reader.feed(data[start..<end]))
        start = end
      }
      outcome.add(try reader.finish())
      outcome.warnings = reader.warnings
    } catch {
      outcome = Outcome(.failure(error))
    }
    return outcome
  }
}
