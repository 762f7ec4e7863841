/// The pencil's state and reducer (design §3.2–3.4): turns strokes and time into taps and finished
/// ink groups.
///
/// Time is an input: `now` comes with every action and nothing here reads a clock, so the same
/// actions give the same effects, which is what makes replays exact. The loop waits on input until
/// `deadline` and then sends `.tick`; a group that is overdue when any action arrives is finalized
/// first, so the outcome does not depend on how punctually the tick came.
///
/// The session knows nothing of the game: whoever receives a finished group captures the game it
/// was written on (design §3.9).
///
/// A group that grows past `limits` while a stroke is drawn is dropped unread (`.tooLong`); the rest of
/// that stroke is ignored up to its release, and the next press starts afresh. Every check is a
/// comparison of running counts, so a report costs the same however long the stroke has become.
public struct InkSession: Equatable, Sendable {
  public private(set) var geometry: BoardGeometry
  public var settings: InkSettings
  public let limits: InkLimits
  /// The strokes of the group being written, oldest first, for drawing the live ink.
  public private(set) var pendingStrokes: [Stroke] = []
  /// Points in `pendingStrokes`, kept as they are added.
  private var pendingPointCount = 0
  private var builder: StrokeBuilder?

  public init(geometry: BoardGeometry, settings: InkSettings = InkSettings(), limits: InkLimits = InkLimits())
  {
    self.geometry = geometry
    self.settings = settings
    self.limits = limits
  }

  /// The stroke being drawn (button still held), if any.
  public var currentStroke: Stroke? { builder?.stroke }
  /// Whether any ink is on this surface: a stroke being drawn or strokes waiting for their group.
  public var holdsInk: Bool { builder != nil || !pendingStrokes.isEmpty }

  /// While a stroke is drawn, when its group reaches `limits.maxSeconds`; otherwise when the pending
  /// group finalizes; nil with no ink at all.
  public var deadline: Double? {
    if builder != nil, let start = groupStart { return start + limits.maxSeconds }
    guard let last = pendingStrokes.last else { return nil }
    return last.endTime + settings.groupDebounce
  }

  /// When the group began: its first stroke's press.
  private var groupStart: Double? { pendingStrokes.first?.startTime ?? builder?.points[0].t }

  /// Applies `action` at time `now` and says what the app must do, in order.
  public static func reduce(_ session: inout InkSession, _ action: InkAction, now: Double) -> [InkEffect] {
    session.step(action, now: now)
  }

  private mutating func step(_ action: InkAction, now: Double) -> [InkEffect] {
    var effects = finalizeIfDue(now: now)
    effects += dropIfTooLong(now: now)
    switch action {
    case .strokeBegan(let point):
      // A press without a release for the previous stroke replaces it: the release was lost.
      builder = StrokeBuilder(
        start: point, maxStepX: geometry.terminalCellWidth / 2, maxStepY: geometry.terminalCellHeight / 2,
        reports: geometry.reports)
      effects += dropIfTooLong(now: now)
    case .strokeMoved(let point):
      builder?.add(point)
      effects += dropIfTooLong(now: now)
    case .strokeEnded(let point):
      builder?.add(point)
      effects += dropIfTooLong(now: now)
      guard let finished = builder else { break }
      builder = nil
      effects += end(finished.stroke)
    case .tick:
      break
    case .cancel:
      effects += dropInk()
    case .geometryChanged(let newGeometry):
      guard newGeometry != geometry else { break }
      effects += dropInk()
      geometry = newGeometry
    }
    return effects
  }

  /// Design §3.2–3.3: a stroke far from the pending group finalizes it; then the stroke is a tap or ink.
  private mutating func end(_ stroke: Stroke) -> [InkEffect] {
    let near = isNearPendingGroup(stroke)
    var effects: [InkEffect] = []
    if !near && !pendingStrokes.isEmpty {
      effects.append(finalize())
    }
    if !near && isTapSized(stroke) {
      effects.append(.clearInk)
      if let cell = geometry.cell(atX: stroke.centre.x, y: stroke.centre.y) {
        effects.append(.selectCell(cell))
      }
    } else {
      pendingStrokes.append(stroke)
      pendingPointCount += stroke.points.count
    }
    return effects
  }

  private func isTapSized(_ stroke: Stroke) -> Bool {
    stroke.diagonal <= settings.tapMaxDiagonal * geometry.sudokuCellWidth
      && stroke.duration <= settings.tapMaxDuration
  }

  /// The near/far rule documented on `InkSettings.farDistance` and `nearGroupMargin`.
  private func isNearPendingGroup(_ stroke: Stroke) -> Bool {
    guard let group = pendingStrokes.bounds else { return false }
    let width = geometry.sudokuCellWidth
    let height = geometry.sudokuCellHeight
    let (strokeX, strokeY) = stroke.centre
    let (groupX, groupY) = group.centre
    if abs(strokeX - groupX) > settings.farDistance * width
      || abs(strokeY - groupY) > settings.farDistance * height
    {
      return false
    }
    if geometry.cell(atX: strokeX, y: strokeY) == geometry.cell(atX: groupX, y: groupY) {
      return true
    }
    let gap = stroke.bounds.gap(to: group)
    return gap.x <= settings.nearGroupMargin * width && gap.y <= settings.nearGroupMargin * height
  }

  private mutating func finalizeIfDue(now: Double) -> [InkEffect] {
    guard builder == nil, let deadline, now >= deadline else { return [] }
    return [finalize(), .clearInk]
  }

  /// Design §3.4: the group targets the cell under the centre of its whole box.
  private mutating func finalize() -> InkEffect {
    let centre = pendingStrokes.bounds?.centre
    let group = InkGroup(
      strokes: pendingStrokes, target: centre.flatMap { geometry.cell(atX: $0.x, y: $0.y) })
    pendingStrokes = []
    pendingPointCount = 0
    return .finalize(group)
  }

  /// The limits bind only while a stroke is drawn: a pending group alone no longer grows, and finalizes.
  private mutating func dropIfTooLong(now: Double) -> [InkEffect] {
    guard let builder, let start = groupStart else { return [] }
    let points = pendingPointCount + builder.points.count
    guard points > limits.maxPoints || now >= start + limits.maxSeconds else { return [] }
    _ = dropInk()
    return [.tooLong]
  }

  private mutating func dropInk() -> [InkEffect] {
    guard holdsInk else { return [] }
    builder = nil
    pendingStrokes = []
    pendingPointCount = 0
    return [.clearInk]
  }
}
