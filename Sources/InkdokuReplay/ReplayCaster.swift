import Foundation
import InkdokuCore
import InkdokuViews
import SudokuKit
import TerminalUI

/// Plays a replay through the app's reducer and views into an asciicast, with no terminal: a frame
/// wherever the recorded session drew a new one, at the recorded times.
public struct ReplayCaster: Sendable {
  /// How the views draw: the colours and glyphs of the cast.
  public var look: Look
  public var colorMode: ColorMode
  /// The cast covers recorded times from `from` up to `to` (the end when nil).
  public var from: Double
  public var to: Double?
  public var speed: Double
  public var idleLimit: Double?

  public init(
    look: Look, colorMode: ColorMode, from: Double = 0, to: Double? = nil, speed: Double = 1,
    idleLimit: Double? = nil
  ) {
    self.look = look
    self.colorMode = colorMode
    self.from = from
    self.to = to
    self.speed = speed
    self.idleLimit = idleLimit
  }

  /// Why a replay gives no cast although every line reads.
  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// The whole cast of `file`'s session, lines ending in line breaks. Throws what `file` throws for a
  /// line it cannot read, and a `Problem` when the file was cut off or ends before `from`.
  public func cast(_ file: ReplayFile) throws -> String {
    var player = ReplayPlayer(header: file.header)
    var encoder: CastEncoder?
    var text = ""
    func draw(at time: Double) {
      if encoder == nil {
        let header = Asciicast.Header(
          width: player.state.terminal.columns, height: player.state.terminal.rows,
          timestamp: (try? Date(file.header.created, strategy: .iso8601)).map {
            Int($0.timeIntervalSince1970)
          },
          title: CastEncoder.title(file.header.game), env: ["TERM": "xterm-256color"])
        encoder = CastEncoder(
          header, colorMode: colorMode,
          timeline: CastTimeline(start: from, speed: speed, idleLimit: idleLimit))
        text += encoder!.header + "\n"
      }
      let frame = AppView.render(player.state, look)
      for line in encoder!.lines(for: player.state, frame: frame, at: time) { text += line + "\n" }
    }
    // Lines of one time were handed to the reducer together, and the game drew them as one frame.
    var undrawn: Double?
    while let (line, _) = try file.next() {
      if let to, line.time > to { break }
      if line.time > from {
        if encoder == nil {
          draw(at: from)
          undrawn = nil
        } else if let time = undrawn, time < line.time {
          draw(at: time)
          undrawn = nil
        }
      }
      player.play(line)
      undrawn = line.time
    }
    if let cut = file.warnings.first {
      throw Problem(description: "line \(cut.line): the recording was cut off (its last line is incomplete)")
    }
    if encoder == nil {
      guard from <= player.time else {
        throw Problem(
          description:
            "the cast would start at \(ClockText.format(from)), past the end of the session (\(ClockText.format(player.time)))"
        )
      }
      draw(at: from)
    } else if let time = undrawn {
      draw(at: time)
    }
    return text
  }
}
