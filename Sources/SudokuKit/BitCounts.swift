/// The number of set bits of every 16-bit mask, read through a plain pointer (no bounds checks, no reference
/// counting) by searches that count bits of unit masks in their inner loops. Unit masks use 9 bits, so
/// only the first 512 entries stay in cache; the rest keep any other mask correct.
enum BitCounts {
  /// 65,536 entries; allocated once and never freed.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let counts = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
    for mask in 0..<(1 << 16) { counts[mask] = UInt8(mask.nonzeroBitCount) }
    return UnsafePointer(counts)
  }()

  /// The set bits of `mask`.
  @inline(__always) static func of(_ mask: UInt16, in table: UnsafePointer<UInt8>) -> Int {
    Int(table[Int(mask)])
  }
}
