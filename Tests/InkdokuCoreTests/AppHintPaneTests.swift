import InkdokuTestSupport
import Preferences
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit

/// The hint pane: every hint's whole text, and a chain's plain words, on screen beside the board, at
/// 80×24 (in the writing pad) and with the side panel; the hint bar then only says where it is.
@Suite struct AppHintPaneTests {
  /// An extreme puzzle whose hints include chains (`generate -d extreme --seed 3`), and one of the
  /// hardest known, which needs forcing chains.
  static let puzzles = [
    ".3.4..7.......6.5..921.....87..9.4.............5.8..92.....297..6.9.......4..5.6.",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
  ]

  @Test(arguments: [(80, 24), (100, 32)])
  func everyHintIsShownWhole(columns: Int, rows: Int) throws {
    var chains = 0
    for puzzle in Self.puzzles {
      let game = try GameState(puzzle: try #require(Grid(line: puzzle)))
      var d = AppDriver(
        AppState(game: game, columns: columns, rows: rows, settings: PlaySettings(pad: .auto)))
      d.type("A")  // with every candidate noted, each hint is one step, chains included
      var steps = 0
      while !d.state.game.solved, steps < 200 {
        d.type("HH")
        let shown = try #require(d.state.currentHint)
        let placement = try #require(d.state.layout.placement)
        let pane = try #require(HintPaneView.layout(d.state, placement))
        #expect(pane.lines.count <= pane.area.height, "cut off at \(columns)×\(rows): \(shown.text)")
        let screen = d.screen
        let onScreen = (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
        for line in pane.lines where !line.isEmpty {
          #expect(onScreen.contains(line), "\(line)")
        }
        #expect(screen.text(row: screen.height - 1).hasPrefix(HintBar.paneNote))
        if let words = shown.hint.inWords {
          chains += 1
          #expect(
            pane.lines.joined(separator: " ").contains(
              words.split(separator: " ").prefix(4).joined(separator: " ")))
        }
        d.type("H")
        steps += 1
      }
      #expect(d.state.game.solved)
    }
    #expect(chains > 0, "no chain hint came up: the words were not shown")
  }
}

/// Chains read in words: from an assumption, each link forcing the next.
@Suite struct PlainWordsTests {
  @Test func anAlternatingChainReadsFromItsFirstNodeAssumedFalse() {
    let chain = [
      ChainNode(digit: 2, cells: [23], isOn: false), ChainNode(digit: 1, cells: [23], isOn: true),
      ChainNode(digit: 1, cells: [25], isOn: false), ChainNode(digit: 5, cells: [25], isOn: true),
    ]
    #expect(
      Step.alternatingInWords(chain)
        == "If r3c6 is not 2, then r3c6 is 1, so r3c8 is not 1, so r3c8 is 5. So r3c6 is 2 or r3c8 is 5")
  }

  @Test func aForcingBranchAndAGroupReadAsFacts() {
    let branch = [
      ChainNode(digit: 3, cells: [31], isOn: true), ChainNode(digit: 3, cells: [35], isOn: false),
      ChainNode(digit: 3, cells: [45, 46], isOn: true),
    ]
    #expect(Step.implicationsInWords(branch) == "If r4c5 is 3, then r4c9 is not 3, then 3 is in r6c12")
  }
}
