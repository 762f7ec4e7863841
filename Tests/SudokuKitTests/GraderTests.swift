import Testing

@testable import SudokuKit

@Suite struct GraderTests {
  /// Puzzles (mostly from Norvig's collections) with their solution, level and hardest technique.
  static let rated: [(line: String, solution: String, level: Difficulty, hardest: Technique)] = [
    (
      Puzzles.easy, "483921657967345821251876493548132976729564138136798245372689514814253769695417382",
      .easy, .nakedSingle
    ),
    (
      "7..1523........92....3.....1....47.8.......6............9...5.6.4.9.7...8....6.1.",
      "796152384531468927428379651152634798384791265967285143219843576645917832873526419",
      .easy, .hiddenSingle
    ),
    (
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
      "417369825632158947958724316825437169791586432346912758289643571573291684164875293",
      .medium, .pointing
    ),
    (
      "45.....3....8.1....9...........5..9.2..7.....8.........1..4..........7.2...6..8..",
      "458276931623891475197534286371452698269783154845169327712948563986315742534627819",
      .medium, .hiddenPair
    ),
    (
      "1.....3.8.7.4..............2.3.1...........958.........5.6...7.....8.2...4.......",
      "129576348376428519584391627293815764417263895865749132958632471731984256642157983",
      .hard, .nakedTriple
    ),
    (
      "4...7.1....19.46.5.....1......7....2..2.3....847..6....14...8.6.2....3..6...9....",
      "496573128381924675275861943153789462962435781847216539714352896529648317638197254",
      .hard, .hiddenTriple
    ),
    (
      "..9.....3.....9...7.....5.6..65..4.....3......28......3..75.6..6...........12.3.8",
      "219675843865439721743281596936512487157348962428967135382754619671893254594126378",
      .expert, .xyWing
    ),
    (
      ".6.5.4.3.1...9...8.........9...5...6.4.6.2.7.7...4...5.........4...8...1.5.2.3.4.",
      "869574132124396758375128694932857416541632879786941325217469583493785261658213947",
      .expert, .swordfish
    ),
    (
      "2.8..6....4..8.2....615....8..36..7.6.3.1.......2..1......7...2.6...5..717....3..",
      "218946753549783261736152948821364579693517824457298136385471692962835417174629385",
      .expert, .wWing
    ),
    (
      "..3...2...192.687.72.....15...765.......4.......183...29.....57.685.734...5...1..",
      "583471296419256873726839415841765932637942581952183764294318657168527349375694128",
      .expert, .uniqueRectangle1
    ),
    (
      "..87.42....4.8...1..9..............29..8......8132...74.......5...27.9.4.2..1...8",
      "138764259654982371279153846743591682962847513581326497497638125816275934325419768",
      .expert, .uniqueRectangle2
    ),
    (
      ".8.....6..961.473.1.3...8.9...871.......9.......536...9.4...2.6.782.359..5.....7.",
      "782359164596184732143627859329871645865492317417536928934715286678243591251968473",
      .expert, .uniqueRectangle4
    ),
    (
      "....59..356....2..93.46..5..4.2....8..2.....7....36.............583.4...7..89.4..",
      "284159763561783249937462851346271598192548637875936124419627385658314972723895416",
      .expert, .uniqueRectangle3
    ),
    (
      ".6.2..8..4..1....7..8.43..6..1.84..3.........3..79.5..5..87.9..8....9..5..2..6.8.",
      "163257849495168327278943156751684293629315478384792561546871932837429615912536784",
      .expert, .hiddenRectangle
    ),
    (
      "....84.5.18...6.2...4.1.7.66...9.....57...96.....2...55.1.7.6...3.9...74.7.46....",
      "769284351185736429324519786618395247257148963493627815541873692836952174972461538",
      .expert, .skyscraper
    ),
    (
      "...2...5.....9.6.261..4..7..4...61.35.......42.14...8..3..2..958.5.7.....2...4...",
      "379261458458397612612845379947586123583712964261439587134628795895173246726954831",
      .expert, .wxyzWing
    ),
    (
      "8.2.........3.7..113.84.6....5...4..61.....8.28.13......8.1.....5...3.4....4...2.",
      "872691534546327891139845672395782416617954283284136759428519367751263948963478125",
      .extreme, .finnedSwordfish
    ),
    (
      "........21635.......59...6....6...9.2....5.3148..3........2....3.4......6..8..51.",
      "947368152163572489825914763531687294276495831489231675758129346314756928692843517",
      .extreme, .simpleColoring
    ),
    (
      ".7..4.5..9...7...63.415...9..1.....7..6....4.7.3.1..525.....961...6...24......7..",
      "872946513915273486364158279481562397256739148793814652548327961137695824629481735",
      .expert, .wxyzWing
    ),
    (
      "........47.2..9....8....95.......32...9.7..81123..........48.3...4931.....5..2...",
      "936857214752419863481326957678194325549273681123685749297548136864931572315762498",
      .extreme, .xyChain
    ),
    (
      ".1..3.....4...6..59.3..4....84.......69.5.24.......19....8..6.93..9...7.....4..1.",
      "716539482842176935953284761284691357169357248537428196475813629321965874698742513",
      .extreme, .niceLoop
    ),
    (
      "975.......64..7......1......8.....7....96.15......3.968.65....7.5......974.8.....",
      "975482631164357928328196745689215374437968152512743896896534217253671489741829563",
      .fiendish, .aic
    ),
    (
      "6.4..........78...1......2..18........5.62........4...9.2..584.....46..7.6..2..15",
      "684291573523478961179653428218937654345162789796584132932715846851346297467829315",
      .nightmare, .cellForcingChain
    ),
    (
      ".......6.6..3....2..1...3......358..8..21...5.......373.41.......5...48..1..6.27.",
      "253891764689347512471652398146735829837219645592486137324178956765923481918564273",
      .nightmare, .unitForcingChain
    ),
    (
      "..3...7....41.58..5...6...9.578.269...........197.328.7...2...6..64.93....5...1..",
      "963284715274195863581367429357842691842916537619753284738521946126479358495638172",
      .extreme, .medusa
    ),
    (
      ".9....4.7.8.7.13........28.....9...34...........134.....287....3.1....9.9....2.5.",
      "296583417584721369137946285815297643423658971769134528652879134371465892948312756",
      .fiendish, .alsXZ
    ),
    (
      "26..4.3....4.2..6.8..7.....5..3..1....8.9.2....3..7..4.....9..8.8..5.6....2.6..59",
      "265148397734925861891736542549382176178694235623517984356279418987451623412863759",
      .fiendish, .alsXYWing
    ),
    (
      "7...9..3..6...87....2......3...7.8...4...1.....9.......2..13.989.6..4..7.......61",
      "784596132163248759592137684351972846248361975679485213427613598916854327835729461",
      .nightmare, .digitForcingChain
    ),
    (
      "6..3.2....1.....5..........7.26............843.........8.15........8.2........7..",
      "654312879913876452827495136742638591165729384398541627286157943471983265539264718",
      .nightmare, .nestedForcingChain
    ),
    (
      Puzzles.escargot, "162857493534129678789643521475312986913586742628794135356478219241935867897261354",
      .nightmare, .trial
    ),
  ]

  /// Issue 43's Sudoku Exchange examples, rated 4.1, 4.5 and 4.6 by Sukaku Explainer: each needs the pattern
  /// named here (graded Extreme, by an X-Chain, simple coloring or an XY-Chain, before it was known). The
  /// first Expert step is the one named, bar SE 4.5's, whose XY-Wing comes first.
  static let namedPatterns: [(line: String, firstExpert: Technique, pattern: Technique)] = [
    (
      "020071090000600003300900706090000005400000007200000010804003002900007000060810030", .twoStringKite,
      .twoStringKite
    ),
    (
      "600090070073001060000000300430002000700483002000500083007000000060800250020030009", .xyWing,
      .uniqueRectangle1
    ),
    (
      "042000160839010274000000000000020000000301000001908500908602407027000810600000003", .uniqueLoop,
      .uniqueLoop
    ),
  ]

  @Test(arguments: namedPatterns.indices)
  func sudokuExchangeExamplesNeedTheirNamedPattern(_ index: Int) throws {
    let (line, firstExpert, pattern) = Self.namedPatterns[index]
    let report = Grader.grade(try #require(Grid(line: line)), knownUnique: true)
    #expect(report.level == .expert && report.solvedLogically)
    #expect(report.steps.first { $0.technique.level == .expert }?.technique == firstExpert)
    let step = try #require(report.steps.first { $0.technique == pattern })
    #expect(step.explanation.hasPrefix(pattern.displayName))
  }

  @Test(arguments: rated.indices)
  func ratesKnownPuzzles(_ index: Int) throws {
    let (line, _, level, hardest) = Self.rated[index]
    let puzzle = try #require(Grid(line: line))
    let report = Grader.grade(puzzle, knownUnique: true)
    #expect(report.level == level)
    #expect(report.hardest == hardest)
    #expect(report.counts[hardest, default: 0] > 0)
    #expect(report.solvedLogically == (hardest != .trial))
    #expect(Grader.level(of: puzzle, knownUnique: true) == level)
  }

  /// Every placement and elimination must agree with the true solution, and a logical solve must end on it.
  @Test(arguments: rated.indices)
  func everyStepAgreesWithTheSolution(_ index: Int) throws {
    let puzzle = try #require(Grid(line: Self.rated[index].line))
    let solution = try #require(Grid(line: Self.rated[index].solution))
    #expect(solution.isComplete && solution.conflicts().isEmpty)
    #expect((0..<81).allSatisfy { puzzle[$0] == 0 || puzzle[$0] == solution[$0] })
    let report = Grader.grade(puzzle)
    for step in report.steps {
      if let p = step.placement { #expect(solution[p.cell] == p.digit, "\(step.explanation)") }
      for e in step.eliminations { #expect(solution[e.cell] != e.digit, "\(step.explanation)") }
    }
    if report.solvedLogically { #expect(report.finalGrid == solution) }
  }

  @Test func countsAddUpToTheSteps() throws {
    let puzzle = try #require(Grid(line: Self.rated[4].line))
    let report = Grader.grade(puzzle)
    #expect(report.counts.values.reduce(0, +) == report.steps.count)
    #expect(report.steps.filter { $0.placement != nil }.count == 81 - puzzle.filledCount)
  }

  @Test func stuckPuzzleRecordsTrialOnce() throws {
    let report = Grader.grade(try #require(Grid(line: Puzzles.escargot)))
    #expect(report.level == .nightmare && report.rating == Technique.trial.seRating)
    #expect(report.counts[.trial] == 1)
    #expect(!report.steps.contains { $0.technique == .trial })
    #expect(!report.finalGrid.isComplete)
  }

  @Test func invalidInputEndsWithoutASolution() throws {
    var clash = try #require(Grid(line: Puzzles.easy))
    clash[0] = clash[2]
    #expect(!Grader.grade(clash).solvedLogically)
    #expect(Grader.grade(Grid()).hardest == .trial)
  }

  @Test func fullGridNeedsNothing() throws {
    let puzzle = try #require(Grid(line: Puzzles.easy))
    let solved = try #require(bruteSolve(puzzle))
    let report = Grader.grade(solved)
    #expect(report.solvedLogically && report.steps.isEmpty && report.level == .easy)
  }

  /// Above Expert the rating's band sets the level: a long chain takes a puzzle past its technique's.
  @Test func aboveExpertTheRatingSetsTheLevel() {
    #expect(Grader.level(hardest: .wWing, rating: 5.8) == .expert)
    #expect(Grader.level(hardest: .xyChain, rating: 7.4) == .extreme)
    #expect(Grader.level(hardest: .xyChain, rating: 7.5) == .fiendish)
    #expect(Grader.level(hardest: .aic, rating: 7.5) == .fiendish)
    #expect(Grader.level(hardest: .cellForcingChain, rating: 8.5) == .nightmare)
    #expect(
      Grader.level(hardest: .nestedForcingChain, rating: 8.0) == .nightmare, "never below its technique")
    #expect(
      Difficulty(beyondExpertRating: 5.5) == .extreme && Difficulty(beyondExpertRating: 11.9) == .nightmare)
  }

  @Test func levelsFollowTheTechniqueOrder() {
    #expect(Difficulty.allCases.sorted() == Difficulty.allCases)
    #expect(Technique.allCases.sorted() == Technique.allCases)
    let levels = Technique.allCases.map(\.level)
    #expect(levels == levels.sorted())
    #expect(Technique.xWing.level == .hard && Technique.xyzWing.level == .expert)
    #expect(Technique.wWing.level == .expert && Technique.medusa.level == .extreme)
    #expect(Technique.aic.level == .fiendish && Technique.nestedForcingChain.level == .nightmare)
    #expect(Technique.allCases.last == .trial && Technique.digitForcingChain < .trial)
    #expect(Technique.xWing.displayName == "X-Wing")
    #expect(Difficulty.expert.description == "Expert")
  }
}
