import InkKit
import PointerGeometry
import Recognition
import SudokuKit
import TerminalUI

/// Everything that can change the app: decoded input, the passing of time, and answers to its effects.
public enum AppMessage: Sendable {
  case input(InputEvent)
  /// Time passed with no input (a deadline or the once-a-second clock redraw).
  case tick
  /// A puzzle the loop generated for a `.generatePuzzle` effect, or the day's daily for `.startDaily`.
  case newPuzzle(givens: Grid, solution: Grid, difficulty: Difficulty, daily: CalendarDay? = nil)
  /// The statistics text the loop read for a `.showStats` effect.
  case statsText(String)
  /// Something the player must read that happened outside the reducer (a file could not be written).
  case notice(String)
  /// The recognizer's answer to a `.recognize` effect.
  case recognized(Reading)
  /// The solved game just recorded is the fastest of its level so far (sessions recorded before
  /// `completed`).
  case newBest
  /// The solved game was added to the statistics: how it compares with its level's other games.
  case completed(CompletionRecord)
  /// The player's hand as the loop read it at start (or a new one), and whether the settings have the
  /// pencil learn it: the profile the pencil reads with and teaches. A replay carries it, so that
  /// verification reads with the same hand.
  case handLoaded(WriterProfile, learning: Bool)
}

/// Work the app asks the impure loop to do.
public enum AppEffect: Equatable, Sendable {
  /// The game changed: write the autosave.
  case save
  /// A setting changed on the settings screen: write the settings file.
  case saveSettings
  case quit
  case generatePuzzle(Difficulty)
  /// Today's daily puzzle, unless it is solved or already being played (then a notice says so).
  case startDaily
  /// The puzzle was just solved: add it to the statistics.
  case recordCompletion(seconds: Double, mistakes: Int, hints: Int)
  /// The player leaves this started, unsolved game (of that day's daily) for another: add it to the
  /// statistics as abandoned.
  case recordAbandoned(GameState, daily: CalendarDay?)
  case showStats
  /// Read a finished ink group off the input path; the answer comes back as `.recognized`.
  case recognize(RecognitionRequest)
  /// The pencil read a group written on `surface`: count it in the statistics, with the reason when it
  /// was refused.
  case countInk(InkSurface, refused: RejectReason?)
  /// Play taught the hand samples it has not saved: write the profile.
  case saveHand(WriterProfile)
}
