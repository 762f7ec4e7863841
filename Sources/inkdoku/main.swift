import CommandFiles
import CommandLineKit
import Glibc
import ModelLoading

// With SIGPIPE ignored, output into a closed pipe (`inkdoku solve big.txt | head -1`) fails with EPIPE,
// which the registry turns into a quiet exit instead of a death by signal.
signal(SIGPIPE, SIG_IGN)
// Past a file size limit (`ulimit -f`) a write then fails with EFBIG, reported like a full disk, instead of
// killing the game mid-save with the terminal still in raw mode.
signal(SIGXFSZ, SIG_IGN)

let registry = CommandRegistry(
  commands: [
    PlayCommand(), DailyCommand(), ReplayCommand(), ShareCommand(), SolveCommand(), GradeCommand(),
    StatsCommand(), HandCommand(),
    GenerateCommand(), RecognizeCommand(), InkCommand(),
  ],
  defaultCommand: "play", versionDetails: { [ModelLocator.standard().versionLine()] })
exit(await registry.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
