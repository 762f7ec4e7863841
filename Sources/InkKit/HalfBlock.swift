extension DigitRaster {
  /// Draws a 28×28 image as 14 lines of 28 characters, two pixel rows per line (`▀`, `▄`, `█` or
  /// a space), for `inkdoku ink show` and the debug view. A pixel counts as ink from 0.5 up.
  public static func halfBlockText(_ image: [Float]) -> [String] {
    precondition(image.count == side * side, "expected a \(side)×\(side) image")
    return stride(from: 0, to: side, by: 2).map { top in
      String(
        (0..<side).map { column -> Character in
          switch (image[top * side + column] >= 0.5, image[(top + 1) * side + column] >= 0.5) {
          case (true, true): "█"
          case (true, false): "▀"
          case (false, true): "▄"
          case (false, false): " "
          }
        })
    }
  }
}
