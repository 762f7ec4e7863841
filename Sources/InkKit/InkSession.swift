import PointerGeometry

/// The pencil's state and reducer (design §3.2–3.4): turns strokes and time into taps and finished
/// ink groups.
///
/// Time is an input: `now` comes with every action and nothing here reads a clock, so the same
/// actions give the same effects, which is what makes replays exact. The loop waits on input until
/// `deadline` and then sends `.tick`; a group that is overdue when any action arrives is finalized
/// first, so the outcome does not depend on how punctually the tick came.
///
/// The session holds only its ink: the surface it is written on and the settings come with every
/// action from the app, which owns them once for both surfaces, and drops the ink when the surface
/// moves. It knows nothing of the game: whoever receives a finished group captures the game it was
/// written on (design §3.9).
///
/// A group that grows past `limits` while a stroke is drawn is dropped unread (`.tooLong`); the rest of
/// that stroke is ignored up to its release, and the next press starts afresh. Every check is a
/// comparison of running counts, so a report costs the same however long the stroke has become.
public struct InkSession: Equatable, Sendable {
  public let limits: InkLimits
  /// The strokes of the group being written, oldest first, for drawing the live ink.
  public private(set) var pendingStrokes: [Stroke] = []
  /// Points in `pendingStrokes`, kept as they are added.
  private var pendingPointCount = 0
  private var builder: StrokeBuilder?

  public init(limits: InkLimits = InkLimits()) {
    self.limits = limits
  }

  /// The stroke being drawn (button still held), if any.
  public var currentStroke: Stroke? { builder?.stroke }
  /// Whether any ink is on this surface: a stroke being drawn or strokes waiting for their group.
  public var holdsInk: Bool { builder != nil || !pendingStrokes.isEmpty }

  /// While a stroke is drawn, when its group reaches `limits.maxSeconds`; otherwise when the pending
  /// group finalizes under `settings`; nil with no ink at all.
  public func deadline(_ settings: InkSettings) -> Double? {
    if builder != nil, let start = groupStart { return start + limits.maxSeconds }
    guard let last = pendingStrokes.last else { return nil }
    return last.endTime + settings.groupDebounce
  }

  /// When the group began: its first stroke's press.
  private var groupStart: Double? { pendingStrokes.first?.startTime ?? builder?.points[0].t }

  /// Applies `action` at time `now` to ink written on `surface` under `settings`, and says what the app
  /// must do, in order.
  public static func reduce(
    _ session: inout InkSession, _ action: InkAction, now: Double, on surface: SurfaceGeometry,
    reportUnit: ReportUnit, settings: InkSettings
  ) -> [InkEffect] {
    session.step(action, now: now, Rules(surface: surface, reportUnit: reportUnit, settings: settings))
  }

  /// The surface, the unit its reports come in and the settings one action is judged by.
  private struct Rules {
    let surface: SurfaceGeometry
    let reportUnit: ReportUnit
    let settings: InkSettings
  }

  private mutating func step(_ action: InkAction, now: Double, _ rules: Rules) -> [InkEffect] {
    var effects = finalizeIfDue(now: now, rules)
    effects += dropIfTooLong(now: now)
    switch action {
    case .strokeBegan(let point):
      // A press without a release for the previous stroke replaces it: the release was lost.
      builder = StrokeBuilder(start: point, cell: rules.surface.terminalCell)
      effects += dropIfTooLong(now: now)
    case .strokeMoved(let point):
      builder?.add(point, reportUnit: rules.reportUnit)
      effects += dropIfTooLong(now: now)
    case .strokeEnded(let point):
      builder?.add(point, reportUnit: rules.reportUnit)
      effects += dropIfTooLong(now: now)
      guard let finished = builder else { break }
      builder = nil
      effects += end(finished.stroke, rules)
    case .tick:
      break
    case .cancel:
      effects += dropInk()
    }
    return effects
  }

  /// Design §3.2–3.3: a stroke far from the pending group finalizes it; then the stroke is a tap or ink.
  private mutating func end(_ stroke: Stroke, _ rules: Rules) -> [InkEffect] {
    let near = isNearPendingGroup(stroke, rules)
    var effects: [InkEffect] = []
    if !near && !pendingStrokes.isEmpty {
      effects.append(finalize(rules))
    }
    if !near && isTapSized(stroke, rules) {
      effects.append(.clearInk)
      // A tap in the pad aims at the selected cell, which it is already.
      if case .cell(let cell) = rules.surface.target(atX: stroke.centre.x, y: stroke.centre.y) {
        effects.append(.selectCell(cell))
      }
    } else {
      pendingStrokes.append(stroke)
      pendingPointCount += stroke.points.count
    }
    return effects
  }

  private func isTapSized(_ stroke: Stroke, _ rules: Rules) -> Bool {
    stroke.diagonal <= rules.settings.tapMaxDiagonal * rules.surface.targetWidth
      && stroke.duration <= rules.settings.tapMaxDuration
  }

  /// The near/far rule documented on `InkSettings.farDistance` and `nearGroupMargin`.
  private func isNearPendingGroup(_ stroke: Stroke, _ rules: Rules) -> Bool {
    guard let group = pendingStrokes.bounds else { return false }
    let (geometry, settings) = (rules.surface, rules.settings)
    let width = geometry.targetWidth
    let height = geometry.targetHeight
    let (strokeX, strokeY) = stroke.centre
    let (groupX, groupY) = group.centre
    if abs(strokeX - groupX) > settings.farDistance * width
      || abs(strokeY - groupY) > settings.farDistance * height
    {
      return false
    }
    if geometry.target(atX: strokeX, y: strokeY) == geometry.target(atX: groupX, y: groupY) {
      return true
    }
    let gap = stroke.bounds.gap(to: group)
    return gap.x <= settings.nearGroupMargin * width && gap.y <= settings.nearGroupMargin * height
  }

  private mutating func finalizeIfDue(now: Double, _ rules: Rules) -> [InkEffect] {
    guard builder == nil, let deadline = deadline(rules.settings), now >= deadline else { return [] }
    return [finalize(rules), .clearInk]
  }

  /// Design §3.4: the group targets what the centre of its whole box hits.
  private mutating func finalize(_ rules: Rules) -> InkEffect {
    let centre = pendingStrokes.bounds?.centre
    let group = InkGroup(
      strokes: pendingStrokes, target: centre.flatMap { rules.surface.aim(ofGroupCentredAtX: $0.x, y: $0.y) })
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
