import Foundation
import InkdokuReplay

/// A replay file through what `inkdoku replay --headless` does: read in chunks as `ReplayFile` streams
/// it, then every line played through the app reducer and the final board compared.
enum ReplayTarget {
  static func run(_ data: Data) -> Bool {
    // `ReplayFile` reads 64 KiB at a time; smaller chunks make lines straddle them in short inputs.
    guard let (header, lines) = stream(data, chunkSize: 1 + data.count % 61) else { return false }
    var player = ReplayPlayer(header: header)
    var previous: (number: Int, time: Double) = (1, 0)
    for (line, number) in lines {
      precondition(number > previous.number, "line \(number) came after line \(previous.number)")
      precondition(line.time >= previous.time, "time \(line.time) went back from \(previous.time)")
      previous = (number, line.time)
      player.play(line)
    }
    _ = player.summary(warnings: []).json
    if let recorded = player.recordedFinal { _ = recorded.differences(from: ReplayBoard(player.state.game)) }
    return true
  }

  /// The header and lines of `data` read the way `ReplayFile` does, `chunkSize` bytes at a time; nil
  /// when the reader refuses it.
  private static func stream(
    _ data: Data, chunkSize: Int
  ) -> (ReplayHeader, [(line: ReplayLine, number: Int)])? {
    var reader = ReplayReader()
    var lines: [(line: ReplayLine, number: Int)] = []
    do {
      var start = data.startIndex
      while start < data.endIndex {
        let end = min(start + chunkSize, data.endIndex)
        lines += try reader.feed(data[start..<end])
        start = end
      }
      lines += try reader.finish()
    } catch {
      return nil
    }
    // `finish` has thrown unless there is a header.
    return (reader.header!, lines)
  }
}
