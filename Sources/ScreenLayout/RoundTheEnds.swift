/// Moving through a list of lines as the arrows do on every screen: one line on, round the ends, past
/// the lines that cannot be chosen now.
extension Array where Element: Equatable {
  /// The element `step` places on from `current` (from the first place where it is not here), round
  /// the ends, passing over those not `offered`; `current` when no other is offered.
  public func element(after current: Element, by step: Int, offered: (Element) -> Bool = { _ in true })
    -> Element
  {
    var index = firstIndex(of: current) ?? 0
    for _ in indices {
      index = (index + step % count + count) % count
      if offered(self[index]) { return self[index] }
    }
    return current
  }
}
