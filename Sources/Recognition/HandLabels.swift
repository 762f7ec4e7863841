/// Which ink play labels, and with which digit (design §4.3.2). Nobody is asked: the player's own
/// moves say what the ink was, within `window` seconds of it.
///
/// - **Kept**: ink placed a digit, and the cell still holds it `window` seconds later (or when the
///   puzzle is solved): the digit is its label.
/// - **Refused, then answered**: ink the model read as a digit but not surely enough (never a scribble,
///   a scratch-out, ink over a given, or a sure reading the board refused: that is as often the
///   player's slip about the puzzle as a misreading), followed by the player entering a digit in the
///   same cell (a key, the number pad, or the pencil again) before entering one anywhere else: that
///   digit is its label.
/// - **Replaced**: ink placed a digit that the player erased, undid or overwrote, and entered another
///   digit there: the other digit is its label, if it was among the model's three best guesses for
///   the ink. A misreading has the digit meant among them; a digit changed on second thoughts about
///   the puzzle, which says nothing of the ink, mostly has not.
///
/// A hint's moves never answer ink (the hint knows the solution; the labels never do), nor does redo
/// or a new game; only the normal entry mode's ink and digits count, as notes are guesses.
public struct HandLabels: Equatable, Sendable {
  /// How long after its ink the player's answer counts. The refusal shows about half a second after
  /// the last stroke; reading it and writing the digit again takes a few seconds with a mouse (with a
  /// pen, digits in the UNIPEN collections take 0.35 s to write, 0.82 s at the 95th percentile).
  /// Longer, and the entry is more likely a new thought about the puzzle than an answer to the ink.
  public static let window = 8.0
  /// Ink waiting at once: a bound on memory whatever the player does.
  public static let maxWaiting = 16

  /// An embedding with the digit play gave it.
  public struct Sample: Equatable, Sendable {
    public var embedding: [Float]
    public var digit: Int
  }

  /// Ink whose label is not known yet.
  public struct Waiting: Equatable, Sendable {
    public var embedding: [Float]
    public var cell: Int
    public var time: Double
    /// The digit the ink placed; nil when it was refused.
    public var placed: Int?
    /// The digits a replacement may label placed ink with: the reading's best guesses.
    public var guesses: [Int] = []
    /// The placed digit was erased or undone: its label is the next digit entered there.
    public var cleared = false
  }

  public private(set) var waiting: [Waiting] = []

  public init() {}

  /// Ink the model read: it placed `digit` in `cell`, with `guesses` its best guesses, or was refused
  /// when `digit` is nil.
  public mutating func ink(
    _ embedding: [Float], cell: Int, placed digit: Int?, guesses: [Int] = [], at now: Double
  ) {
    waiting.removeAll { $0.cell == cell && $0.placed != nil }
    waiting.append(Waiting(embedding: embedding, cell: cell, time: now, placed: digit, guesses: guesses))
    if waiting.count > Self.maxWaiting { waiting.removeFirst() }
  }

  /// The player entered `digit` in `cell`: the ink waiting there (refused, or placed and now replaced)
  /// takes it as its label; refused ink elsewhere is left unanswered.
  public mutating func entered(_ digit: Int, cell: Int, at now: Double) -> [Sample] {
    var labelled: [Sample] = []
    waiting.removeAll { ink in
      guard now - ink.time <= Self.window else { return true }
      guard ink.cell == cell else { return ink.placed == nil }
      if ink.placed == nil || ink.guesses.contains(digit) {
        labelled.append(Sample(embedding: ink.embedding, digit: digit))
      }
      return true
    }
    return labelled
  }

  /// The player erased or undid `cell`: its placed ink was not kept, and waits for its replacement.
  public mutating func cleared(cell: Int) {
    for index in waiting.indices where waiting[index].cell == cell && waiting[index].placed != nil {
      waiting[index].cleared = true
    }
  }

  /// Something other than the player's own entry changed `cell` (a hint, redo): its ink is dropped.
  public mutating func forget(cell: Int) {
    waiting.removeAll { $0.cell == cell }
  }

  /// Time passed: placed ink still standing after `window` is kept; other ink past it is dropped.
  public mutating func expire(at now: Double) -> [Sample] {
    settle { now - $0.time > Self.window }
  }

  /// The puzzle is solved: every placed ink still standing is kept.
  public mutating func solved() -> [Sample] {
    settle { _ in true }
  }

  /// A new game: nothing waiting can be answered any more.
  public mutating func reset() {
    waiting.removeAll()
  }

  /// Removes the ink `isDone` says is settled, keeping the placed digits that stand.
  private mutating func settle(_ isDone: (Waiting) -> Bool) -> [Sample] {
    var kept: [Sample] = []
    waiting.removeAll { ink in
      guard isDone(ink) else { return false }
      if let digit = ink.placed, !ink.cleared { kept.append(Sample(embedding: ink.embedding, digit: digit)) }
      return true
    }
    return kept
  }
}
