import InkdokuReplay
import InkdokuTestSupport
import Recognition
import ScreenLayout
import TerminalUI
import Testing

@testable import InkdokuCore
@testable import SudokuKit

/// The pencil writes in the candidates view as on the board: ink is read for the view's cell under the
/// group, a tap selects that cell.
@Suite struct AppCandidatesInkTests {
  /// An 80×24 game with the view open.
  static func viewing(_ behaviour: Behaviour = .current) throws -> (AppDriver, CandidatesPlacement) {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = behaviour
    d.type("v")
    return (d, try #require(d.state.candidatesPlacement))
  }

  /// The corners of the view's cell `cell`, as a zig-zag.
  static func scribble(_ view: CandidatesPlacement, over cell: Int) -> [(Int, Int)] {
    let r = view.rect(ofCell: cell)
    return [(r.x, r.y), (r.maxX - 1, r.y), (r.x, r.maxY - 1), (r.maxX - 1, r.maxY - 1)]
  }

  /// Writes over the view's `cell`, lets the debounce pass and returns the request sent.
  static func write(_ d: inout AppDriver, _ view: CandidatesPlacement, over cell: Int) -> RecognitionRequest?
  {
    Pencil.draw(&d, scribble(view, over: cell))
    for effect in d.send(.tick, after: 0.5) {
      if case .recognize(let request) = effect { return request }
    }
    return nil
  }

  /// A tap: a press, a drag on the spot and the release, quicker than the pencil's tap.
  static func tap(_ d: inout AppDriver, _ point: ScreenPoint) {
    for phase in [MousePhase.press, .drag, .release] {
      d.mouse(.left, phase, column: point.x, row: point.y, after: 0.01)
    }
  }

  @Test(arguments: [2, 30, 58, 80])
  func inkOverTheViewIsReadForTheCellUnderIt(cell: Int) throws {
    var (d, view) = try Self.viewing()
    let request = try #require(Self.write(&d, view, over: cell))
    #expect(request.target.cell == cell)
    #expect(d.state.pencil.flash?.cell == cell)
    let digit = d.state.game.solution[cell]
    d.send(.recognized(AppRecognitionTests.candidate(digit, id: request.id)))
    #expect(d.state.game.digit(at: cell) == digit)
    #expect(d.state.ui.showsCandidatesView, "the view stays")
  }

  @Test func aTapInTheViewSelectsTheCellUnderIt() throws {
    var (d, view) = try Self.viewing()
    let r = view.rect(ofCell: 58)
    Self.tap(&d, ScreenPoint(x: r.x + 1, y: r.y))
    #expect(d.state.game.selection == 58)
    #expect(d.state.pencil.board.pendingStrokes.isEmpty)
  }

  @Test func inNoteModeTheInkTogglesANote() throws {
    var (d, view) = try Self.viewing()
    d.type("n")
    let request = try #require(Self.write(&d, view, over: 30))
    #expect(request.mode == .notes)
    d.send(.recognized(AppRecognitionTests.candidate(4, id: request.id)))
    #expect(d.state.game.notes[30].contains(4))
    #expect(d.state.game.digit(at: 30) == 0)
  }

  @Test func theInkShowsOverTheView() throws {
    var (d, view) = try Self.viewing()
    let path = Self.scribble(view, over: 30)
    d.mouse(.left, .press, column: path[0].0, row: path[0].1)
    d.mouse(.left, .drag, column: path[1].0, row: path[1].1)
    let r = view.rect(ofCell: 30)
    let row = (r.x..<r.maxX).map { d.screen[$0, r.y].text }
    #expect(row.allSatisfy { (0x2800...0x28FF).contains($0.unicodeScalars.first?.value ?? 0) }, "\(row)")
  }

  /// Ink is read where it was written: closing the view before the reading comes keeps its cell, and
  /// ink written on the board just before the view opened goes to the board's cell.
  @Test func inkIsReadOnTheSurfaceItWasWrittenOn() throws {
    var (d, view) = try Self.viewing()
    let request = try #require(Self.write(&d, view, over: 58))
    d.type("v")
    d.send(.recognized(AppRecognitionTests.candidate(3, id: request.id)))
    #expect(d.state.game.digit(at: 58) == 3)
    Pencil.draw(&d, Pencil.scribble(d, over: 30))
    d.type("v")
    d.send(.tick, after: 0.5)
    #expect(d.state.pencil.flash?.cell == 30)
  }

  /// A stroke over the view after ink held on the board (written just before the view opened) drops
  /// that ink: it was aimed at the board's cells, and one group cannot be read on both.
  @Test func aStrokeOverTheViewDropsInkHeldOnTheBoard() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    Pencil.draw(&d, Pencil.scribble(d, over: 30))
    d.type("v")
    let view = try #require(d.state.candidatesPlacement)
    let request = try #require(Self.write(&d, view, over: 2))
    #expect(request.target.cell == 2)
    #expect(request.strokes.count == 1, "only the stroke over the view")
  }

  /// Version 10 and before: the view dropped every stroke, so nothing was read and a tap selected
  /// nothing.
  @Test func beforeVersion11TheViewDroppedTheInk() throws {
    var (d, view) = try Self.viewing(.everyWindow)
    let selection = d.state.game.selection
    #expect(Self.write(&d, view, over: 30) == nil)
    #expect(d.state.pencil.board.pendingStrokes.isEmpty && d.state.pencil.flash == nil)
    let r = view.rect(ofCell: 58)
    Self.tap(&d, ScreenPoint(x: r.x + 1, y: r.y))
    #expect(d.state.game.selection == selection)
    d.click(ScreenPoint(x: r.x + 1, y: r.y))
    #expect(d.state.game.selection == 58, "a click still selected")
  }
}
