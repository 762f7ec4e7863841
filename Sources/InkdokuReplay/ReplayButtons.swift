import TerminalUI

/// What every version writes of a mouse report besides its position: the button `b`, the phase `p`, and
/// `shift`, `alt` and `ctrl` only when held. Read and written in the report's own object.
struct ReplayButtons: Codable {
  var b: MouseButton
  var p: MousePhase
  var shift: Bool?
  var alt: Bool?
  var ctrl: Bool?

  init(_ report: MouseReport) {
    (b, p) = (report.button, report.phase)
    shift = report.shift ? true : nil
    alt = report.alt ? true : nil
    ctrl = report.control ? true : nil
  }

  /// The report of these buttons at the position the terminal gave.
  func report(x: Int, y: Int) -> MouseReport {
    MouseReport(
      button: b, phase: p, x: x, y: y, shift: shift == true, alt: alt == true, control: ctrl == true)
  }
}
