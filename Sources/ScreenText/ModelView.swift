import Foundation
import InkKit
import Recognition

/// The `w` screen: the 28×28 image the model was given, its three best guesses and the decision.
public enum ModelView {
  public static func lines(_ last: LastRecognition?) -> [String] {
    guard let last else {
      return ["What the model saw", "", "Nothing written yet: draw a digit over a cell."]
    }
    var lines = ["What the model saw", ""]
    if let image = DigitRaster.render(strokes: last.strokes) {
      lines += DigitRaster.halfBlockText(image)
    } else {
      lines.append("(no ink)")
    }
    lines.append("")
    let o = last.reading
    if o.top3.isEmpty {
      if let label = o.label, let c = o.confidence { lines.append("best guess \(label)  \(percent(c))") }
    } else {
      let guesses = zip(o.top3, o.top3Probabilities).map { "\($0.0) \(percent($0.1))" }
      lines.append("top 3: " + guesses.joined(separator: "  "))
    }
    if let sure = o.boardConfidence {
      lines.append("with the board \(percent(sure)): digits it shows ruled out")
    }
    switch last.decision {
    case .accept(let digit): lines.append("placed \(digit)")
    case .reject(let reason): lines.append("rejected: \(reason.rawValue)")
    }
    if o.handChanged, let alone = o.modelAlone { lines.append(handLine(alone)) }
    if let message = last.message { lines.append(message) }
    return lines
  }

  /// What the model alone would have done, where the player's hand changed the reading.
  private static func handLine(_ alone: ModelAlone) -> String {
    let read =
      alone.label.map { "read \($0)" + (alone.confidence.map { " \(percent($0))" } ?? "") } ?? "read nothing"
    let decided = alone.reason.map { "rejected: \($0.rawValue)" } ?? "placed"
    return "your hand changed this: alone the model \(read), \(decided)"
  }

  private static func percent(_ p: Float) -> String { String(format: "%.1f%%", Double(p) * 100) }
}
