/// A set of Sudoku digits 1...9 stored as a 9-bit mask (bit d-1 holds digit d).
public struct DigitSet: Hashable, Sendable, Sequence, CustomStringConvertible {
  public var mask: UInt16

  public static let all = DigitSet(mask: 0x1FF)
  public static let empty = DigitSet(mask: 0)

  @inlinable public init(mask: UInt16) { self.mask = mask }

  public init<S: Sequence>(_ digits: S) where S.Element == Int {
    var m: UInt16 = 0
    for d in digits { m |= DigitSet.bit(d) }
    mask = m
  }

  @inlinable public static func bit(_ digit: Int) -> UInt16 { UInt16(1) << UInt16(digit - 1) }

  @inlinable public var count: Int { mask.nonzeroBitCount }
  @inlinable public var isEmpty: Bool { mask == 0 }
  /// The only digit when exactly one is present.
  @inlinable public var single: Int? {
    mask != 0 && mask & (mask - 1) == 0 ? mask.trailingZeroBitCount + 1 : nil
  }
  /// The smallest digit present.
  @inlinable public var first: Int? { mask == 0 ? nil : mask.trailingZeroBitCount + 1 }

  @inlinable public func contains(_ digit: Int) -> Bool { mask & DigitSet.bit(digit) != 0 }
  @inlinable public mutating func insert(_ digit: Int) { mask |= DigitSet.bit(digit) }
  @inlinable public mutating func remove(_ digit: Int) { mask &= ~DigitSet.bit(digit) }
  @inlinable public func union(_ other: DigitSet) -> DigitSet { DigitSet(mask: mask | other.mask) }
  @inlinable public func intersection(_ other: DigitSet) -> DigitSet { DigitSet(mask: mask & other.mask) }
  @inlinable public func subtracting(_ other: DigitSet) -> DigitSet { DigitSet(mask: mask & ~other.mask) }

  public func makeIterator() -> Iterator { Iterator(rest: mask) }

  /// Iterates the digits in ascending order.
  public struct Iterator: IteratorProtocol {
    var rest: UInt16
    public mutating func next() -> Int? {
      guard rest != 0 else { return nil }
      let d = rest.trailingZeroBitCount + 1
      rest &= rest - 1
      return d
    }
  }

  public var description: String { map(String.init).joined() }
}

/// Encoded as the bare mask number, which keeps saved notes compact.
extension DigitSet: Codable {
  public init(from decoder: any Decoder) throws {
    let mask = try decoder.singleValueContainer().decode(UInt16.self)
    guard mask <= DigitSet.all.mask else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "digit mask \(mask) has bits beyond digit 9"))
    }
    self.init(mask: mask)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(mask)
  }
}
