import SudokuKit
import TerminalUI

/// Everything the interactive game shows, derived only from the messages it received.
public struct AppState: Sendable {
  public var game: GameState
  public var screen: AppScreen = .playing
  public var columns: Int
  public var rows: Int
  /// A short line in the hint bar, until `until`.
  public var message: StatusMessage?
  /// The last hint, shown while the board is unchanged since it was asked for.
  public var hint: ShownHint?
  public var pointer = PointerTracker()
  public var quitRequested = false

  public init(game: GameState, columns: Int, rows: Int) {
    self.game = game
    self.columns = columns
    self.rows = rows
  }

  /// Where the board goes on the current terminal.
  public var layout: BoardLayout { BoardLayout(columns: columns, rows: rows) }

  /// The hint to highlight, if it still describes the board.
  public var currentHint: ShownHint? { hint.flatMap { $0.revision == game.revision ? $0 : nil } }
}

/// Which screen is in front of the board.
public enum AppScreen: Equatable, Sendable {
  case playing
  case help
  /// The difficulty menu, with the highlighted row.
  case newGame(selected: Int)
  case stats(String)
}

/// A transient line for the hint bar.
public struct StatusMessage: Equatable, Sendable {
  public var text: String
  public var isError: Bool
  public var until: Double
}

/// A hint on screen: its explanation, the cells to highlight, and the board revision it was computed for.
public struct ShownHint: Equatable, Sendable {
  public var text: String
  public var cells: [Int]
  public var revision: Int
}
