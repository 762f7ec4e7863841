import Testing

@testable import SudokuKit

@Suite struct ForcingChainTests {
  /// r1c1 {1,2}: 1 makes r1c5 {1,3} a 3, 2 makes r5c1 {2,3} a 3; either way r5c5 loses 3.
  private func cellPosition() -> Candidates {
    var cands = openPosition()
    cands.set(1, 1, 1, 2)
    cands.set(1, 5, 1, 3)
    cands.set(5, 1, 2, 3)
    return cands
  }

  @Test func cellForcingChainFollowsEveryCandidate() throws {
    let s = try #require(step(.cellForcingChain, cellPosition()))
    #expect(s.eliminations == [Elimination(cell: cell(5, 5), digit: 3)])
    #expect(s.chains.map { $0[0].statement } == ["r1c1=1", "r1c1=2"])
    #expect(
      s.explanation
        == "Cell forcing chain: r1c1 is 1 or 2; r1c1=1 -> r1c5<>1 -> r1c5=3 -> r5c5<>3; "
        + "r1c1=2 -> r5c1<>2 -> r5c1=3 -> r5c5<>3; either way => r5c5<>3")
  }

  @Test func cellForcingChainNeedsBranchesThatAgree() {
    var cands = openPosition()
    cands.set(1, 1, 1, 2)
    #expect(step(.cellForcingChain, cands) == nil)
  }

  /// 4 has only r9c1 and r9c9 in row 9; r5c1 {4,7} and r6c9 {4,7} turn either into a 7.
  private func unitPosition() -> Candidates {
    var cands = openPosition()
    cands.confine(4, in: Unit(kind: .row, index: 8), to: [cell(9, 1), cell(9, 9)])
    cands.set(5, 1, 4, 7)
    cands.set(6, 9, 4, 7)
    return cands
  }

  @Test func unitForcingChainFollowsEveryPlace() throws {
    let s = try #require(step(.unitForcingChain, unitPosition()))
    #expect(s.eliminations == [Elimination(cell: cell(5, 7), digit: 7)])
    #expect(
      s.explanation
        == "Unit forcing chain: 4 goes in r9c1 or r9c9 within row 9; r9c1=4 -> r5c1<>4 -> r5c1=7 -> r5c7<>7; "
        + "r9c9=4 -> r6c9<>4 -> r6c9=7 -> r5c7<>7; either way => r5c7<>7")
  }

  @Test func unitForcingChainNeedsPlacesThatAgree() {
    var cands = openPosition()
    cands.confine(4, in: Unit(kind: .row, index: 8), to: [cell(9, 1), cell(9, 9)])
    #expect(step(.unitForcingChain, cands) == nil)
  }

  /// r1c1=1 would leave r2c2 {1,2} and r3c3 {1,2} both 2 in box 1.
  @Test func digitForcingChainRemovesACandidateThatContradicts() throws {
    var cands = openPosition()
    cands.set(1, 1, 1, 5)
    cands.set(2, 2, 1, 2)
    cands.set(3, 3, 1, 2)
    let s = try #require(step(.digitForcingChain, cands))
    #expect(s.eliminations == [Elimination(cell: cell(1, 1), digit: 1)])
    #expect(
      s.explanation
        == "Digit forcing chain: r1c1=1 -> r2c2<>1 -> r2c2=2 -> r3c3<>2 and r1c1=1 -> r3c3<>1 -> r3c3=2 "
        + "contradict each other, so r1c1=1 is false => r1c1<>1")
  }

  /// r1c1=1 makes r9c1 {1,4} a 4; r1c1<>1 puts 1 in r1c5 (row 1) and makes r5c5 {1,4} a 4: r5c1 sees both.
  @Test func digitForcingChainFollowsACandidateBothWays() throws {
    var cands = openPosition()
    cands.confine(1, in: Unit(kind: .row, index: 0), to: [cell(1, 1), cell(1, 5)])
    cands.set(9, 1, 1, 4)
    cands.set(5, 5, 1, 4)
    let s = try #require(step(.digitForcingChain, cands))
    #expect(s.eliminations == [Elimination(cell: cell(5, 1), digit: 4)])
    #expect(s.contradictions.isEmpty)
    #expect(
      s.explanation
        == "Digit forcing chain: r1c1 is 1 or not; r1c1=1 -> r9c1<>1 -> r9c1=4 -> r5c1<>4; "
        + "r1c1<>1 -> r1c5=1 -> r5c5<>1 -> r5c5=4 -> r5c1<>4; either way => r5c1<>4")
  }

  @Test func digitForcingChainNeedsAConsequence() {
    var cands = openPosition()
    cands.set(1, 1, 1, 2)
    #expect(step(.digitForcingChain, cands) == nil)
  }

  /// Every chain of a forcing step starts from its assumption and ends on the step's conclusion.
  @Test func forcingChainsOfARealPuzzleEndOnTheConclusion() throws {
    let puzzle = try #require(Grid(line: GraderTests.rated.first { $0.hardest == .digitForcingChain }!.line))
    let forcing = Grader.grade(puzzle).steps.filter {
      $0.technique >= .cellForcingChain && $0.technique <= .digitForcingChain
    }
    #expect(!forcing.isEmpty)
    for s in forcing {
      let conclusion =
        s.placement.map { ChainNode(digit: $0.digit, cells: [$0.cell], isOn: true) }
        ?? ChainNode(digit: s.eliminations[0].digit, cells: [s.eliminations[0].cell], isOn: false)
      let verity = s.chains.allSatisfy { $0.last == conclusion }
      let contradiction =
        s.chains.allSatisfy { $0[0] == s.chains[0][0] }
        && s.chains[0][0].statement
          == ChainNode(digit: conclusion.digit, cells: conclusion.cells, isOn: !conclusion.isOn).statement
      #expect(verity || contradiction, "\(s.explanation)")
      #expect(s.explanation.contains(" -> "))
    }
  }

  /// The outer assumption comes alone, then each inner assumption alone and its contradiction's chains.
  @Test func nestedForcingChainRefutesBothCandidatesOfACell() throws {
    let rated = try #require(GraderTests.rated.first { $0.hardest == .nestedForcingChain })
    let puzzle = try #require(Grid(line: rated.line))
    let solution = try #require(Grid(line: rated.solution))
    let nested = Grader.grade(puzzle).steps.filter { $0.technique == .nestedForcingChain }
    #expect(!nested.isEmpty)
    for s in nested {
      let outer = try #require(s.chains.first)
      #expect(outer.count == 1 && outer[0].isOn)
      #expect(s.eliminations == [Elimination(cell: outer[0].cells[0], digit: outer[0].digit)])
      #expect(solution[outer[0].cells[0]] != outer[0].digit)
      #expect(s.contradictions.count == 2)
      let inner = s.chains.dropFirst().filter { $0.count == 1 }
      #expect(Set(inner.map { $0[0].cells }).count == 1)
      for chain in s.chains.dropFirst() where chain.count > 1 {
        #expect(chain[0] == outer[0] || inner.contains { $0[0] == chain[0] })
      }
      #expect(s.explanation.hasPrefix("Nested forcing chain: if \(outer[0].statement), "))
      #expect(
        s.explanation.hasSuffix("so \(outer[0].statement) is false => \(outer[0].place)<>\(outer[0].digit)"))
    }
  }

  @Test func nestedForcingChainNeedsBothCandidatesToFail() {
    var cands = openPosition()
    cands.set(1, 1, 1, 2)
    cands.set(1, 2, 1, 2, 3)
    #expect(step(.nestedForcingChain, cands) == nil)
  }

  /// 7 in box 1 only at r1c2, r2c3 and r3c3: without r1c2 it is locked in column 3, and the chain says so.
  @Test func lockedCandidatesShowTheirGroupInAChain() {
    var cands = openPosition()
    cands.confine(7, in: Unit(kind: .box, index: 0), to: [cell(1, 2), cell(2, 3), cell(3, 3)])
    let branch = Propagation(cands.masks, assuming: Propagation.fact(cell(1, 2), 7, isOn: false))
    #expect(branch.contradiction == nil)
    let fact = Propagation.fact(cell(7, 3), 7, isOn: false)
    #expect(branch.holds(fact))
    #expect(Step.implications(branch.chain(to: fact)) == "r1c2<>7 -> r23c3=7 -> r7c3<>7")
    #expect(!branch.holds(Propagation.fact(cell(7, 2), 7, isOn: false)))
  }
}
