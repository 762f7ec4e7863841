import InkKit
import InkdokuCore
import InkdokuReplay
import InkdokuViews
import PointerGeometry
import Preferences
import SudokuKit
import TerminalUI
import Testing

/// A known puzzle and helpers to drive the app reducer by hand, with time advanced explicitly.
public enum AppFixture {
  public static let puzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
  public static let solution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

  public static func state(columns: Int = 100, rows: Int = 32, pad: PadMode = .off) -> AppState {
    let game = GameState(
      givens: Grid(line: puzzle)!, solution: Grid(line: solution)!, difficultyLabel: "medium")!
    return AppState(game: game, columns: columns, rows: rows, settings: PlaySettings(pad: pad))
  }

  public static let look = Look(theme: Theme.standard(for: .monochrome), glyphs: .unicode)
}

/// Feeds messages to `App.update`, recording every effect.
public struct AppDriver {
  public var state: AppState
  /// What the game does: the current behaviour, or an older one, driven as a replay of then is.
  public var behaviour = Behaviour.current { didSet { version = OlderVersion(behaviour) } }
  private var version = OlderVersion(.current)
  public var now = 0.0
  public var effects: [AppEffect] = []

  public init(_ state: AppState = AppFixture.state()) { self.state = state }

  @discardableResult
  public mutating func send(_ message: AppMessage, after seconds: Double = 0.1) -> [AppEffect] {
    now += seconds
    let produced = version.reduce(&state, message, now: now)
    effects += produced
    return produced
  }

  /// Sends `message` and asserts the whole state after it, as TCA's `TestStore` does: the game is what
  /// `Game.reduce` makes of the game before, time passing then `game` (the actions the app must have
  /// sent it), every other part is the state before as `change` alters it, and nothing else changed.
  public mutating func expect(
    _ message: AppMessage, game actions: [GameAction] = [], effects: [AppEffect] = [],
    _ change: (inout AppState) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var expected = state
    let time = now + 0.1
    _ = Game.reduce(&expected.game, state.ui.screen.holdsClock ? .idle : .tick, now: time)
    for action in actions { _ = Game.reduce(&expected.game, action, now: time) }
    change(&expected)
    #expect(send(message) == effects, sourceLocation: sourceLocation)
    let parts: [(String, Bool)] = [
      ("game", state.game == expected.game), ("terminal", state.terminal == expected.terminal),
      ("settings", state.settings == expected.settings), ("pencil", state.pencil == expected.pencil),
      ("ui", state.ui == expected.ui), ("play", state.play == expected.play),
    ]
    let differing = parts.filter { !$0.1 }.map(\.0)
    #expect(
      differing.isEmpty, "these parts are not as expected: \(differing)", sourceLocation: sourceLocation)
  }

  /// The input message of `key`.
  public static func key(_ key: Key) -> AppMessage { .input(.key(key)) }

  @discardableResult
  public mutating func key(_ key: Key) -> [AppEffect] { send(.input(InputEvent.key(key))) }

  @discardableResult
  public mutating func type(_ text: String) -> [AppEffect] {
    text.flatMap { key(.character($0)) }
  }

  /// A left click on terminal cell `point`: the press and its release.
  @discardableResult
  public mutating func click(_ point: ScreenPoint) -> [AppEffect] {
    mouse(.left, .press, column: point.x, row: point.y)
      + mouse(.left, .release, column: point.x, row: point.y)
  }

  /// Sends the SGR report a terminal would for `button` at 0-based terminal cell (`column`, `row`),
  /// through the real decoder in the state's report unit and cell size: in pixels, the cell's middle
  /// (from pixel 1, as xterm counts).
  @discardableResult
  public mutating func mouse(
    _ button: MouseButton, _ phase: MousePhase, column: Int, row: Int, after seconds: Double = 0.1
  ) -> [AppEffect] {
    let terminal = state.terminal
    var decoder = InputDecoder()
    let (x, y) =
      terminal.reportUnit == .pixel
      ? (
        Int((Double(column) + 0.5) * terminal.cell.width) + 1,
        Int((Double(row) + 0.5) * terminal.cell.height) + 1
      )
      : (column + 1, row + 1)
    let code: Int =
      switch (button, phase) {
      case (.wheelUp, _): 64
      case (.wheelDown, _): 65
      case (.middle, _): 1
      case (.right, _): 2
      case (.none, _): 35
      case (.left, .drag): 32
      default: 0
      }
    let bytes = Array("\u{1B}[<\(code);\(x);\(y)\(phase == .release ? "m" : "M")".utf8)
    let events = bytes.flatMap { decoder.feed(.byte($0), now: now) }
    precondition(events.count == 1, "one report decodes to one event")
    return events.flatMap { send(.input($0), after: seconds) }
  }

  public var screen: ScreenBuffer { AppView.render(state, AppFixture.look) }
}
