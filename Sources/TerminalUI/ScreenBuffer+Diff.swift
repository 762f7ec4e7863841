extension ScreenBuffer {
  /// A stretch of consecutive cells on one row that a backend has to redraw.
  public struct Run: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var cells: [Cell]

    public init(x: Int, y: Int, cells: [Cell]) {
      self.x = x
      self.y = y
      self.cells = cells
    }
  }

  /// The runs that differ from `previous`: every row in full when there is no previous frame of this size.
  ///
  /// A run never splits a wide character, so a backend can draw each run on its own.
  public func diff(from previous: ScreenBuffer?) -> [Run] {
    let comparable = previous.flatMap { $0.width == width && $0.height == height ? $0 : nil }
    func changed(_ x: Int, _ y: Int) -> Bool { comparable.map { $0[x, y] != self[x, y] } ?? true }
    var runs: [Run] = []
    for y in 0..<height {
      var x = 0
      while x < width {
        guard changed(x, y) else {
          x += 1
          continue
        }
        var end = x + 1
        while end < width, changed(end, y) { end += 1 }
        // A new wide character over an old one of the same style leaves the continuation unchanged.
        if end < width, self[end, y].isContinuation { end += 1 }
        runs.append(Run(x: x, y: y, cells: (x..<end).map { self[$0, y] }))
        x = end
      }
    }
    return runs
  }
}
