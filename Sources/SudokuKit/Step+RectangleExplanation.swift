extension Step {
  /// Cells: the four corners (type 1), the floor then the roof (types 2 to 4), plus the subset's cells
  /// (type 3); the hidden rectangle's first cell is its bivalue corner; the avoidable rectangle's are the
  /// corner opposite the open one, the two beside it, then the open one.
  var rectangleExplanation: String {
    let name = technique.displayName
    let pair = Step.listed(digits.map(String.init))
    let names = cells.map(Board.name)
    let swap = "the four cells could swap \(pair), giving a second solution"
    switch technique {
    case .uniqueRectangle1:
      let corner = Board.name(eliminations[0].cell)
      let others = Step.listed(names.filter { $0 != corner })
      return "\(name): \(others) hold only \(pair); if \(corner) did too, \(swap); so \(removals)"
    case .uniqueRectangle2:
      let x = eliminations[0].digit
      return
        "\(name) on \(pair): \(names[0]) and \(names[1]) hold only \(pair), so \(names[2]) or \(names[3]) "
        + "is \(x) (else \(swap)); \(removals)"
    case .uniqueRectangle3:
      let extra = Step.listed(Array(names[4...]))
      return
        "\(name) on \(pair): \(names[0]) and \(names[1]) hold only \(pair), so \(names[2]) or \(names[3]) "
        + "holds one of their other digits (else \(swap)); as one cell with \(extra) they make a naked "
        + "subset in \(units[0]): \(removals)"
    case .uniqueRectangle4:
      let b = eliminations[0].digit
      let a = digits.subtracting(DigitSet([b])).first!
      return
        "\(name) on \(pair): \(names[0]) and \(names[1]) hold only \(pair); in \(units[0]), \(a) can only "
        + "go in \(names[2]) or \(names[3]), so either being \(b) would leave \(swap); \(removals)"
    case .avoidableRectangle:
      let a = eliminations[0].digit
      let b = digits.subtracting(DigitSet([a])).first!
      return
        "\(name) on \(pair): \(names[0]) holds \(a) and \(names[1]) and \(names[2]) hold \(b), all filled in, "
        + "none given; if \(names[3]) were \(a), \(swap); so \(removals)"
    default:
      let b = eliminations[0].digit
      let a = digits.subtracting(DigitSet([b])).first!
      let corner = Board.name(eliminations[0].cell)
      return
        "\(name) on \(pair): \(names[0]) holds only \(pair), and in \(units[0]) and \(units[1]) \(a) can "
        + "only go in the rectangle; \(corner)=\(b) would force \(a) beside it and \(b) in \(names[0]), so "
        + "\(swap); \(removals)"
    }
  }

  /// Cells: the loop, from a cell holding more than the pair; cell groups: the two such cells (types 2 to
  /// 4), then the cells of their naked subset (type 3); units: where one digit of the pair can only go in
  /// those two (type 4), or their subset's unit (type 3).
  var uniqueLoopExplanation: String {
    let pair = Step.listed(digits.map(String.init))
    let names = cells.map(Board.name)
    let loop =
      "\(technique.displayName) on \(pair): \(Step.listed(names)) make a loop, each sharing a unit with "
      + "the next, and all but"
    let either = "the loop could take \(pair) either way round, giving a second solution"
    guard let two = cellGroups.first.map({ Step.listed($0.map(Board.name)) }) else {
      return "\(loop) \(names[0]) hold only \(pair); if it did too, \(either); so \(removals)"
    }
    let e = eliminations[0].digit
    guard let unit = units.first else {
      return "\(loop) \(two) hold only \(pair); they hold \(e) too, so one of them is \(e) (else \(either)): "
        + removals
    }
    let either2 = Step.listed(cellGroups[0].map(Board.name), or: true)
    if cellGroups.count > 1 {
      let subset = Step.listed(cellGroups[1].map(Board.name))
      return
        "\(loop) \(two) hold only \(pair), so \(either2) holds one of their other digits (else \(either)); "
        + "as one cell with \(subset) they make a naked subset in \(unit): \(removals)"
    }
    let a = digits.subtracting(DigitSet([e])).first!
    return
      "\(loop) \(two) hold only \(pair); in \(unit), \(a) can only go in \(either2), so one of them is \(a) "
      + "and neither may be \(e) (else \(either)): \(removals)"
  }
}
