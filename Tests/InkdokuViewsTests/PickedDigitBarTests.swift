import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// A picked digit changes what a click does: the bar says so for as long as it holds, so a click that
/// places is never a surprise.
@Suite struct PickedDigitBarTests {
  @Test func theBarSaysAClickPlacesThePickedDigit() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("f4")
    #expect(d.state.play.chosenDigit == 4)
    let line = HintBar.text(d.state, width: 80).0
    #expect(line.contains("4") && line.contains("click") && line.contains("places"))
    #expect(line.count <= 80)
    d.key(.escape)
    #expect(!HintBar.text(d.state, width: 80).0.contains("places"))
  }

  @Test func thePauseBarNamesEveryWayToResume() {
    var d = AppDriver()
    d.type("p")
    #expect(HintBar.text(d.state).0.contains("Esc"))
  }
}
