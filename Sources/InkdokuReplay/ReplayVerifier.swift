import InkdokuCore
import Recognition
import SafeText
import TerminalUI

/// `inkdoku replay --verify`: replays a recording and lists every way the replay disagrees with it.
///
/// The final board is always compared with the recording's final line. Recognitions are compared
/// only when a recognizer is handed in; without one they are skipped, and a note says so.
public struct ReplayVerifier {
  public private(set) var player: ReplayPlayer
  private let recognizer: ReplayRecognizer?
  /// Each disagreement, as a sentence starting with its line.
  public private(set) var differences: [String] = []
  /// What the verification could not check, or what a reader should know about the recording.
  public private(set) var notes: [String] = []
  private var finalLine: Int?
  /// Ink groups the replayed game asked to recognize, until their recorded reading comes.
  private var requests: [Int: RecognitionRequest] = [:]

  /// `model` is the sha256 of the model this build would recognize with, nil when it has none.
  public init(header: ReplayHeader, recognizer: ReplayRecognizer?, model: String?) {
    player = ReplayPlayer(header: header)
    self.recognizer = recognizer
    if header.model != model {
      let recorded = header.model.map(TerminalSafe.escape) ?? "none"
      notes.append("recorded with model \(recorded); this build has \(model ?? "none")")
    }
    if recognizer == nil { notes.append("recognitions were not re-run: no recognizer is available") }
  }

  /// Plays one line, checking what it can against the recording.
  public mutating func play(_ line: ReplayLine, number: Int) async {
    if case .final = line.content { finalLine = number }
    if case .message(.recognized(let reading)) = line.content,
      let request = requests.removeValue(forKey: reading.id),
      let recognizer, let rerun = await recognizer(request)
    {
      differences += reading.differences(from: rerun).map { "line \(number): request \(reading.id) \($0)" }
    }
    for effect in player.play(line) {
      if case .recognize(let request) = effect { requests[request.id] = request }
    }
  }

  /// Compares the replayed end of the game with the recorded one; call after the last line.
  public mutating func finish() {
    guard let recorded = player.recordedFinal, let finalLine else {
      notes.append("the recording has no final line (it was cut off), so the final board was not compared")
      return
    }
    differences += recorded.differences(from: ReplayBoard(player.state.game)).map {
      "line \(finalLine): final \($0)"
    }
  }
}
