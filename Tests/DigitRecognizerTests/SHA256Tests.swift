import DigitRecognizer
import Testing

/// Expected digests are `sha256sum`'s.
@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func knownVectors(text: String, digest: String) {
    #expect(SHA256.hexDigest(Array(text.utf8)) == digest)
  }

  /// Lengths around the padding boundaries: the length field fits in the last block or needs another.
  @Test(arguments: [
    (55, "463eb28e72f82e0a96c0a4cc53690c571281131f672aa229e0d45ae59b598b59"),
    (56, "da2ae4d6b36748f2a318f23e7ab1dfdf45acdc9d049bd80e59de82a60895f562"),
    (63, "29af2686fd53374a36b0846694cc342177e428d1647515f078784d69cdb9e488"),
    (64, "fdeab9acf3710362bd2658cdc9a29e8f9c757fcf9811603a8c447cd1d9151108"),
    (65, "4bfd2c8b6f1eec7a2afeb48b934ee4b2694182027e6d0fc075074f2fabb31781"),
    (119, "da18797ed7c3a777f0847f429724a2d8cd5138e6ed2895c3fa1a6d39d18f7ec6"),
    (120, "f52b23db1fbb6ded89ef42a23ce0c8922c45f25c50b568a93bf1c075420bbb7c"),
  ])
  func paddingBoundaries(length: Int, digest: String) {
    #expect(SHA256.hexDigest((0..<length).map { UInt8(truncatingIfNeeded: $0) }) == digest)
  }

  @Test func oneMebibyte() {
    let bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
    #expect(SHA256.hexDigest(bytes) == "f5600770a8695a85fc7bb6d18a40a5b80a2b8a39c86f346a1b58f8ccc1e8fde6")
    #expect(SHA256.digest(bytes).count == 32)
  }
}
