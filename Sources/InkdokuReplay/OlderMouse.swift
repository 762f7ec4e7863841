import PointerGeometry
import TerminalUI

/// A mouse report as versions 1 to 8 wrote it: `{"b":"left","p":"drag","c":40,"r":11,"x":364.5,"y":207,
/// "u":"cell"}`, the terminal cell, the point in board units and the unit side by side. What the terminal
/// gave is the cell of a cell report and the point of a pixel report (the decoder made the rest from
/// it), and located in the same unit and cell size it gives back the rest.
struct OlderMouse: Decodable {
  var buttons: ReplayButtons
  var c: Int
  var r: Int
  var x: Double
  var y: Double
  var u: ReportUnit

  private enum CodingKeys: String, CodingKey {
    case c, r, x, y, u
  }

  init(from decoder: any Decoder) throws {
    buttons = try ReplayButtons(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    (c, r) = (try container.decode(Int.self, forKey: .c), try container.decode(Int.self, forKey: .r))
    (x, y) = (try container.decode(Double.self, forKey: .x), try container.decode(Double.self, forKey: .y))
    u = try container.decode(ReportUnit.self, forKey: .u)
  }

  /// The report as the terminal gave it; nil for a pixel report between pixels, which no decoder made.
  var report: MouseReport? {
    guard let (x, y) = u == .cell ? (c, r) : Int(exactly: x).flatMap({ x in Int(exactly: y).map { (x, $0) } })
    else { return nil }
    return buttons.report(x: x, y: y)
  }
}
