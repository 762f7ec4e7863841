import Testing

@testable import TerminalUI

extension InputDecoderTests {
  @Suite struct Keys {
    @Test func printableASCIIIsTyped() {
      #expect(decode("a Z5~") == typed("a Z5~"))
    }

    @Test func utf8CharactersOfTwoThreeAndFourBytesAreTyped() {
      #expect(decode("\u{E9}\u{6570}\u{1F642}") == typed("\u{E9}\u{6570}\u{1F642}"))
    }

    @Test func invalidUTF8IsDropped() {
      let bytes: [UInt8] = [
        0x80,  // stray continuation byte
        0xC0, 0xAF,  // impossible lead byte
        0xE0, 0x80, 0xAF,  // overlong '/'
        0xED, 0xA0, 0x80,  // surrogate U+D800
        0xF4, 0x90, 0x80, 0x80,  // U+110000, past Unicode
        0xC2, 0x85,  // C1 control NEL
        0xF5, 0xFF,
      ]
      #expect(decode(bytes).isEmpty)
    }

    @Test func brokenUTF8CharacterLetsTheNextByteThrough() {
      #expect(decode([0xC3, 0x61, 0xE6, 0x95]) == typed("a"))
    }

    @Test func controlBytesBecomeControlLetters() {
      #expect(
        decode([0x01, 0x03, 0x12, 0x1A]) == [
          .key(.control("a")), .key(.control("c")), .key(.control("r")), .key(.control("z")),
        ])
    }

    @Test func tabEnterAndBackspaceHaveTheirOwnKeys() {
      #expect(
        decode([0x09, 0x0D, 0x0A, 0x7F, 0x08]) == [
          .key(.tab), .key(.enter), .key(.enter), .key(.backspace), .key(.backspace),
        ])
    }

    @Test func controlsWithoutALetterAreDropped() {
      #expect(decode([0x00, 0x1C, 0x1D, 0x1E, 0x1F]).isEmpty)
    }

    @Test func loneEscapeWaitsForItsDeadlineThenBecomesEscape() {
      var decoder = InputDecoder()
      #expect(decoder.feed(.byte(0x1B), now: 2).isEmpty)
      #expect(decoder.hasPending)
      let deadline = 2 + decoder.escapeTimeout
      #expect(decoder.pendingDeadline == deadline)
      #expect(decoder.flush(now: 2.04).isEmpty)
      #expect(decoder.hasPending)
      #expect(decoder.flush(now: deadline) == [InputEvent.key(.escape)])
      #expect(!decoder.hasPending)
      #expect(decoder.pendingDeadline == nil)
    }

    @Test func escapeTimeoutIsSettable() {
      var decoder = InputDecoder()
      decoder.escapeTimeout = 0.25
      _ = decoder.feed(.byte(0x1B), now: 0)
      #expect(decoder.pendingDeadline == 0.25)
      #expect(decoder.flush(now: 0.2).isEmpty)
      #expect(decoder.flush(now: 0.25) == [InputEvent.key(.escape)])
    }

    /// A key read late after a lone ESC may have arrived with it (tmux and GNU screen send an Esc and a
    /// key pressed soon after it together): either way it is Escape, then the key.
    @Test func escapeThenAKeyIsEscapeThenTheKeyWithOrWithoutAFlushBetween() {
      var decoder = InputDecoder()
      _ = decoder.feed(.byte(0x1B), now: 0)
      #expect(decoder.feed("a", now: 1) == [InputEvent.key(.escape), InputEvent.key(.character("a"))])
      _ = decoder.feed(.byte(0x1B), now: 2)
      #expect(decoder.flush(now: 2 + decoder.escapeTimeout) == [InputEvent.key(.escape)])
      #expect(decoder.feed("a", now: 3) == [InputEvent.key(.character("a"))])
    }

    @Test func doubleEscapeGivesOneEscapeAndWaitsForTheSecond() {
      var decoder = InputDecoder()
      #expect(decoder.feed("\u{1B}\u{1B}", now: 1) == [InputEvent.key(.escape)])
      #expect(decoder.flush(now: 2) == [InputEvent.key(.escape)])
    }

    /// What tmux and GNU screen deliver for Esc pressed shortly before another key: one read, no gap.
    @Test(
      arguments: [
        ("\u{1B}5", Key.character("5")), ("\u{1B}q", .character("q")), ("\u{1B}\u{E9}", .character("\u{E9}")),
        ("\u{1B}\r", .enter), ("\u{1B}\u{7F}", .backspace), ("\u{1B}\u{12}", .control("r")),
      ])
    func escapeFollowedByAKeyIsEscapeThenTheKey(_ text: String, key: Key) {
      var decoder = InputDecoder()
      #expect(decoder.feed(text, now: 1) == [InputEvent.key(.escape), InputEvent.key(key)])
      #expect(!decoder.hasPending)
      #expect(decoder.feed("x", now: 1) == typed("x"))
    }

    @Test func escapeBeforeAMouseReportStaysAnEscapeAndTheReportStaysWhole() {
      #expect(
        decode("\u{1B}" + sgr(0, 3, 2)) == [.key(.escape), cellMouse(.left, .press, column: 2, row: 1)])
    }

    @Test(arguments: [Key.up, .down, .home, .delete, .backTab, .function(5), .character("7"), .escape])
    func ncursesKeysPassThrough(_ key: Key) {
      var decoder = InputDecoder()
      #expect(decoder.feed(.key(key), now: 3) == [InputEvent.key(key)])
    }

    @Test func ncursesKeyDropsAPartialSequence() {
      var decoder = InputDecoder()
      #expect(decoder.feed("\u{1B}[<0;1", now: 1).isEmpty)
      #expect(decoder.feed(.key(.left), now: 1) == [InputEvent.key(.left)])
      #expect(!decoder.hasPending)
      #expect(decoder.feed("7", now: 1) == typed("7"))
    }

    @Test func ncursesKeyAfterALoneEscapeKeepsTheEscape() {
      var decoder = InputDecoder()
      _ = decoder.feed(.byte(0x1B), now: 1)
      #expect(decoder.feed(.key(.up), now: 1.01) == [.key(.escape), .key(.up)])
    }

    @Test(
      arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OA", .up), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left), ("\u{1B}[Z", .backTab),
        ("\u{1B}[1~", .home), ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[3;5~", .delete),
        ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[7~", .home),
        ("\u{1B}[8~", .end), ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)),
        ("\u{1B}[1;2Q", .function(2)), ("\u{1B}[11~", .function(1)), ("\u{1B}[15~", .function(5)),
        ("\u{1B}[17~", .function(6)), ("\u{1B}[21~", .function(10)), ("\u{1B}[23~", .function(11)),
        ("\u{1B}[24~", .function(12)), ("\u{1B}Op", .character("0")), ("\u{1B}Oq", .character("1")),
        ("\u{1B}Oy", .character("9")), ("\u{1B}OM", .enter),
      ])
    func sequencesNcursesDidNotKnowBecomeKeys(_ text: String, _ key: Key) {
      var decoder = InputDecoder()
      #expect(decoder.feed(text, now: 1) == [InputEvent.key(key)])
      #expect(!decoder.hasPending)
    }

    /// Focus reporting (1004): the window gained or lost focus, even split across reads.
    @Test func focusReportsAreEvents() {
      var decoder = InputDecoder()
      #expect(
        decoder.feed("\u{1B}[Ox", now: 1) == [InputEvent.focus(false), InputEvent.key(.character("x"))])
      #expect(decoder.feed("\u{1B}[", now: 2).isEmpty)
      #expect(decoder.feed("I", now: 2.01) == [InputEvent.focus(true)])
      #expect(!decoder.hasPending)
    }

    @Test(
      arguments: [
        "\u{1B}[2I", "\u{1B}[1;2O", "\u{1B}[99~", "\u{1B}[16~", "\u{1B}[201~", "\u{1B}[200;1~",
        "\u{1B}[12;40R",
        "\u{1B}[2;5A", "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", "\u{1B}[>0;276;0c", "\u{1B}OE",
        "\u{1B}[32;10;5M", "\u{1B}[5u", "\u{1B}[1$A",
      ])
    func otherSequencesAreDroppedSilently(_ text: String) {
      // (`ESC [ I` and `ESC [ O` with no parameters are focus reports: `focusReportsAreEvents`.)
      var decoder = InputDecoder()
      #expect(decoder.feed(text + "x", now: 1) == typed("x"))
      #expect(!decoder.hasPending)
    }
  }
}
