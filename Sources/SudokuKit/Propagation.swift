/// What follows from one assumption by singles alone: every placement and removal, each with the fact that
/// forced it, so a forcing chain can be written out from the assumption to any consequence.
///
/// Fact `2 * (cell * 9 + digit - 1) + 1` says the digit is in the cell, `2 * (...)` that it is not.
struct Propagation {
  /// Why a branch is impossible.
  enum Contradiction: Equatable {
    /// The cell has no candidate left; the fact removed the last one.
    case emptyCell(Int, fact: Int)
    /// The digit has no place left in the unit; the fact removed the last one.
    case noPlace(unit: Int, digit: Int, fact: Int)
    /// The fact says a digit is in a cell that has already lost it (or the reverse).
    case clash(fact: Int)
  }

  private(set) var masks: [UInt16]
  /// The digit each cell holds in this branch (given, or placed by it), 0 when open.
  private(set) var placed: [Int]
  /// The fact each fact follows from; -1 when it does not hold in this branch, itself for the assumption.
  private(set) var parent: [Int]
  /// The number of facts between the assumption and each fact.
  private(set) var depth: [Int]
  private(set) var contradiction: Contradiction?
  private var queue: [Int] = []
  /// For removals made by locked candidates, the cells the digit is locked into.
  private var lockedBy: [Int: [Int]] = [:]
  /// The digits each unit still has to place; a unit that holds a digit already needs no place for it.
  private let open: [UInt16]

  /// Starts from a position (`masks` empty for filled cells) and the assumptions `facts`.
  init(_ masks: [UInt16], assuming facts: Int...) {
    self.masks = masks
    open = Board.units.map { $0.reduce(0) { $0 | masks[$1] } }
    placed = Array(repeating: 0, count: 81)
    for c in 0..<81 where masks[c] == 0 { placed[c] = -1 }
    parent = Array(repeating: -1, count: 1458)
    depth = Array(repeating: 0, count: 1458)
    for fact in facts { record(fact, from: fact) }
    run()
  }

  static func fact(_ cell: Int, _ digit: Int, isOn: Bool) -> Int {
    2 * (cell * 9 + digit - 1) + (isOn ? 1 : 0)
  }

  /// Whether this branch derives the fact (or assumed it).
  func holds(_ fact: Int) -> Bool { parent[fact] >= 0 }

  /// The facts from the assumption to `fact`, as chain statements.
  /// A removal by locked candidates shows the group it follows from ("r23c1=7") before it.
  func chain(to fact: Int) -> [ChainNode] {
    var facts = [fact]
    while parent[facts.last!] != facts.last! { facts.append(parent[facts.last!]) }
    var out: [ChainNode] = []
    for f in facts.reversed() {
      if let group = lockedBy[f] { out.append(ChainNode(digit: f / 2 % 9 + 1, cells: group, isOn: true)) }
      out.append(Propagation.node(f))
    }
    return out
  }

  static func node(_ fact: Int) -> ChainNode {
    ChainNode(digit: fact / 2 % 9 + 1, cells: [fact / 18], isOn: fact & 1 == 1)
  }

  private mutating func record(_ fact: Int, from cause: Int) {
    let cell = fact / 18
    let digit = fact / 2 % 9 + 1
    let bit = DigitSet.bit(digit)
    guard contradiction == nil, parent[fact] < 0 else { return }
    if fact & 1 == 1 {
      guard masks[cell] & bit != 0, placed[cell] == 0 else {
        contradiction = .clash(fact: fact)
        parent[fact] = cause
        depth[fact] = depth[cause] + 1
        return
      }
    } else if masks[cell] & bit == 0 {
      return
    }
    parent[fact] = cause
    depth[fact] = fact == cause ? 0 : depth[cause] + 1
    if fact & 1 == 1 {
      placed[cell] = digit
      queue.append(fact)
    } else {
      remove(bit, from: cell, fact)
    }
  }

  private mutating func remove(_ bit: UInt16, from cell: Int, _ fact: Int) {
    masks[cell] &= ~bit
    if placed[cell] == bit.trailingZeroBitCount + 1 {
      contradiction = .clash(fact: fact)
      return
    }
    guard placed[cell] == 0 else { return }
    if masks[cell] == 0 {
      contradiction = .emptyCell(cell, fact: fact)
      return
    }
    if masks[cell] & (masks[cell] - 1) == 0 {
      record(Propagation.fact(cell, masks[cell].trailingZeroBitCount + 1, isOn: true), from: fact)
    }
    for u in Board.unitsOfCell[cell] where contradiction == nil && open[u] & bit != 0 {
      var places = 0
      var last = -1
      // Every unit the remaining places share besides `u`, as a mask of unit ids 0..<27.
      var shared = -1
      for p in Board.units[u] where masks[p] & bit != 0 {
        if placed[p] == bit.trailingZeroBitCount + 1 { places = -1 }
        if places < 0 { break }
        places += 1
        last = p
        shared &= Propagation.unitBits[p]
      }
      if places == 0 {
        contradiction = .noPlace(unit: u, digit: bit.trailingZeroBitCount + 1, fact: fact)
      } else if places == 1 && placed[last] == 0 {
        record(Propagation.fact(last, bit.trailingZeroBitCount + 1, isOn: true), from: fact)
      } else if places > 1 {
        lock(bit, in: shared & ~(1 << u), from: fact, outside: u)
      }
    }
  }

  /// The unit ids of each cell as bits of one mask.
  private static let unitBits: [Int] = (0..<81).map { c in Board.unitsOfCell[c].reduce(0) { $0 | 1 << $1 } }

  /// Locked candidates: the digit's places in unit `u` all lie in one more unit too (a box and a line),
  /// so it leaves the rest of that one.
  private mutating func lock(_ bit: UInt16, in units: Int, from fact: Int, outside u: Int) {
    guard units != 0 else { return }
    let v = units.trailingZeroBitCount
    var group: [Int]? = nil
    for p in Board.units[v]
    where Propagation.unitBits[p] & (1 << u) == 0 && masks[p] & bit != 0 && contradiction == nil {
      let removal = Propagation.fact(p, bit.trailingZeroBitCount + 1, isOn: false)
      guard parent[removal] < 0 else { continue }
      group = group ?? Board.units[u].filter { masks[$0] & bit != 0 }
      lockedBy[removal] = group
      record(removal, from: fact)
    }
  }

  private mutating func run() {
    var next = 0
    while next < queue.count && contradiction == nil {
      let fact = queue[next]
      next += 1
      let cell = fact / 18
      let digit = fact / 2 % 9 + 1
      for other in DigitSet(mask: masks[cell] & ~DigitSet.bit(digit)) {
        record(Propagation.fact(cell, other, isOn: false), from: fact)
      }
      for p in Board.peers[cell] { record(Propagation.fact(p, digit, isOn: false), from: fact) }
    }
  }
}
