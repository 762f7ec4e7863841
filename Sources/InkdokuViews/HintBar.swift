import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// The bottom line: a transient message, else an open question, else the current hint, else the key
/// reminder.
enum HintBar {
  /// The reminder's items in the order shown, each with how soon it gives way on a narrow terminal
  /// (higher goes first): moving, typing, the pencil (written where the pad shows, when it does), help
  /// and quitting always stay.
  static func keys(pad: Bool) -> [(text: String, dropOrder: Int)] {
    [
      ("arrows move", 0), ("1-9 place", 0), (pad ? padItem : "drag: write a digit", 0), ("0 erase", 3),
      ("n notes", 1), ("u undo", 2), ("H hint", 2), ("p pause", 4), ("? help", 0), ("q quit", 0),
    ]
  }

  /// What the bar says while the hint pane holds the whole hint.
  static let paneNote = "Hint beside the board · H or the pad's hint: apply it"

  /// What the bar asks after `f`, longest form first: a click on the bar answers none.
  static let pickQuestion = [
    "Highlight which digit? 1-9 · 0, Esc or a click here: none", "Highlight which? 1-9 · a click here: none",
    "Highlight which? 1-9 · here: none",
  ]

  /// What the bar asks after `m`.
  static let colourQuestion = [
    "Colour which note? 1-9, again: the next colour · Esc or a click here: none",
    "Colour which note? 1-9 · a click here: none", "Colour which note? 1-9 · here: none",
  ]

  /// What the bar says while a digit is picked: a click on an empty cell places it, which it does not
  /// otherwise; once, for a digit turned by the wheel. Longest form first.
  static func picked(_ digit: Int, once: Bool = false) -> [String] {
    let (long, short) = ("Esc or a click here: none", "here: none")
    return once
      ? [
        "\(digit) on the wheel: a click on an empty cell places it once · \(long)",
        "\(digit) on the wheel: a click on an empty cell places it once · \(short)",
        "\(digit) on the wheel, once: click an empty cell · \(short)",
        "\(digit) once: click an empty cell · \(short)",
      ]
      : [
        "\(digit) picked: a click on an empty cell places it · \(long)",
        "\(digit) picked: a click on an empty cell places it · \(short)",
        "\(digit) picked: click an empty cell · \(short)", "\(digit): click an empty cell · \(short)",
      ]
  }

  /// What the bar says while cells are grouped: what a digit and `c` do to them. Longest form first.
  static func groupForms(_ count: Int) -> [String] {
    let cells = count == 1 ? "1 cell" : "\(count) cells"
    return [
      "\(cells) grouped: a digit toggles its note in all, c colours all · g or Alt+click: add · Esc: none",
      "\(cells) grouped: a digit toggles its note in all · Esc: none", "\(cells) grouped · Esc: none",
    ]
  }

  /// What the bar says while a puzzle of the player's own is entered: what its givens make, checked as
  /// each is entered, and how to go on. Longest form first.
  static func entryForms(_ givens: Grid) -> [String] {
    let verdict = EntryVerdict(givens)
    let made = "\(givens.filledCount) givens, \(verdict.text)"
    guard case .unique = verdict else {
      return [
        "Your puzzle: \(made) · enter the givens · Esc: back", "Your puzzle: \(made) · Esc: back", made,
      ]
    }
    return [
      "Your puzzle: \(made) · Enter or a click here plays it · Esc: back",
      "Your puzzle: \(made) · Enter or a click here: play", "\(made) · a click here: play",
    ]
  }

  /// The pencil's item while the writing pad shows: where to write.
  static let padItem = "write in the pad"

  /// The reminder in at most `width` columns, dropping the least needed items first; where even the
  /// items that always stay are too long, their short names, then fewer of them: help and quit last.
  static func keys(width: Int, pad: Bool = false) -> String {
    var items = keys(pad: pad)
    while items.map(\.text).joined(separator: " · ").count > width,
      let worst = items.indices.max(by: { items[$0].dropOrder <= items[$1].dropOrder }),
      items[worst].dropOrder > 0
    {
      items.remove(at: worst)
    }
    let pencil = pad ? "pad: write" : "drag: write"
    let shorter = [
      items.map(\.text), ["arrows move", "1-9 place", pencil, "? help", "q quit"],
      ["arrows", "1-9", pencil, "? help", "q quit"], ["1-9", pencil, "? help", "q quit"],
      ["? help", "q quit"],
    ]
    let fitting = shorter.first { $0.joined(separator: " · ").count <= width } ?? ["? help", "q quit"]
    return fitting.joined(separator: " · ")
  }

  /// The bar's line; `hintInPane`: the hint pane shows the whole current hint.
  static func text(_ state: AppState, width: Int = .max, hintInPane: Bool = false) -> (String, isError: Bool)
  {
    if let message = state.ui.message { return (message.text, message.isError) }
    if state.ui.screen == .confirmNewGame { return (App.abandonQuestion, false) }
    if case .confirmPastedPuzzle = state.ui.screen { return (App.pasteQuestion, false) }
    if state.ui.screen == .tooManyMistakes {
      return ("Too many mistakes · c: continue · r: restart · q: quit", false)
    }
    if state.game.solved { return ("Solved! A click here, Enter or N: new game · q: quit", false) }
    if state.game.paused { return ("Paused · p, Esc or a click: resume · q: quit", false) }
    switch state.play.finger {
    case .ask(.highlight, _): return (FittedLine.first(of: pickQuestion, width: width), false)
    case .ask(.noteColour, _): return (FittedLine.first(of: colourQuestion, width: width), false)
    case .place(let digit, let once):
      return (FittedLine.first(of: picked(digit, once: once), width: width), false)
    case .select: break
    }
    if !state.play.group.isEmpty {
      return (FittedLine.first(of: groupForms(state.play.group.count), width: width), false)
    }
    if state.play.setAside != nil {
      return (FittedLine.first(of: entryForms(state.game.board), width: width), false)
    }
    if let hint = state.currentHint {
      // Over the candidates view too, which shows the hint's cells.
      return (hint.stage == .cells && hintInPane ? paneNote : "Hint: " + hint.text, false)
    }
    if state.ui.showsCandidates, state.candidatesPlacement?.panel == nil {
      // No room for the facts beside the view: the bar keeps them.
      let facts = PanelView.compactLines(state)[0] + " · " + PanelView.modeName(state.game)
      return (FittedLine.panel(facts + " · v, Esc: back", width: width), false)
    }
    if state.ui.showsCandidates {
      return (
        FittedLine.first(of: [CandidatesView.barText, CandidatesView.shortBarText], width: width), false
      )
    }
    return (keys(width: width, pad: state.isPadShown), false)
  }

  /// The bar, with the `Menu` button at its right end where the board or the menu is in front.
  static func draw(
    _ state: AppState, _ placement: BoardPlacement, hintInPane: Bool, _ look: Look,
    into buffer: inout ScreenBuffer
  ) {
    let row = placement.hintBarRow
    let button = state.ui.screen.showsMenuButton ? App.menuButton(placement, columns: buffer.width) : nil
    // The line ends a column short of the button, or of the candidates label where it stands on the bar.
    let label = CandidatesLabel.rect(state, placement).flatMap { $0.y == row ? $0 : nil }
    let width = (label ?? button).map { $0.x - 1 } ?? buffer.width
    let (line, isError) = text(state, width: width, hintInPane: hintInPane)
    buffer.fill(ScreenRect(x: 0, y: row, width: buffer.width, height: 1), style: look.theme.statusBar)
    buffer.put(
      String(look.text(line).prefix(width)), x: 0, y: row,
      style: isError ? look.theme.error : look.theme.statusBar)
    if let button { buffer.put(App.menuLabel, x: button.x, y: row, style: look.theme.selection) }
  }
}
