import Testing

@testable import TerminalUI

extension InputDecoderTests {
  @Suite struct Replies {
    @Test func decrqmAnswersBecomeModeReports() {
      #expect(
        decode("\u{1B}[?1016;1$y\u{1B}[?1006;2$y\u{1B}[?1016;0$y") == [
          .modeReport(mode: 1016, value: 1), .modeReport(mode: 1006, value: 2),
          .modeReport(mode: 1016, value: 0),
        ])
    }

    @Test(arguments: ["\u{1B}[?1016;1y", "\u{1B}[1016;1$y", "\u{1B}[?1016$y", "\u{1B}[?1016;1;2$y"])
    func malformedDecrqmAnswersAreDropped(_ text: String) {
      #expect(decode(text).isEmpty)
    }

    @Test func stringRepliesAreSwallowedUpToTheirTerminator() {
      let xtversion = "\u{1B}P>|tmux 3.3a\u{1B}\\"
      let osc = "\u{1B}]11;rgb:0000/1111/2222\u{07}"
      #expect(decode(xtversion + "4" + osc + "5") == typed("45"))
    }

    @Test func aCutOffStringGivesWayToTheNextSequence() {
      #expect(decode("\u{1B}P>|XTerm(3" + sgr(0, 1, 1)) == [cellMouse(.left, .press, column: 0, row: 0)])
    }
  }

  @Suite struct Paste {
    @Test func pasteIsOneEventAndItsDigitsAndSequencesAreNeverTyped() {
      var decoder = InputDecoder()
      let content = "12" + sgr(0, 10, 5) + "\u{1B}OA 9"
      #expect(
        decoder.feed("\u{1B}[200~" + content + "\u{1B}[201~", now: 1) == [
          InputEvent.paste(bytes: 17)
        ])
      #expect(!decoder.hasPending)
      #expect(decoder.feed("5", now: 1) == typed("5"))
    }

    @Test func brokenEndMarkersInsideAPasteAreContent() {
      #expect(decode("\u{1B}[200~\u{1B}[20\u{1B}[201x\u{1B}\u{1B}[201~") == [.paste(bytes: 11)])
    }

    @Test func emptyPasteHasZeroBytes() {
      #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste(bytes: 0)])
    }

    @Test func keysNcursesDecodedInsideAPasteAreSwallowedAndCountAsOneByte() {
      var decoder = InputDecoder()
      #expect(decoder.feed("\u{1B}[200~a\u{1B}[2", now: 1).isEmpty)
      #expect(decoder.feed(.key(.up), now: 1).isEmpty)
      #expect(decoder.feed(.key(.character("7")), now: 1).isEmpty)
      #expect(decoder.feed("\u{1B}[201~", now: 1) == [InputEvent.paste(bytes: 6)])
    }

    @Test func unterminatedPasteClosesAfterItsIdleTimeout() {
      var decoder = InputDecoder()
      #expect(decoder.feed("\u{1B}[200~123", now: 1).isEmpty)
      #expect(decoder.feed("45\u{1B}[20", now: 1.4).isEmpty)
      let deadline = 1.4 + decoder.pasteTimeout
      #expect(decoder.pendingDeadline == deadline)
      #expect(decoder.flush(now: 1.8).isEmpty)
      #expect(decoder.flush(now: deadline) == [InputEvent.paste(bytes: 9)])
      #expect(decoder.feed("4", now: 3) == typed("4"))
    }

    @Test func pasteSizeSaturatesButTheContentIsStillSwallowed() {
      var decoder = InputDecoder()
      decoder.maxPasteBytes = 10
      let content = String(repeating: "123456789", count: 5)
      #expect(decoder.feed("\u{1B}[200~" + content, now: 1).isEmpty)
      #expect(decoder.feed(.key(.character("1")), now: 1).isEmpty)
      #expect(decoder.feed("\u{1B}[201~", now: 1) == [.paste(bytes: 10)])
    }
  }

  @Suite struct Malformed {
    @Test func badCharacterInsideAReportDropsTheWholeReport() {
      #expect(decode("\u{1B}[<0;10;xM5") == typed("5"))
    }

    @Test(
      arguments: [
        "\u{1B}[<0;1;2;3;4M", "\u{1B}[<0;5M", "\u{1B}[<0;;5M", "\u{1B}[<;1;5M", "\u{1B}[<0;100000;5M",
        "\u{1B}[<0:1;10;5M", "\u{1B}[<0;1\r0;5M", "\u{1B}[<0;1\u{E9}0;5M", "\u{1B}[<0;1q0;5m",
        "\u{1B}[<0;1<0;5M",
        "\u{1B}[<0;1 0;5M",
      ])
    func malformedReportsProduceNothing(_ text: String) {
      var decoder = InputDecoder()
      #expect(decoder.feed(text, now: 1).isEmpty)
      #expect(!decoder.hasPending)
    }

    @Test func largestParameterIsAccepted() {
      #expect(decode(sgr(0, 99_999, 5)) == [cellMouse(.left, .press, column: 99_998, row: 4)])
    }

    @Test func overlongSequenceIsDroppedEvenWhenItsValuesAreFine() {
      let padded = "\u{1B}[<" + String(repeating: "0", count: 61) + "0;5;5M"
      #expect(decode(padded + "a") == typed("a"))
      let fits = "\u{1B}[<" + String(repeating: "0", count: 50) + "0;5;5M"
      #expect(decode(fits) == [cellMouse(.left, .press, column: 4, row: 4)])
    }

    @Test func overlongDigitsAreSwallowedToTheEndOfTheSequence() {
      #expect(decode("\u{1B}[<" + String(repeating: "1", count: 200) + ";5;5Ma") == typed("a"))
    }

    @Test func truncatedReportSwallowsTheDigitThatFollowsInTime() {
      var decoder = InputDecoder()
      #expect(decoder.feed("\u{1B}[<0;1", now: 0).isEmpty)
      #expect(decoder.feed("7", now: 0.01).isEmpty)
      #expect(decoder.flush(now: 0.01 + decoder.escapeTimeout).isEmpty)
      #expect(!decoder.hasPending)
      #expect(decoder.feed("8", now: 0.2) == typed("8"))
    }

    /// A report split across two reads stays one report however late the second read is (a loaded
    /// machine), and its digits are never typed; a digit after an idle flush is.
    @Test func aReportReadLateIsStillOneReport() {
      var decoder = InputDecoder()
      #expect(decoder.feed("\u{1B}[<32;1", now: 0).isEmpty)
      #expect(decoder.feed("4;5M", now: 0.5) == [cellMouse(.left, .drag, column: 13, row: 4)])
      #expect(decoder.feed("\u{1B}[<0;1", now: 1).isEmpty)
      #expect(decoder.flush(now: 1 + decoder.escapeTimeout).isEmpty)
      #expect(decoder.feed("7", now: 2) == [InputEvent.key(.character("7"))])
    }

    @Test func truncatedReportGivesWayToTheNextReport() {
      #expect(decode("\u{1B}[<0;1" + sgr(0, 10, 5)) == [cellMouse(.left, .press, column: 9, row: 4)])
    }

    @Test func partialSequencesOfEveryKindAreDroppedAtTheirDeadline() {
      let partials = ["\u{1B}[", "\u{1B}O", "\u{1B}[<0;1", "\u{1B}[M ", "\u{1B}P>|"].map { Array($0.utf8) }
      for bytes in partials + [[0xE6, 0x95]] {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes, now: 0).isEmpty)
        #expect(decoder.hasPending, "\(bytes)")
        #expect(decoder.flush(now: 1).isEmpty, "\(bytes)")
        #expect(!decoder.hasPending)
      }
    }
  }
}
