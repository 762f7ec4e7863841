/// The candidates of a position as chain nodes (single candidates and, in full mode, groups of two or three
/// cells where a box meets a line), with their strong links (if one is false the other is true) and weak
/// links (if one is true the other is false).
struct ChainGraph {
  /// Which links a search may use.
  enum Mode {
    /// XY-chains: candidates of bivalue cells only, strong inside the cell, weak between cells on a digit.
    case bivalueCells
    /// AICs: every candidate and group, strong in bivalue cells and bilocal units, every weak link.
    case full
    /// 3D Medusa: every candidate, strong links in bivalue cells and bilocal units between single cells.
    case singleCandidates
    /// X-cycles: every candidate, strong links in bilocal units only, so a chain keeps its digit.
    case oneDigit
  }

  let marks: Pencilmarks
  let mode: Mode
  private(set) var digits: [Int] = []
  private(set) var cells: [[Int]] = []
  /// The box of a group node, -1 for a single candidate.
  private(set) var boxes: [Int] = []
  /// The row or column (unit id) of a group node, -1 for a single candidate.
  private(set) var lines: [Int] = []
  /// The node of candidate `cell * 9 + digit - 1`, or -1.
  private var candidateNode = [Int](repeating: -1, count: 729)
  /// The group node of `digit` on `line` in `box`, keyed `(box * 27 + line) * 9 + digit - 1`.
  private var groupNode: [Int: Int] = [:]
  private(set) var strong: [[Int]] = []
  /// Weak links that involve a group, kept for both ends.
  private var groupWeak: [[Int]] = []

  var count: Int { digits.count }

  init(_ m: Pencilmarks, mode: Mode) {
    marks = m
    self.mode = mode
    for c in 0..<81 where mode == .bivalueCells ? m[c].nonzeroBitCount == 2 : m[c] != 0 {
      for d in DigitSet(mask: m[c]) { candidateNode[c * 9 + d - 1] = add(d, [c], box: -1, line: -1) }
    }
    if mode == .full { addGroups() }
    strong = Array(repeating: [], count: count)
    groupWeak = Array(repeating: [], count: count)
    if mode != .oneDigit { linkBivalueCells() }
    if mode != .bivalueCells { linkUnits() }
    if mode == .full { linkWeak() }
  }

  /// Calls `body` with every candidate (`cell * 9 + digit - 1`) that is false when `node` is true: the
  /// cell's other digits, and the digit in every cell that sees the whole node.
  func forEachWeakCandidate(of node: Int, _ body: (Int) -> Void) {
    let d = digits[node]
    let bit = DigitSet.bit(d)
    if boxes[node] < 0 {
      let c = cells[node][0]
      for other in DigitSet(mask: marks[c] & ~bit) { body(c * 9 + other - 1) }
      for p in Board.peers[c] where marks[p] & bit != 0 { body(p * 9 + d - 1) }
      return
    }
    for unit in [18 + boxes[node], lines[node]] {
      for p in Board.units[unit] where marks[p] & bit != 0 && !cells[node].contains(p) {
        // A cell of both the box and the line is reached twice.
        if unit == lines[node] && Board.box(p) == boxes[node] { continue }
        body(p * 9 + d - 1)
      }
    }
  }

  /// Calls `body` with every node that is false when `node` is true.
  func forEachWeak(of node: Int, _ body: (Int) -> Void) {
    if boxes[node] < 0 {
      let c = cells[node][0]
      let d = digits[node]
      let bit = DigitSet.bit(d)
      if mode == .full {
        for other in DigitSet(mask: marks[c] & ~bit) { body(candidateNode[c * 9 + other - 1]) }
      }
      for p in Board.peers[c] where marks[p] & bit != 0 {
        let n = candidateNode[p * 9 + d - 1]
        if n >= 0 { body(n) }
      }
    }
    for n in groupWeak[node] { body(n) }
  }

  /// The node as a chain statement.
  func chainNode(_ node: Int, isOn: Bool) -> ChainNode {
    ChainNode(digit: digits[node], cells: cells[node], isOn: isOn)
  }

  private mutating func add(_ digit: Int, _ nodeCells: [Int], box: Int, line: Int) -> Int {
    digits.append(digit)
    cells.append(nodeCells)
    boxes.append(box)
    lines.append(line)
    return digits.count - 1
  }

  private mutating func addGroups() {
    for b in 0..<9 {
      let box = Board.units[18 + b]
      for line in Board.unitsOfCell[box[0]].prefix(2) + Board.unitsOfCell[box[4]].prefix(2)
        + Board.unitsOfCell[box[8]].prefix(2)
      {
        let inside = box.filter { Board.unitsOfCell[$0].contains(line) }
        for d in 1...9 {
          let with = inside.filter { marks[$0] & DigitSet.bit(d) != 0 }
          guard with.count > 1 else { continue }
          groupNode[(b * 27 + line) * 9 + d - 1] = add(d, with, box: b, line: line)
        }
      }
    }
  }

  /// The node holding exactly `part` (cells of one unit with the digit): a candidate or a whole group.
  private func node(for part: [Int], digit: Int) -> Int? {
    if part.count == 1 { return candidateNode[part[0] * 9 + digit - 1] }
    let b = Board.box(part[0])
    guard part.allSatisfy({ Board.box($0) == b }) else { return nil }
    for line in Board.unitsOfCell[part[0]].prefix(2)
    where part.allSatisfy({ Board.unitsOfCell[$0].contains(line) }) {
      guard let g = groupNode[(b * 27 + line) * 9 + digit - 1], cells[g] == part else { return nil }
      return g
    }
    return nil
  }

  private mutating func link(_ a: Int, _ b: Int, strongly: Bool) {
    if strongly {
      guard !strong[a].contains(b) else { return }
      strong[a].append(b)
      strong[b].append(a)
    } else {
      groupWeak[a].append(b)
    }
  }

  private mutating func linkBivalueCells() {
    for c in 0..<81 where marks[c].nonzeroBitCount == 2 {
      let pair = DigitSet(mask: marks[c]).map { candidateNode[c * 9 + $0 - 1] }
      link(pair[0], pair[1], strongly: true)
    }
  }

  /// A unit where the digit's places split into two nodes links them strongly.
  private mutating func linkUnits() {
    for u in 0..<27 {
      for d in 1...9 {
        let places = marks.positions(of: DigitSet.bit(d), in: u)
        guard places.nonzeroBitCount > 1 else { continue }
        if places.nonzeroBitCount == 2 {
          let pair = Techniques.cells(in: u, at: places)
          link(candidateNode[pair[0] * 9 + d - 1], candidateNode[pair[1] * 9 + d - 1], strongly: true)
          continue
        }
        guard mode == .full else { continue }
        // Every split of the places along one line of a box (or, for a line, along one box), as position
        // masks: a part is a node when it is one cell or a whole group.
        let splits = u >= 18 ? ChainGraph.boxSplits : ChainGraph.lineSplits
        for split in splits where places & split != 0 && places & ~split != 0 {
          guard let a = node(for: Techniques.cells(in: u, at: places & split), digit: d),
            let b = node(for: Techniques.cells(in: u, at: places & ~split), digit: d)
          else { continue }
          link(a, b, strongly: true)
        }
      }
    }
  }

  /// Positions of a line in each box it crosses.
  private static let lineSplits: [UInt16] = [0b111, 0b111_000, 0b111_000_000]
  /// Positions of a box on each of its rows, then each of its columns.
  private static let boxSplits: [UInt16] = [
    0b111, 0b111_000, 0b111_000_000, 0b001_001_001, 0b010_010_010, 0b100_100_100,
  ]

  /// Weak links of single candidates are found as the search needs them; only those of groups are kept.
  private mutating func linkWeak() {
    // Groups link weakly both ways with the candidates and groups of their digit that see them whole.
    let groups = (0..<count).filter { boxes[$0] >= 0 }
    for (k, g) in groups.enumerated() {
      forEachWeakCandidate(of: g) { candidate in
        let n = candidateNode[candidate]
        link(g, n, strongly: false)
        link(n, g, strongly: false)
      }
      for h in groups[(k + 1)...] where digits[h] == digits[g] {
        guard boxes[g] == boxes[h] || lines[g] == lines[h], !cells[g].contains(where: cells[h].contains)
        else {
          continue
        }
        link(g, h, strongly: false)
        link(h, g, strongly: false)
      }
    }
  }
}
