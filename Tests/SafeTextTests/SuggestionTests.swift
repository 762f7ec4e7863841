import Testing

@testable import SafeText

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("count", "count", 0), ("cout", "count", 1),
    ("sovle", "solve", 1), ("kitten", "sitting", 3), ("ab", "ba", 1), ("abc", "ca", 3),
  ])
  func editDistance(a: String, b: String, expected: Int) {
    #expect(Suggestion.editDistance(Array(a), Array(b)) == expected)
    #expect(Suggestion.editDistance(Array(b), Array(a)) == expected)
  }

  @Test func suggestsTyposAndPrefixes() {
    let names = ["count", "format", "help", "version"]
    #expect(Suggestion.closest(to: "cout", among: names) == "count")
    #expect(Suggestion.closest(to: "fromat", among: names) == "format")
    #expect(Suggestion.closest(to: "vers", among: names) == "version")
    #expect(Suggestion.closest(to: "hepl", among: names) == "help")
  }

  @Test func staysQuietWhenNothingIsClose() {
    let names = ["count", "format", "help"]
    #expect(Suggestion.closest(to: "x", among: names) == nil)
    #expect(Suggestion.closest(to: "seed", among: names) == nil)
    #expect(Suggestion.closest(to: "", among: names) == nil)
    #expect(Suggestion.closest(to: "c", among: names) == nil)
  }

  @Test func prefersTheClosestCandidate() {
    #expect(Suggestion.closest(to: "solv", among: ["slove", "solve"]) == "solve")
    #expect(Suggestion.closest(to: "abcdefg", among: ["abcdexy", "abcdefx"]) == "abcdefx")
  }
}
