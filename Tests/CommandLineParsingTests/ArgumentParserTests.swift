import CommandLineParsing
import Testing

@Suite struct ArgumentParserTests {
  static let count = OptionSpec.flag("count", short: "c", help: "Count")
  static let quiet = OptionSpec.flag("quiet", short: "q", help: "Say less")
  static let seed = OptionSpec.value("seed", short: "s", valueName: "N", help: "Random seed")
  static let format = OptionSpec.value("format", valueName: "FORMAT", help: "Layout")
  static let options = [count, quiet, seed, format]
  static let file = [ArgumentSpec("FILE", help: "Input")]

  enum Shape: String, CaseIterable {
    case round, square
  }

  func parse(
    _ arguments: [String], positionals: [ArgumentSpec] = file
  ) throws(UsageError) -> ParsedArguments {
    try ArgumentParser.parse(arguments, options: Self.options, positionals: positionals)
  }

  func error(_ arguments: [String], positionals: [ArgumentSpec] = file) -> String? {
    do {
      _ = try parse(arguments, positionals: positionals)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func longOptionsWithSeparateAndAttachedValues() throws {
    let parsed = try parse(["--count", "--seed", "42", "--format=sdk", "in.txt"])
    #expect(parsed.isSet(Self.count))
    #expect(!parsed.isSet(Self.quiet))
    #expect(parsed.value(Self.seed) == "42")
    #expect(parsed.value(Self.format) == "sdk")
    #expect(parsed.positionals == ["in.txt"])
    #expect(!parsed.isHelpRequested)
  }

  @Test func shortOptionsBundledAndAttached() throws {
    #expect(try parse(["-cq"]).isSet(Self.quiet))
    #expect(try parse(["-cq"]).isSet(Self.count))
    #expect(try parse(["-s", "7"]).value(Self.seed) == "7")
    #expect(try parse(["-s7"]).value(Self.seed) == "7")
    let bundled = try parse(["-cqs9"])
    #expect(bundled.isSet(Self.count) && bundled.isSet(Self.quiet) && bundled.value(Self.seed) == "9")
  }

  @Test func valuesAreTakenAsTyped() throws {
    #expect(try parse(["--seed", "-5"]).value(Self.seed) == "-5")
    #expect(try parse(["--seed="]).value(Self.seed) == "")
    #expect(try parse(["--format=a=b"]).value(Self.format) == "a=b")
    #expect(try parse(["--seed", "1", "--seed", "2"]).value(Self.seed) == "2")
  }

  @Test func doubleDashEndsOptionsAndDashIsAnArgument() throws {
    #expect(try parse(["--", "--count"]).positionals == ["--count"])
    #expect(try parse(["--", "--count"]).isSet(Self.count) == false)
    #expect(try parse(["-"]).positionals == ["-"])
    #expect(try parse(["-c", "-"]).positionals == ["-"])
  }

  @Test func optionsMayFollowArguments() throws {
    let parsed = try parse(["in.txt", "--count"])
    #expect(parsed.positionals == ["in.txt"] && parsed.isSet(Self.count))
  }

  @Test func helpStopsParsing() throws {
    #expect(try parse(["--help"]).isHelpRequested)
    #expect(try parse(["-h"]).isHelpRequested)
    #expect(try parse(["-ch"]).isHelpRequested)
    #expect(try parse(["--help", "--bogus", "a", "b"]).isHelpRequested)
    #expect(try parse(["a", "b", "-h"]).isHelpRequested)
    #expect(error(["--bogus", "--help"]) == "unknown option '--bogus'")
  }

  @Test func stoppingAtFirstPositionalLeavesTheRestUnexamined() throws {
    let parsed = try ArgumentParser.parse(
      ["--count", "solve", "--bogus", "x"], options: Self.options, stoppingAtFirstPositional: true)
    #expect(parsed.isSet(Self.count))
    #expect(parsed.positionals == ["solve", "--bogus", "x"])
  }

  @Test func unknownOptionsSuggestTheClosestName() {
    #expect(error(["--cout"]) == "unknown option '--cout' (did you mean '--count'?)")
    #expect(error(["--sed=3"]) == "unknown option '--sed' (did you mean '--seed'?)")
    #expect(error(["--hlep"]) == "unknown option '--hlep' (did you mean '--help'?)")
    #expect(error(["--verbose"]) == "unknown option '--verbose'")
    #expect(error(["-x"]) == "unknown option '-x'")
    #expect(error(["-cx"]) == "unknown option '-x' in '-cx'")
    #expect(error(["-count"]) == "unknown option '-o' in '-count' (did you mean '--count'?)")
  }

  @Test func valueProblems() {
    #expect(error(["--seed"]) == "option '--seed' needs a value")
    #expect(error(["-s"]) == "option '--seed' needs a value")
    #expect(error(["-cs"]) == "option '--seed' needs a value")
    #expect(error(["--count=3"]) == "option '--count' takes no value")
    #expect(error(["--help=me"]) == "option '--help' takes no value")
  }

  @Test func argumentCounts() {
    #expect(error(["a", "b"]) == "unexpected argument 'b'")
    #expect(error(["a"], positionals: []) == "unexpected argument 'a'")
    #expect(error(["--", "a", "-b"]) == "unexpected argument '-b'")
    let required = [ArgumentSpec("FILE", help: "Input", isRequired: true)]
    #expect(error([], positionals: required) == "missing argument FILE")
    #expect(error(["a"], positionals: required) == nil)
    #expect(error([]) == nil)
  }

  @Test func positiveIntegers() throws {
    #expect(try parse(["--seed", "12"]).positiveInteger(Self.seed) == 12)
    #expect(try parse([]).positiveInteger(Self.seed) == nil)
    for bad in ["x", "0", "-3", "1.5", "", "99999999999999999999"] {
      #expect(throws: UsageError("--seed expects a positive integer, got '\(bad)'")) {
        try parse(["--seed", bad]).positiveInteger(Self.seed)
      }
    }
  }

  @Test func choices() throws {
    #expect(try parse(["--format", "square"]).choice(Self.format, default: Shape.round) == .square)
    #expect(try parse([]).choice(Self.format, default: Shape.round) == .round)
    #expect(throws: UsageError("--format expects one of round, square, got 'Round'")) {
      try parse(["--format", "Round"]).choice(Self.format, default: Shape.round)
    }
  }

  @Test func echoedInputIsMadeSafeForTheTerminal() {
    #expect(error(["--\u{1B}[2J"]) == "unknown option '--\\u{1B}[2J'")
    #expect(error(["a", "\u{7}"]) == "unexpected argument '\\u{07}'")
    #expect(throws: UsageError("--seed expects a positive integer, got '\\u{1B}'")) {
      try parse(["--seed", "\u{1B}"]).positiveInteger(Self.seed)
    }
  }
}
