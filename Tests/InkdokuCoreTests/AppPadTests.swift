import InkKit
import InkdokuTestSupport
import Preferences
import Recognition
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import TerminalUI

/// The writing pad: where it goes, when it shows, and that its ink goes to the selected cell through
/// the same pencil as ink on the board.
@Suite struct AppPadTests {
  /// The pad at 80×24 with cell reports, as most players first see it.
  static func driver(columns: Int = 80, rows: Int = 24, pad: PadMode = .auto) -> AppDriver {
    AppDriver(AppFixture.state(columns: columns, rows: rows, pad: pad))
  }

  /// A zig-zag across the middle of the pad's writing area, in the 0-based cells `AppDriver.mouse` takes.
  static func scribble(_ d: AppDriver) -> [(Int, Int)] {
    guard let area = d.state.layout.placement?.padInterior else { return [] }
    let (x, y) = (area.x + area.width / 4, area.y + area.height / 4)
    return [
      (x, y), (x + area.width / 2, y), (x, y + area.height / 2), (x + area.width / 2, y + area.height / 2),
    ]
  }

  @Test func at80x24ThePadFillsTheSpaceRightOfTheBoardUnderACompactPanel() throws {
    let placement = try #require(Self.driver().state.layout.placement)
    #expect(placement.board == ScreenRect(x: 0, y: 2, width: 37, height: 19))
    #expect(placement.panel == ScreenRect(x: 39, y: 0, width: 41, height: 2))
    #expect(placement.pad == ScreenRect(x: 39, y: 2, width: 41, height: 19))
    let pad = try #require(placement.pad)
    #expect(pad.width >= BoardLayout.padMinWidth && pad.height >= BoardLayout.padMinHeight)
    let screen = Self.driver().screen
    #expect(screen.text(row: 0).contains("Medium · 0:00 · Mistakes 0 · Hints 0"))
    #expect(screen.text(row: 1).contains("NORMAL · r5c5: empty"))
    #expect(screen.text(row: 2).contains("write here → r5c5"))
    #expect(screen.text(row: 11).contains(PadView.tip))
    #expect(screen.text(row: 23).contains(HintBar.padItem))
  }

  @Test func autoShowsThePadWhereCellReportsAreTooCoarseForTheBoard() {
    #expect(Self.driver().state.isPadShown, "80×24, cell reports: cells one row tall")
    #expect(!Self.driver(columns: 160, rows: 64).state.isPadShown, "six-row cells read as well as any")
    var pixels = Self.driver()
    pixels.send(.input(.terminal(.reportUnit(.pixel))))
    #expect(!pixels.state.isPadShown, "pixel reports are fine at any size")
    #expect(Self.driver(columns: 160, rows: 64, pad: .always).state.isPadShown)
    #expect(!Self.driver(pad: .off).state.isPadShown)
    #expect(!Self.driver(columns: 63, rows: 20).state.isPadShown, "no room beside the smallest board")
  }

  /// Issue 35, bug 11: `auto` shows the pad only beside a board as large as the window gives without
  /// it; where the pad would shrink the board, the board stays and `P` still shows the pad.
  @Test(arguments: [(100, 30, 2, true), (120, 50, 4, false), (160, 50, 4, true), (80, 24, 1, true)])
  func autoNeverShrinksTheBoardForThePad(columns: Int, rows: Int, cellHeight: Int, padShown: Bool) throws {
    var d = Self.driver(columns: columns, rows: rows)
    let placement = try #require(d.state.layout.placement)
    #expect(placement.cellHeight == cellHeight)
    #expect(d.state.isPadShown == padShown)
    if !padShown {
      d.type("P")
      #expect(d.state.isPadShown, "the player can still ask for it")
    }
  }

  @Test func bothSurfacesJoinReportsAsTheTerminalGivesThem() throws {
    var d = Self.driver()
    #expect(d.state.terminal.reportUnit == .cell)
    // Right, then down, in the pad: the stroke cuts the corner cell through the edges crossed
    // instead of turning at its centre, and ends at the centre of the last cell.
    let area = try #require(d.state.layout.placement?.padInterior)
    let (x, y) = (area.x + 4, area.y + 4)
    Pencil.draw(&d, [(x, y), (x + 1, y), (x + 1, y + 1)])
    let points = try #require(d.state.pencil.pad.pendingStrokes.first).points.map { [$0.x, $0.y] }
    let (w, h) = (d.state.terminal.cell.width, d.state.terminal.cell.height)
    #expect(!points.contains([(Double(x) + 1.5) * w, (Double(y) + 0.5) * h]))
    #expect(points.contains([Double(x + 1) * w, (Double(y) + 0.5) * h]))
    #expect(points.last == [(Double(x) + 1.5) * w, (Double(y) + 1.5) * h])
    d.send(.input(.terminal(.reportUnit(.pixel))))
    #expect(d.state.terminal.reportUnit == .pixel)
  }

  @Test func theKeyShowsAndHidesThePadOverTheSetting() {
    var d = Self.driver()
    d.type("P")
    #expect(!d.state.isPadShown)
    #expect(d.state.layout.placement?.panel.height == 19, "the full panel comes back")
    d.type("P")
    #expect(d.state.isPadShown)
    var off = Self.driver(pad: .off)
    off.type("P")
    #expect(off.state.isPadShown)
  }

  /// Issue 42: where no pad fits (60×24), asking for one says why instead of doing nothing.
  @Test func asking60x24ForThePadSaysWhyItCannot() {
    var d = AppDriver(AppFixture.state(columns: 60, rows: 24, pad: .off))
    d.type("P")
    #expect(!d.state.isPadShown && d.state.ui.message?.text == App.noRoomForPadText)
    #expect(d.screen.text(row: 23).contains(App.noRoomForPadText), "whole, beside the candidates label")
    var roomy = Self.driver(pad: .off)
    roomy.type("P")
    #expect(roomy.state.isPadShown && roomy.state.ui.message == nil)
  }

  @Test func inkInThePadGoesToTheSelectedCell() throws {
    var d = Self.driver()
    d.type("kkkkhh")  // r5c5 → r1c3, an empty cell whose digit is 4
    #expect(d.state.game.selection == 2)
    Pencil.draw(&d, Self.scribble(d))
    #expect(!d.state.pencil.pad.pendingStrokes.isEmpty && d.state.pencil.board.pendingStrokes.isEmpty)
    let effects = d.send(.tick, after: 0.5)
    guard case .recognize(let request) = effects.first else {
      Issue.record("the pad's group is read: \(effects)")
      return
    }
    #expect(request.target.cell == 2)
    #expect(d.state.pencil.flash?.cell == 2)
    #expect(d.state.pencil.pending[request.id]?.surface == .pad)
    let placed = d.send(.recognized(.accepted(id: request.id, label: 4, confidence: 0.97, top3: [])))
    #expect(d.state.game.digit(at: 2) == 4)
    #expect(placed.last == .countInk(.pad, refused: nil))
  }

  @Test func aTapOrAClickInThePadDoesNothingToTheBoard() {
    var d = Self.driver()
    let before = d.state.game
    let (x, y) = Self.scribble(d)[0]
    d.mouse(.left, .press, column: x, row: y)
    d.mouse(.left, .release, column: x, row: y)
    d.mouse(.left, .press, column: x, row: y)
    d.mouse(.left, .drag, column: x, row: y)
    d.mouse(.left, .release, column: x, row: y)
    d.send(.tick, after: 0.5)
    #expect(d.state.game.board == before.board && d.state.game.selection == before.selection)
    #expect(d.state.pencil.pending.isEmpty)
  }

  @Test func inkOnTheBoardStillGoesToTheCellUnderIt() throws {
    var d = Self.driver()
    Pencil.draw(&d, Pencil.scribble(d, over: 20))
    let effects = d.send(.tick, after: 0.5)
    guard case .recognize(let request) = effects.first else {
      Issue.record("the board's group is read: \(effects)")
      return
    }
    #expect(request.target.cell == 20)
    #expect(d.state.pencil.pending[request.id]?.surface == .board)
  }

  /// Pad ink is aimed at a cell, not at a place: moving the selection or resizing while it is read
  /// changes nothing; a board change still makes it stale.
  @Test func aPadAnswerStaysCurrentWhenTheSelectionMovesOrTheTerminalResizes() throws {
    var d = Self.driver()
    d.type("kkkkhh")
    Pencil.draw(&d, Self.scribble(d))
    d.send(.tick, after: 0.5)
    d.type("jj")
    d.send(.input(.terminal(.size(columns: 90, rows: 26))))
    let request = try #require(d.state.pencil.pending.values.first?.request)
    d.send(.recognized(.accepted(id: request.id, label: 4, confidence: 0.97, top3: [])))
    #expect(d.state.game.digit(at: 2) == 4)

    Pencil.draw(&d, Self.scribble(d))
    d.send(.tick, after: 0.5)
    d.type("u")  // the 4 is taken back while the next digit is read
    let stale = try #require(d.state.pencil.pending.values.first?.request)
    let effects = d.send(.recognized(.accepted(id: stale.id, label: 7, confidence: 0.97, top3: [])))
    #expect(effects == [.countInk(.pad, refused: .stale)])
  }

  @Test func thePadsTitleSaysWhereTheInkGoesAndInWhichMode() {
    var d = Self.driver()
    d.type("kkkkhh")
    #expect(d.screen.text(row: 2).contains("write here → r1c3"))
    d.type("n")
    #expect(d.screen.text(row: 2).contains("write here → r1c3 (note)"))
  }

  @Test func requestIDsCountAcrossBothSurfaces() {
    var d = Self.driver()
    Pencil.draw(&d, Self.scribble(d))
    d.send(.tick, after: 0.5)
    Pencil.draw(&d, Pencil.scribble(d, over: 20))
    d.send(.tick, after: 0.5)
    #expect(Set(d.state.pencil.pending.keys) == [1, 2])
    #expect(Set(d.state.pencil.pending.values.map(\.surface)) == [.pad, .board])
  }
}
