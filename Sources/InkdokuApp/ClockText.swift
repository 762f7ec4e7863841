/// Elapsed seconds as a player reads them: "4:07" or "1:02:09".
enum ClockText {
  static func of(_ seconds: Double) -> String {
    let total = seconds.isFinite ? max(0, Int(seconds)) : 0
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
    return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
  }
}
