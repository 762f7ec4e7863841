import Testing

@testable import TerminalUI

extension InputDecoderTests {
  @Suite struct Mouse {
    /// The decoder knows nothing of cell sizes or units: a report keeps the position the terminal gave.
    @Test func aPressKeepsItsCellZeroBased() {
      #expect(decode(sgr(0, 10, 5)) == [.mouse(MouseReport(button: .left, phase: .press, x: 9, y: 4))])
    }

    @Test func oneBasedPositionsBecomeZeroBasedAndZeroIsClampedToTheEdge() {
      let corner = MouseReport(button: .left, phase: .press, x: 0, y: 0)
      #expect(decode(sgr(0, 1, 1) + sgr(0, 0, 0)) == [.mouse(corner), .mouse(corner)])
    }

    @Test func positionsPastTheX10LimitAreKept() {
      #expect(decode(sgr(0, 400, 300)) == [cellMouse(.left, .press, column: 399, row: 299)])
    }

    @Test(arguments: [(0, MouseButton.left), (1, .middle), (2, .right)])
    func eachButtonPressesDragsAndReleases(_ code: Int, _ button: MouseButton) {
      #expect(
        decode(
          sgr(code, 3, 2) + sgr(code + 32, 4, 2) + sgr(code + 32, 6, 3) + sgr(code, 6, 3, released: true))
          == [
            cellMouse(button, .press, column: 2, row: 1), cellMouse(button, .drag, column: 3, row: 1),
            cellMouse(button, .drag, column: 5, row: 2), cellMouse(button, .release, column: 5, row: 2),
          ])
    }

    @Test func wheelUpAndDownArePresses() {
      #expect(
        decode(sgr(64, 3, 2) + sgr(65, 3, 2)) == [
          cellMouse(.wheelUp, .press, column: 2, row: 1), cellMouse(.wheelDown, .press, column: 2, row: 1),
        ])
    }

    @Test func horizontalWheelWheelReleasesAndExtraButtonsAreDropped() {
      #expect(decode(sgr(66, 3, 2) + sgr(67, 3, 2) + sgr(64, 3, 2, released: true) + sgr(128, 3, 2)).isEmpty)
    }

    @Test func modifierBitsBecomeFlags() {
      #expect(
        decode(sgr(4, 1, 1) + sgr(8, 1, 1) + sgr(16, 1, 1) + sgr(28 + 2, 1, 1) + sgr(8 + 32, 2, 1)) == [
          cellMouse(.left, .press, column: 0, row: 0, shift: true),
          cellMouse(.left, .press, column: 0, row: 0, alt: true),
          cellMouse(.left, .press, column: 0, row: 0, control: true),
          cellMouse(.right, .press, column: 0, row: 0, shift: true, alt: true, control: true),
          cellMouse(.left, .drag, column: 1, row: 0, alt: true),
        ])
    }

    @Test func motionWithoutAButtonIsAMove() {
      #expect(decode(sgr(35, 25, 27)) == [cellMouse(.none, .move, column: 24, row: 26)])
    }

    @Test func noButtonWithoutMotionIsAReleaseOfAnUnknownButton() {
      #expect(decode(sgr(3, 7, 8)) == [cellMouse(.none, .release, column: 6, row: 7)])
    }

    /// xterm counts pixels from 1, as every terminal counts cells.
    @Test func pixelReportsKeepPixelsRelativeToTheTextArea() {
      #expect(
        decode(sgr(0, 28, 27) + sgr(32, 1, 1) + sgr(0, 17, 35, released: true)) == [
          cellMouse(.left, .press, column: 27, row: 26), cellMouse(.left, .drag, column: 0, row: 0),
          cellMouse(.left, .release, column: 16, row: 34),
        ])
    }

    /// kitty reports the first pixel as 0, xterm as 1: the same pixel on screen decodes to the same
    /// position, and positions below the origin are clamped to it.
    @Test func kittyPixelReportsCountFromZero() {
      let firstOfSecond = InputEvent.mouse(MouseReport(button: .left, phase: .press, x: 8, y: 17))
      #expect(decode(sgr(0, 8, 17), reportOrigin: 0) == [firstOfSecond])
      #expect(decode(sgr(0, 9, 18)) == [firstOfSecond])
      #expect(
        decode(sgr(32, 7, 16) + sgr(32, 0, 0), reportOrigin: 0) == [
          cellMouse(.left, .drag, column: 7, row: 16), cellMouse(.left, .drag, column: 0, row: 0),
        ])
    }

    @Test func originChangesApplyToTheNextReport() {
      var decoder = InputDecoder()
      #expect(decoder.feed(sgr(0, 28, 27), now: 1) == [cellMouse(.left, .press, column: 27, row: 26)])
      decoder.reportOrigin = 0
      #expect(decoder.feed(sgr(0, 28, 27), now: 2) == [cellMouse(.left, .press, column: 28, row: 27)])
    }

    @Test func xtermDrawingASevenDecodesReportByReport() {
      let trace =
        sgr(0, 10, 5) + sgr(32, 11, 5) + sgr(32, 12, 5) + sgr(32, 29, 6) + sgr(32, 28, 7)
        + sgr(0, 20, 15, released: true)
      #expect(
        decode(trace) == [
          cellMouse(.left, .press, column: 9, row: 4), cellMouse(.left, .drag, column: 10, row: 4),
          cellMouse(.left, .drag, column: 11, row: 4), cellMouse(.left, .drag, column: 28, row: 5),
          cellMouse(.left, .drag, column: 27, row: 6), cellMouse(.left, .release, column: 19, row: 14),
        ])
    }

    @Test func x10ReportsUseThreeRawBytes() {
      let x10: [UInt8] = [0x1B, 0x5B, 0x4D]
      let bytes =
        x10 + [0x20, 0x2A, 0x25] + x10 + [0x40, 0x2B, 0x25] + x10 + [0x23, 0x2B, 0x25] + x10 + [
          0x43, 0x21, 0x21,
        ]
        + x10 + [0x60, 0x21, 0x21] + x10 + [0x61, 0x21, 0x21] + x10 + [0x28, 0x21, 0x21]
      #expect(
        decode(bytes) == [
          cellMouse(.left, .press, column: 9, row: 4), cellMouse(.left, .drag, column: 10, row: 4),
          cellMouse(.none, .release, column: 10, row: 4), cellMouse(.none, .move, column: 0, row: 0),
          cellMouse(.wheelUp, .press, column: 0, row: 0), cellMouse(.wheelDown, .press, column: 0, row: 0),
          cellMouse(.left, .press, column: 0, row: 0, alt: true),
        ])
    }

    @Test func x10BytesAreRawNotUTF8AndOverflowMeansPastColumn223() {
      let x10: [UInt8] = [0x1B, 0x5B, 0x4D]
      #expect(
        decode(
          x10 + [0x20, 0xFF, 0x2A] + x10 + [0x20, 0x00, 0x2A] + x10 + [0x20, 0x1B, 0xC3] + Array("a".utf8))
          == [
            cellMouse(.left, .press, column: 222, row: 9), cellMouse(.left, .press, column: 223, row: 9),
            cellMouse(.left, .press, column: 223, row: 162), .key(.character("a")),
          ])
    }
  }
}
